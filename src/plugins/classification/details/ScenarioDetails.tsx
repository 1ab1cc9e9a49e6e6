import { use$ } from '@legendapp/state/react';
import { lazy, Suspense } from 'react';
import { scenarioBoard$ } from '../board/board-state';
import { boardUi } from '../board/board-ui';
import type { Scenario } from '../store';

// Its code (risk snapshot, cleared devices) loads only when a card is expanded.
const ScenarioDetailDialog = lazy(() => import('./ScenarioDetailDialog'));

/** The detail dialog of the scenario 'classification.open-details' named, while it is in the list. */
export function ScenarioDetails({ scenarios }: { scenarios: readonly Scenario[] }) {
  const productCode = use$(scenarioBoard$.detailsFor);
  const scenario = scenarios.find((candidate) => candidate.productCode === productCode);
  if (!scenario) return null;
  return (
    <Suspense fallback={null}>
      <ScenarioDetailDialog scenario={scenario} onClose={boardUi.closeDetails} />
    </Suspense>
  );
}
