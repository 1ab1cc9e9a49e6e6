import { use$ } from '@legendapp/state/react';
import { useEffect, useMemo, useRef } from 'react';
import { confidenceLabel } from '../../../panels/chat/confidence';
import { ContentDialog } from '../../../panels/ContentDialog';
import { useDeviceRow } from '../../../panels/device-detail/use-device-row';
import { RelationshipsGraph } from '../../../panels/relationships-graph/RelationshipsGraph';
import { runFromButton } from '../../../panels/run-from-button';
import { ComparisonView } from '../comparison/ComparisonView';
import { chosenKNumbers } from '../comparison/store';
import { boardUi, predicateBoard$, type DetailsSection } from '../board/board-state';
import { PREDICATE_TEXTS } from '../board/texts';
import { predicate$, type PredicateDevice } from '../store';
import { HighlightedText } from './HighlightedText';
import { profileStems } from './match-highlights';
import { useUserLinks } from './user-links';

const TEXT = PREDICATE_TEXTS.details;

const PAIRS = [
  ['deviceDescription', 'deviceDescriptionConfidenceScore', 'deviceDescriptionReasoning'],
  ['intendedUse', 'intendedUseConfidenceScore', 'intendedUseReasoning'],
  ['characteristics', 'characteristicsConfidenceScore', 'characteristicsReasoning'],
  ['final', 'finalConfidenceScore', 'finalReasoning'],
] as const;

function Reasoning({ device, stems }: { device: PredicateDevice; stems: ReadonlySet<string> }) {
  if (device.finalConfidenceScore === null) return <p className="cw-muted">{TEXT.notScored}</p>;
  return (
    <dl className="cw-reasoning">
      {PAIRS.map(([key, score, reasoning]) => {
        const value = device[score];
        return (
          <div key={key} className="cw-reasoning-pair">
            <dt>
              {TEXT.pairs[key]}
              {value === null ? null : (
                <span className="cw-confidence-badge" data-level={confidenceLabel(value)}>
                  {Math.round(value)}% · {confidenceLabel(value)}
                </span>
              )}
            </dt>
            <dd>{device[reasoning] ? <HighlightedText text={device[reasoning]} stems={stems} /> : '-'}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The device's own summary texts (GET /device/{k}), with the profile's words highlighted. */
function DeviceTexts({ kNumber, stems }: { kNumber: string; stems: ReadonlySet<string> }) {
  const state = useDeviceRow(kNumber);
  if (state.status !== 'loaded') return null;
  const texts: Array<[string, string | null]> = [
    [TEXT.texts.description, state.data.summary_device_description],
    [TEXT.texts.intendedUse, state.data.summary_intended_use],
    [TEXT.texts.characteristics, state.data.summary_tech_characteristics],
  ];
  const held = texts.filter((entry): entry is [string, string] => entry[1] !== null && entry[1].trim() !== '');
  return (
    <div className="cw-device-texts">
      <h4>{TEXT.deviceTexts}</h4>
      {held.length === 0 ? (
        <p className="cw-muted">{TEXT.noTexts}</p>
      ) : (
        held.map(([label, text]) => (
          <section key={label}>
            <h5>{label}</h5>
            <p>
              <HighlightedText text={text} stems={stems} />
            </p>
          </section>
        ))
      )}
    </div>
  );
}

/**
 * SPEC section 2's View Details: the reasoning and the match highlights, the relationships graph and the
 * comparison. 'predicate.open-graph' opens it scrolled to the graph.
 */
export function DeviceDetailsDialog({ productCode }: { productCode: string }) {
  const details = use$(predicateBoard$.details);
  const devices = use$(predicate$.devicesByProductCode[productCode]) ?? [];
  const chosen = use$(() => chosenKNumbers(productCode));
  const userLinks = useUserLinks(productCode);
  const device = devices.find((item) => item.kNumber === details?.kNumber);
  const stems = useMemo(() => profileStems(details?.profileTexts ?? []), [details]);
  const sections = useRef<Partial<Record<DetailsSection, HTMLElement | null>>>({});

  useEffect(() => {
    if (details && details.section !== 'reasoning') sections.current[details.section]?.scrollIntoView({ block: 'start' });
  }, [details]);

  return (
    <ContentDialog open={device !== undefined} onClose={boardUi.closeDetails} title={device ? TEXT.title(device.kNumber, device.deviceName) : ''} size="large">
      {device ? (
        <div className="cw-device-details">
          <section aria-label={TEXT.reasoning} ref={(node) => void (sections.current.reasoning = node)}>
            <h3>{TEXT.reasoning}</h3>
            {stems.size > 0 ? <p className="cw-muted">{TEXT.matchedWords}</p> : null}
            <Reasoning device={device} stems={stems} />
            <DeviceTexts kNumber={device.kNumber} stems={stems} />
          </section>
          <section aria-label={TEXT.graph} ref={(node) => void (sections.current.graph = node)}>
            <h3>{TEXT.graph}</h3>
            <RelationshipsGraph
              kNumber={device.kNumber}
              userLinks={userLinks}
              onOpenDevice={(kNumber) => void runFromButton('predicate.open-details', { kNumber })}
            />
          </section>
          <section aria-label={TEXT.comparison} ref={(node) => void (sections.current.comparison = node)}>
            <h3>{TEXT.comparison}</h3>
            {chosen.includes(device.kNumber) ? null : <p className="cw-muted">{TEXT.addToCompare}</p>}
            <ComparisonView productCode={productCode} highlightKNumber={device.kNumber} />
          </section>
        </div>
      ) : null}
    </ContentDialog>
  );
}
