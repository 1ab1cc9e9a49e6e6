import { StepPlaceholder } from '../shared/StepPlaceholder';

export default function TestsStandardsPanel() {
  return <StepPlaceholder step="tests-standards" description="Plan the tests and FDA-recognized consensus standards the submission needs." />;
}
