import { use$ } from '@legendapp/state/react';
import { InsightsIcon, RefreshIcon } from '../../panels/board-icons';
import { CommandButton } from '../../panels/CommandButton';
import { RunningStatus } from '../../panels/RunningStatus';
import { classificationRun$ } from '../classification/store';
import { RequireProfileFields } from '../step-kit/RequireProfileFields';
import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { predicateBoard$ } from './board/board-state';
import { DeleteDeviceDialog, ExpandedDeviceDialog, PredicateInsightsDialog } from './board/BoardDialogs';
import { DeviceBoard } from './board/DeviceBoard';
import { KNumberSearch } from './board/KNumberSearch';
import { PREDICATE_TEXTS as TEXT, RUNNING_TEXT_INTERVAL_MS } from './board/texts';
import { useComparisonAvailability } from './comparison/availability';
import { ComparisonView } from './comparison/ComparisonView';
import { chosenKNumbers } from './comparison/store';
import { DeviceDetailsDialog } from './details/DeviceDetailsDialog';
import { predicate$ } from './store';
import './board/predicate-board.css';

const TITLE_ID = 'cw-predicate-title';

/** Devices or comparison; comparison only while devices are chosen, else its tooltip says why (SPEC section 2). */
function ViewToggle({ productCode }: { productCode: string }) {
  const view = use$(predicateBoard$.view);
  const available = useComparisonAvailability(productCode);
  const shown = available === true ? view : 'devices';
  return (
    <div className="cw-view-toggle" role="group" aria-label={TEXT.view.label}>
      <button type="button" aria-pressed={shown === 'devices'} onClick={() => predicateBoard$.view.set('devices')}>
        {TEXT.view.devices}
      </button>
      <button
        type="button"
        aria-pressed={shown === 'comparison'}
        disabled={available !== true}
        title={available === true ? undefined : available}
        onClick={() => predicateBoard$.view.set('comparison')}
      >
        {TEXT.view.comparison}
      </button>
    </div>
  );
}

function Devices({ productCode }: { productCode: string }) {
  const devices = use$(predicate$.devicesByProductCode[productCode]) ?? [];
  const analysis = use$(predicateBoard$.analysis[productCode]);
  const flowRunning = use$(classificationRun$.running);
  const chosen = use$(() => chosenKNumbers(productCode));
  const running = analysis === 'running' || flowRunning;
  if (devices.length === 0) {
    if (running) {
      return (
        <div className="cw-predicate-state">
          <p>{TEXT.loading}</p>
          <RunningStatus texts={TEXT.runningSteps} intervalMs={RUNNING_TEXT_INTERVAL_MS} />
        </div>
      );
    }
    if (analysis === 'failed') {
      return (
        <div className="cw-predicate-state" role="alert">
          <p>{TEXT.loadFailed}</p>
          <CommandButton command="predicate.reload">{TEXT.retry}</CommandButton>
        </div>
      );
    }
    return (
      <RequireProfileFields needs={TEXT.profileNeeded}>
        <div className="cw-predicate-state">
          <p>{TEXT.empty}</p>
          <p className="cw-muted">{TEXT.emptyHint}</p>
        </div>
      </RequireProfileFields>
    );
  }
  return (
    <>
      {running ? <RunningStatus texts={TEXT.runningSteps} intervalMs={RUNNING_TEXT_INTERVAL_MS} /> : null}
      {chosen.length === 0 ? <p className="cw-predicate-hint">{TEXT.chooseHint}</p> : null}
      <DeviceBoard devices={devices} chosen={chosen} productCode={productCode} />
    </>
  );
}

function PredicateStep({ productCode }: { productCode: string }) {
  const view = use$(predicateBoard$.view);
  const available = useComparisonAvailability(productCode);
  return (
    <>
      <div className="cw-predicate-toolbar">
        <KNumberSearch />
        <div className="cw-predicate-toolbar-actions">
          <CommandButton command="predicate.refresh">
            <RefreshIcon />
            {TEXT.runAgent}
          </CommandButton>
          <CommandButton command="predicate.show-insights">
            <InsightsIcon />
            {TEXT.researchInsights}
          </CommandButton>
          <ViewToggle productCode={productCode} />
        </div>
      </div>
      {view === 'comparison' && available === true ? <ComparisonView productCode={productCode} /> : <Devices productCode={productCode} />}
      <DeleteDeviceDialog />
      <ExpandedDeviceDialog productCode={productCode} />
      <PredicateInsightsDialog productCode={productCode} />
      <DeviceDetailsDialog productCode={productCode} />
    </>
  );
}

/** The Predicate step: the selected scenario's predicate devices, their search, analysis, details and comparison. */
export default function PredicatePanel() {
  return (
    <section className="cw-predicates" aria-labelledby={TITLE_ID}>
      <header className="cw-predicate-header">
        <h1 id={TITLE_ID}>{TEXT.title}</h1>
        <p className="cw-muted">{TEXT.description}</p>
      </header>
      <RequireSelectedScenario>{(productCode) => <PredicateStep productCode={productCode.trim().toUpperCase()} />}</RequireSelectedScenario>
    </section>
  );
}
