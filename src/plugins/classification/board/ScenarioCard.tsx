import type { ReactNode } from 'react';
import { CommandButton } from '../../../panels/CommandButton';
import { FeedbackButtons } from '../../../panels/feedback/FeedbackButtons';
import { WatchButton } from '../../../panels/watch/WatchButton';
import { PinButton } from '../../../panels/pinned/PinButton';
import { runFromButton } from '../../../panels/run-from-button';
import { productCodeSource } from '../../../api/text/fda-source-refs';
import { DoneIcon, ExpandIcon, PendingIcon, TrashIcon } from '../../../panels/board-icons';
import { BOARD_TEXTS } from './board-texts';
import { reviewPanelText } from '../details/scenario-fields';
import type { StepProgress } from './step-progress';
import type { Scenario } from '../store';

const TEXT = BOARD_TEXTS.card;

export interface ScenarioCardProps {
  scenario: Scenario;
  selected: boolean;
  /** Its deletion is under way: the delete button is disabled and says so. */
  deleting: boolean;
  progress: StepProgress;
  /** The drag handle the board puts in the card's header. */
  dragHandle?: ReactNode;
}

function ScenarioFacts({ scenario }: { scenario: Scenario }) {
  const facts: Array<[string, string]> = [
    [TEXT.regulationNumber, scenario.regulationNumber ?? TEXT.notAvailable],
    [TEXT.submissionType, scenario.deviceClass],
    [TEXT.reviewPanel, reviewPanelText(scenario) ?? TEXT.notAvailable],
    [TEXT.timeToClearance, scenario.avgTimeToClearence === null ? TEXT.notAvailable : TEXT.days(scenario.avgTimeToClearence)],
  ];
  return (
    <dl className="cw-scenario-facts">
      {facts.map(([label, value]) => (
        <div key={label} className="cw-scenario-fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function StatusRows({ progress }: { progress: StepProgress }) {
  const steps = Object.keys(TEXT.statusLabels) as Array<keyof StepProgress>;
  return (
    <ul className="cw-scenario-status" aria-label={TEXT.statusRows}>
      {steps.map((step) => (
        <li key={step} data-done={progress[step]}>
          {progress[step] ? <DoneIcon className="cw-scenario-status-done" /> : <PendingIcon className="cw-scenario-status-pending" />}
          <span>{TEXT.statusLabels[step]}</span>
          <span className="cw-visually-hidden">{progress[step] ? TEXT.statusDone : TEXT.statusPending}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One scenario on the board. Unselected it shows the code's classification facts and 'Get Started'; the
 * selected card is minimal: code, name, the later steps' progress and 'Hide'.
 */
export function ScenarioCard({ scenario, selected, deleting, progress, dragHandle }: ScenarioCardProps) {
  const { productCode } = scenario;
  const deleteTooltip = deleting ? TEXT.deleting : TEXT.delete;
  return (
    <article
      className="cw-scenario-card"
      data-selected={selected}
      aria-label={TEXT.name(scenario.order, productCode)}
      aria-current={selected ? 'true' : undefined}
    >
      <header className="cw-scenario-card-head">
        {dragHandle}
        <span className="cw-scenario-order">{BOARD_TEXTS.scenario(scenario.order)}</span>
        <button
          type="button"
          className="cw-icon-button cw-scenario-tool cw-scenario-delete"
          title={deleteTooltip}
          disabled={deleting}
          onClick={() => void runFromButton('classification.delete', { productCode })}
        >
          <TrashIcon />
        </button>
        <CommandButton
          command="classification.open-details"
          args={{ productCode }}
          className="cw-icon-button cw-scenario-tool"
          label={TEXT.details(productCode)}
        >
          <ExpandIcon />
        </CommandButton>
      </header>
      <div className="cw-scenario-code-line">
        <p className="cw-scenario-code">{productCode}</p>
        <PinButton source={productCodeSource(productCode, scenario.deviceName)} />
        <WatchButton kind="product_code" value={productCode} />
      </div>
      <p className="cw-scenario-name">{scenario.deviceName}</p>
      {selected ? <StatusRows progress={progress} /> : <ScenarioFacts scenario={scenario} />}
      <div className="cw-scenario-card-actions">
        <CommandButton
          command="classification.select"
          args={{ productCode }}
          className={selected ? 'cw-button' : 'cw-button cw-button-primary'}
        >
          {selected ? TEXT.hide : TEXT.getStarted}
        </CommandButton>
      </div>
      {/* Only the classification's own suggestions: a scenario added by its code is no AI result. */}
      {scenario.confidence !== null ? (
        <FeedbackButtons
          label={TEXT.feedback(productCode)}
          subject={{ kind: 'result', step: 'scenarios', product_code: productCode, result: scenario.id }}
        />
      ) : null}
    </article>
  );
}
