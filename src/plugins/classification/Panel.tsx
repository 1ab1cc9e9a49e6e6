import { StepPlaceholder } from '../shared/StepPlaceholder';

export default function ClassificationPanel() {
  return <StepPlaceholder step="classification" description="Pick the product code (scenario) the 510(k) will be reviewed under: device class, regulation and review panel." />;
}
