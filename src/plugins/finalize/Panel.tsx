import { StepPlaceholder } from '../shared/StepPlaceholder';

export default function FinalizePanel() {
  return <StepPlaceholder step="finalize" description="Review the strategy and export it as a 510(k) strategy report." />;
}
