import type { RiskSnapshot } from '../../../api/contracts/data';
import { LoadStateNote } from '../../../panels/LoadStateNote';
import { DETAIL_TEXTS } from './detail-texts';
import { readRiskLevel } from './risk-level-reading';
import { useRiskSnapshot } from './use-risk-snapshot';

const TEXT = DETAIL_TEXTS.risk;

function RiskLevelLine({ snapshot }: { snapshot: RiskSnapshot }) {
  const reading = readRiskLevel(snapshot);
  return (
    <div className="cw-risk-level">
      <h4>{TEXT.level}</h4>
      {reading.level ? (
        <span className="cw-risk-badge" data-level={reading.level}>
          {reading.level}
        </span>
      ) : null}
      {reading.note ? <p className="cw-muted">{reading.note}</p> : null}
    </div>
  );
}

function AdverseEvents({ snapshot }: { snapshot: RiskSnapshot }) {
  const events = snapshot.adverse_events;
  return (
    <div>
      <h4>{TEXT.topEvents}</h4>
      {!snapshot.coverage.adverse_events.held ? (
        <p className="cw-muted">{TEXT.eventsNotHeld}</p>
      ) : events.length === 0 ? (
        <p>{TEXT.noEvents}</p>
      ) : (
        <ol className="cw-risk-events">
          {events.map(({ product_problem, count }) => (
            <li key={product_problem}>
              <span>{product_problem}</span> <span className="cw-risk-count">{count}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

function Recalls({ snapshot }: { snapshot: RiskSnapshot }) {
  return (
    <div>
      <h4>{TEXT.recalls}</h4>
      {snapshot.coverage.recalls.held ? <p>{TEXT.recallCount(snapshot.recalls)}</p> : <p className="cw-muted">{TEXT.recallsNotHeld}</p>}
    </div>
  );
}

/** The risk snapshot of GET /risk/snapshot: risk level, top adverse events and recalls, each as far as the files hold them. */
export function RiskFigures({ productCode }: { productCode: string }) {
  const state = useRiskSnapshot(productCode);
  if (state.status !== 'loaded') return <LoadStateNote state={state} loading={TEXT.loading} error={TEXT.error} />;
  return (
    <div className="cw-risk-figures">
      <RiskLevelLine snapshot={state.data} />
      <AdverseEvents snapshot={state.data} />
      <Recalls snapshot={state.data} />
    </div>
  );
}
