import { use$ } from '@legendapp/state/react';
import { SnapshotParagraphs, SnapshotSources } from '../../../panels/ai-snapshot/SnapshotBody';
import { usDate } from '../../../api/text/us-date';
import { StepSnapshotCard } from '../../step-kit/StepSnapshotCard';
import { yearsText } from '../rules/dashboard-rules';
import { risk$, riskDateRange$, type RiskResult } from '../store';
import { riskBoard$ } from './dashboard-state';
import { RISK_TEXTS as TEXT } from './texts';

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
      <SnapshotParagraphs text={analysis.ai_snapshot} />
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
      <SnapshotSources sources={analysis.sources} label={TEXT.snapshot.sources} />
    </div>
  );
}

/** SPEC section 2's AI risk snapshot of the code: its analysis's state, else the stored snapshot. */
export function AiSnapshotPanel({ productCode }: { productCode: string }) {
  const result = use$(risk$.resultsByProductCode[productCode]);
  const analysis = use$(riskBoard$.analysis[productCode]);
  return (
    <StepSnapshotCard step="risk" productCode={productCode} snapshot={result} analysis={analysis} texts={TEXT.snapshot} run="risk.refresh">
      {(stored) => <SnapshotText result={stored} />}
    </StepSnapshotCard>
  );
}
