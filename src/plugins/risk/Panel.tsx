import { StepPlaceholder } from '../shared/StepPlaceholder';

export default function RiskPanel() {
  return <StepPlaceholder step="risk" description="See the recalls, adverse events and reported device and patient problems for the product code." />;
}
