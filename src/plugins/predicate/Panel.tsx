import { use$ } from '@legendapp/state/react';
import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { StepPlaceholder } from '../step-kit/StepPlaceholder';
import { predicate$, type PredicateState } from './store';

export default function PredicatePanel() {
  const lists: PredicateState['devicesByProductCode'] = use$(predicate$.devicesByProductCode);
  return (
    <StepPlaceholder
      step="predicate"
      description="Find cleared devices (K-numbers) to claim substantial equivalence to, and compare them side by side."
    >
      <RequireSelectedScenario>
        {(productCode) => {
          const count = lists[productCode]?.length ?? 0;
          return <p>{count === 0 ? 'No similar devices found yet.' : `${count} predicate device(s) saved for ${productCode}.`}</p>;
        }}
      </RequireSelectedScenario>
    </StepPlaceholder>
  );
}
