import { use$ } from '@legendapp/state/react';
import { CommandButton } from '../../../panels/CommandButton';
import { RefreshIcon } from '../../../panels/board-icons';
import { usDate } from '../../../panels/us-date';
import { classificationRun$ } from '../../classification/store';
import { yearLabel } from '../rules/dashboard-rules';
import { risk$, riskDateRange$, type RiskDateRange, type RiskResult } from '../store';
import { riskBoard$ } from './dashboard-state';
import { RISK_TEXTS as TEXT } from './texts';

const TITLE_ID = 'cw-risk-snapshot-title';

export const yearsText = ({ startYear, endYear }: RiskDateRange): string => `${startYear} – ${yearLabel(endYear)}`;

function Skeleton() {
  return (
    <div className="cw-risk-skeleton cw-risk-snapshot-skeleton" role="status" aria-label={TEXT.loading}>
      <span />
      <span />
      <span />
      <span />
    </div>
  );
}

function SnapshotText({ result }: { result: RiskResult }) {
  const range = use$(riskDateRange$);
  const { analysis, years, updatedAt } = result;
  const sameYears = years.startYear === range.startYear && years.endYear === range.endYear;
  return (
    <div className="cw-risk-snapshot-body">
      <p>
        <span className="cw-risk-badge" data-level={analysis.risk_level}>
          {analysis.risk_level}
        </span>
      </p>
      {analysis.ai_snapshot
        .split(/\n{2,}/)
        .filter((paragraph) => paragraph.trim() !== '')
        .map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      {analysis.highlights.length > 0 ? (
        <ul className="cw-risk-highlights">
          {analysis.highlights.map((highlight) => (
            <li key={highlight}>{highlight}</li>
          ))}
        </ul>
      ) : null}
      <p className="cw-risk-caption">
        {TEXT.snapshot.covers(yearsText(years))}, {usDate(updatedAt.slice(0, 10))}
        {analysis.engine.note ? `. ${analysis.engine.note}` : ''}
      </p>
      {sameYears ? null : <p className="cw-risk-note">{TEXT.snapshot.otherYears(yearsText(range))}</p>}
      {analysis.sources.length > 0 ? (
        <details className="cw-risk-sources">
          <summary>{TEXT.snapshot.sources}</summary>
          <ul>
            {analysis.sources.map((source) => (
              <li key={`${source.kind}:${source.id}`}>
                {source.url ? (
                  <a href={source.url} target="_blank" rel="noreferrer">
                    {source.label}
                  </a>
                ) : (
                  source.label
                )}
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * SPEC section 2's AI risk snapshot: a skeleton while the analysis runs, 'Data Loading Error' with Retry when
 * it failed, 'No AI Analysis Available' before any ran, else the snapshot with its level, years and sources.
 */
export function AiSnapshotPanel({ productCode }: { productCode: string }) {
  const result = use$(risk$.resultsByProductCode[productCode]);
  const analysis = use$(riskBoard$.analysis[productCode]);
  const flowRunning = use$(classificationRun$.running);
  const body =
    analysis === 'running' || (flowRunning && !result) ? (
      <Skeleton />
    ) : analysis === 'failed' ? (
      <div className="cw-risk-tile-state" role="alert">
        <p className="cw-risk-state-title">{TEXT.snapshot.error}</p>
        <CommandButton command="risk.refresh">{TEXT.retry}</CommandButton>
      </div>
    ) : result ? (
      <SnapshotText result={result} />
    ) : (
      <div className="cw-risk-tile-state">
        <p className="cw-risk-state-title">{TEXT.snapshot.empty}</p>
        <p className="cw-muted">{TEXT.snapshot.emptyHint}</p>
        <CommandButton command="risk.refresh" className="cw-button cw-button-primary">
          <RefreshIcon />
          {TEXT.snapshot.run}
        </CommandButton>
      </div>
    );
  return (
    <aside className="cw-risk-tile cw-risk-snapshot" aria-labelledby={TITLE_ID}>
      <header className="cw-risk-tile-header">
        <h2 id={TITLE_ID}>{TEXT.snapshot.title}</h2>
      </header>
      {body}
    </aside>
  );
}
