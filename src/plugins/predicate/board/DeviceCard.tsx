import type { ReactNode } from 'react';
import { ExpandIcon, TrashIcon } from '../../../panels/board-icons';
import { confidenceLabel } from '../../../panels/chat/confidence';
import { CommandButton } from '../../../panels/CommandButton';
import { FeedbackButtons } from '../../../panels/feedback/FeedbackButtons';
import { runFromButton } from '../../../panels/run-from-button';
import { usDate } from '../../../api/text/us-date';
import type { PredicateDevice } from '../store';
import { predicateBoard$ } from './board-state';
import { PREDICATE_TEXTS } from './texts';
import { WatchButton } from '../../../panels/watch/WatchButton';

const TEXT = PREDICATE_TEXTS.card;

export interface DeviceCardProps {
  device: PredicateDevice;
  /** Chosen for the report (in the comparison table). */
  chosen: boolean;
  deleting: boolean;
  dragHandle?: ReactNode;
  /** The expand modal shows the card without its actions' chrome repeated. */
  whole?: boolean;
  /** The scenario's product code the device is listed under; with it, the card offers thumbs up / down. */
  productCode?: string;
}

export function DeviceFacts({ device }: { device: PredicateDevice }) {
  const facts: Array<[string, string]> = [
    [TEXT.applicant, device.applicant ?? TEXT.none],
    [TEXT.decisionDate, device.decisionDate ? usDate(device.decisionDate) : TEXT.none],
    [TEXT.clearanceTime, device.processingTime === null ? TEXT.none : TEXT.days(device.processingTime)],
    [TEXT.confidence, device.finalConfidenceScore === null ? TEXT.notScored : `${Math.round(device.finalConfidenceScore)}% · ${confidenceLabel(device.finalConfidenceScore)}`],
  ];
  return (
    <dl className="cw-device-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One predicate device: name (its record opens in the side panel), facts, recall flag and its actions. */
export function DeviceCard({ device, chosen, deleting, dragHandle, whole = false, productCode }: DeviceCardProps) {
  const { kNumber } = device;
  const name = device.deviceName ?? TEXT.unnamed;
  return (
    <article className="cw-device-card" data-chosen={chosen} aria-label={kNumber}>
      <header className="cw-device-card-head">
        {dragHandle}
        <span className="cw-device-order">{device.order}</span>
        <span className="cw-device-k">{kNumber}</span>
        <WatchButton kind="k_number" value={kNumber} />
        {device.recalled ? (
          <span className="cw-device-recalled" title={TEXT.recalledTitle}>
            {TEXT.recalled(device.recalls.length)}
          </span>
        ) : null}
        {whole ? null : (
          <>
            <button
              type="button"
              className="cw-icon-button cw-device-tool cw-device-delete"
              title={deleting ? TEXT.deleting : TEXT.delete}
              aria-label={deleting ? TEXT.deleting : TEXT.delete}
              disabled={deleting}
              onClick={() => void runFromButton('predicate.delete-device', { kNumber })}
            >
              <TrashIcon />
            </button>
            <button type="button" className="cw-icon-button cw-device-tool" aria-label={TEXT.expand(kNumber)} title={TEXT.expand(kNumber)} onClick={() => predicateBoard$.expanded.set(kNumber)}>
              <ExpandIcon />
            </button>
          </>
        )}
      </header>
      <button type="button" className="cw-device-name" title={name} aria-label={TEXT.openRecord(kNumber)} onClick={() => void runFromButton('predicate.open-details', { kNumber })}>
        {name}
      </button>
      <DeviceFacts device={device} />
      {whole && device.finalReasoning ? <p className="cw-device-reasoning">{device.finalReasoning}</p> : null}
      <div className="cw-device-card-actions">
        <CommandButton command="predicate.view-details" args={{ kNumber }} className="cw-button">
          {TEXT.viewDetails}
        </CommandButton>
        <CommandButton
          command={chosen ? 'predicate.remove-from-comparison' : 'predicate.add-to-comparison'}
          args={{ kNumber }}
          className={chosen ? 'cw-button' : 'cw-button cw-button-primary'}
        >
          {chosen ? TEXT.removeFromTable : TEXT.addToTable}
        </CommandButton>
      </div>
      {/* Only the analysis's own suggestions: a device added by K-number is no AI result. */}
      {productCode && !whole && device.finalConfidenceScore !== null ? (
        <FeedbackButtons
          label={TEXT.feedback(kNumber)}
          subject={{ kind: 'result', step: 'predicates', product_code: productCode, result: kNumber }}
        />
      ) : null}
    </article>
  );
}
