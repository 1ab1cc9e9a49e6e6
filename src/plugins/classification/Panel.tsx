import { use$ } from '@legendapp/state/react';
import { CommandButton } from '../../panels/CommandButton';
import { RunningStatus } from '../../panels/RunningStatus';
import { scenarioBoard$, type ScenarioLoadStatus } from './board/board-state';
import { InsightsIcon, RefreshIcon } from '../../panels/board-icons';
import { BOARD_TEXTS, RUNNING_TEXT_INTERVAL_MS } from './board/board-texts';
import { DeleteScenarioDialog } from './board/DeleteScenarioDialog';
import { ProductCodeSearch } from './search/ProductCodeSearch';
import { ResearchInsightsDialog } from './board/ResearchInsightsDialog';
import { ScenarioBoard } from './board/ScenarioBoard';
import { ScenarioDetails } from './details/ScenarioDetails';
import { SCENARIO_TITLE_ID, ScenarioHeader } from './header/ScenarioHeader';
import { classification$, classificationRun$, type Scenario } from './store';
import './classification.css';

interface BoardBodyProps {
  scenarios: readonly Scenario[];
  selectedCode: string | null;
  loadStatus: ScenarioLoadStatus;
  running: boolean;
}

/**
 * What the board shows, first match wins: loading or failed (only while the list is empty), the running
 * text (above the cards, or alone), the empty state, the cards.
 */
function BoardBody({ scenarios, selectedCode, loadStatus, running }: BoardBodyProps) {
  const empty = scenarios.length === 0;
  if (empty && loadStatus === 'loading') {
    return (
      <p className="cw-scenario-state" role="status">
        {BOARD_TEXTS.loading}
      </p>
    );
  }
  if (empty && loadStatus === 'failed') {
    return (
      <div className="cw-scenario-state" role="alert">
        <p>{BOARD_TEXTS.loadFailed}</p>
        <CommandButton command="classification.reload">{BOARD_TEXTS.retry}</CommandButton>
      </div>
    );
  }
  const nothingSelected = !scenarios.some((scenario) => scenario.productCode === selectedCode);
  return (
    <>
      {running ? <RunningStatus texts={BOARD_TEXTS.runningSteps} intervalMs={RUNNING_TEXT_INTERVAL_MS} /> : null}
      {empty ? (
        running ? null : (
          <div className="cw-scenario-state">
            <p>{BOARD_TEXTS.empty}</p>
            <p className="cw-muted">{BOARD_TEXTS.emptyHint}</p>
          </div>
        )
      ) : (
        <>
          {nothingSelected ? <p className="cw-scenario-hint">{BOARD_TEXTS.selectHint}</p> : null}
          <ScenarioBoard scenarios={scenarios} selectedCode={selectedCode} />
        </>
      )}
    </>
  );
}

/** The Scenario step: the header, the search and run buttons, the scenario cards and their dialogs. */
export default function ClassificationPanel() {
  const scenarios = use$(classification$.scenarios);
  const selectedCode = use$(classification$.selectedProductCode);
  const loadStatus = use$(scenarioBoard$.load.status);
  const running = use$(classificationRun$.running);
  return (
    <section className="cw-scenarios" aria-labelledby={SCENARIO_TITLE_ID} aria-busy={running}>
      <ScenarioHeader scenarios={scenarios} selectedCode={selectedCode} />
      <div className="cw-scenario-toolbar">
        <ProductCodeSearch />
        <div className="cw-scenario-toolbar-actions">
          <CommandButton command="classification.refresh">
            <RefreshIcon />
            {BOARD_TEXTS.runAgent}
          </CommandButton>
          <CommandButton command="classification.show-insights">
            <InsightsIcon />
            {BOARD_TEXTS.researchInsights}
          </CommandButton>
        </div>
      </div>
      <BoardBody scenarios={scenarios} selectedCode={selectedCode} loadStatus={loadStatus} running={running} />
      <DeleteScenarioDialog />
      <ResearchInsightsDialog />
      <ScenarioDetails scenarios={scenarios} />
    </section>
  );
}
