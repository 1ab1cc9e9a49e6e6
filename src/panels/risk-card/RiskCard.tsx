import { useState } from 'react';
import type { RiskSnapshot } from '../../api/contracts/data';
import { LoadStateNote } from '../LoadStateNote';
import { RISK_CARD_TEXTS as TEXT } from './risk-card-texts';
import { readRiskLevel } from './risk-level-reading';
import { useRiskSnapshot } from './use-risk-snapshot';
import './risk-card.css';

/** SPEC section 2: the card lists the top 3 adverse events until the user asks for the rest. */
export const RISK_CARD_TOP_EVENTS = 3;

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
  const [expanded, setExpanded] = useState(false);
  const events = snapshot.adverse_events;
  const hidden = events.length - RISK_CARD_TOP_EVENTS;
  const shown = expanded ? events : events.slice(0, RISK_CARD_TOP_EVENTS);
  return (
    <div>
      <h4>{TEXT.topEvents}</h4>
      {!snapshot.coverage.adverse_events.held ? (
        <p className="cw-muted">{TEXT.eventsNotHeld}</p>
      ) : events.length === 0 ? (
        <p>{TEXT.noEvents}</p>
      ) : (
        <>
          <ol className="cw-risk-events">
            {shown.map(({ product_problem, count }) => (
              <li key={product_problem}>
                <span>{product_problem}</span> <span className="cw-risk-count">{count}</span>
              </li>
            ))}
          </ol>
          {hidden > 0 ? (
            <button type="button" className="cw-link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
              {expanded ? TEXT.showLess : TEXT.showMore(hidden)}
            </button>
          ) : null}
        </>
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

/**
 * SPEC section 2's risk card: the risk level, the adverse events (top 3, then all on request) and the
 * recalls, each as far as the imported files hold them. At most 500 px high; it scrolls.
 */
export function RiskCardBody({ snapshot }: { snapshot: RiskSnapshot }) {
  return (
    <div className="cw-risk-card">
      <RiskLevelLine snapshot={snapshot} />
      <AdverseEvents snapshot={snapshot} />
      <Recalls snapshot={snapshot} />
    </div>
  );
}

/** The risk card of a product code, from GET /risk/snapshot. */
export function RiskCard({ productCode }: { productCode: string }) {
  const state = useRiskSnapshot(productCode);
  if (state.status !== 'loaded') return <LoadStateNote state={state} loading={TEXT.loading} error={TEXT.error} />;
  return <RiskCardBody snapshot={state.data} />;
}
