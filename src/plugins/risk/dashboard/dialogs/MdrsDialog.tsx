import { CommandButton } from '../../../../panels/CommandButton';
import { mdrAnalysis } from '../../rules/dashboard-rules';
import { YearLineChart } from '../charts';
import { RISK_TEXTS as TEXT } from '../texts';
import { useTotalMdrs } from '../use-risk-data';
import { AnalysisDialog, AnalysisStats } from './AnalysisDialog';

const count = (n: number) => n.toLocaleString('en-US');

/** 'Medical Device Reports (MDRs) Analysis': the total, the average per year, the peak year and the chart. */
export function MdrsDialog({ productCode }: { productCode: string }) {
  return (
    <AnalysisDialog
      title={TEXT.mdrs.dialog}
      card={useTotalMdrs(productCode)}
      analyse={mdrAnalysis}
      isEmpty={(analysis) => analysis.total === 0}
      emptyText={TEXT.mdrs.dialogEmpty}
    >
      {(analysis, data) => (
        <>
          <AnalysisStats
            stats={[
              { label: TEXT.mdrs.title, value: count(analysis.total) },
              { label: TEXT.mdrs.averagePerYear, value: count(analysis.averagePerYear) },
              ...(analysis.peak
                ? [{ label: TEXT.mdrs.peakYear, value: <>{analysis.peak.year} <span className="cw-muted">({count(analysis.peak.count)})</span></> }]
                : []),
            ]}
          />
          <YearLineChart points={data.line_chart} height={260} label={TEXT.mdrs.chartLabel} />
          <CommandButton command="risk.open-reports" args={undefined}>
            {TEXT.mdrs.list}
          </CommandButton>
        </>
      )}
    </AnalysisDialog>
  );
}
