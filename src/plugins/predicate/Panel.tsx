import { use$ } from '@legendapp/state/react';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { predicate$, type PredicateState } from './store';

export default function PredicatePanel() {
  const lists: PredicateState['devicesByProductCode'] = use$(predicate$.devicesByProductCode);
  const count = Object.values(lists).reduce((sum, devices) => sum + devices.length, 0);
  return (
    <StepPlaceholder
      step="predicate"
      description="Find cleared devices (K-numbers) to claim substantial equivalence to, and compare them side by side."
    >
      <p>{count === 0 ? 'No similar devices found yet.' : `${count} predicate device(s) saved.`}</p>
    </StepPlaceholder>
  );
}
