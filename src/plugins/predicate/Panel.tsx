import { StepPlaceholder } from '../shared/StepPlaceholder';

export default function PredicatePanel() {
  return <StepPlaceholder step="predicate" description="Find cleared predicate devices for the chosen product code and compare them side by side." />;
}
