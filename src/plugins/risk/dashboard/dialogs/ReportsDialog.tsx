import { dataApi } from '../../../../api/data';
import { useServices } from '../../../../app/services';
import { ContentDialog } from '../../../../panels/ContentDialog';
import { LoadStateNote, loadStateOf } from '../../../../panels/LoadStateNote';
import { usDate } from '../../../../api/text/us-date';
import { yearsText } from '../../rules/dashboard-rules';
import type { RiskDateRange } from '../../store';
import { closeRiskDialog, type ReportsFilter } from '../dashboard-state';
import { RISK_TEXTS as TEXT } from '../texts';
import { Pager } from './Pager';
import { useRiskPage } from './use-risk-page';

function ReportsTable({ productCode, filter }: { productCode: string; filter: ReportsFilter }) {
  const { clients } = useServices();
  const { query, page, pages, setPage } = useRiskPage(['reports', filter.problem?.kind, filter.problem?.term], productCode, (years, p) =>
    dataApi(clients).mdrReports(productCode, years, { problem: filter.problem, page: p }),
  );
  const state = loadStateOf(query);
  if (state.status !== 'loaded') return <LoadStateNote state={state} loading={TEXT.reports.loading} error={TEXT.loadError} />;
  const { items, total } = state.data;
  if (total === 0) return <p>{TEXT.reports.empty}</p>;
  return (
    <>
      <div className="cw-risk-table-wrap">
        <table className="cw-risk-table">
          <thead>
            <tr>
              <th scope="col">{TEXT.reports.date}</th>
              <th scope="col">{TEXT.reports.eventType}</th>
              <th scope="col">{TEXT.reports.brand}</th>
              <th scope="col">{TEXT.reports.manufacturer}</th>
              <th scope="col">{TEXT.reports.report}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((report) => (
              <tr key={report.mdr_report_key}>
                <td>{report.date_received ? usDate(report.date_received) : '-'}</td>
                <td>{report.event_type ?? '-'}</td>
                <td>{report.brand_name ?? '-'}</td>
                <td>{report.manufacturer ?? '-'}</td>
                <td>
                  {report.url ? (
                    <a href={report.url} target="_blank" rel="noreferrer">
                      {report.report_number ?? report.mdr_report_key}
                    </a>
                  ) : (
                    (report.report_number ?? report.mdr_report_key)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} total={total} noun="reports" onPage={setPage} busy={query.isPlaceholderData} />
    </>
  );
}

/** The MDR reports behind a figure: the range's, or those naming one problem; each links to FDA's MAUDE page. */
export function ReportsDialog({ productCode, filter, years }: { productCode: string; filter: ReportsFilter; years: RiskDateRange }) {
  const what = filter.problem ? filter.problem.term : `${productCode}, ${yearsText(years)}`;
  return (
    <ContentDialog open onClose={closeRiskDialog} title={TEXT.reports.title(what)} size="large">
      <ReportsTable productCode={productCode} filter={filter} />
    </ContentDialog>
  );
}
