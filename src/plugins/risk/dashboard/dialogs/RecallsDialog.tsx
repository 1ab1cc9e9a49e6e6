import { dataApi } from '../../../../api/data';
import { useServices } from '../../../../app/services';
import { LoadStateNote, loadStateOf } from '../../../../panels/LoadStateNote';
import { usDate } from '../../../../api/text/us-date';
import { recallsAnalysis, type RecallClassSplit } from '../../rules/dashboard-rules';
import { RISK_TEXTS as TEXT } from '../texts';
import { useTotalRecalls } from '../use-risk-data';
import { AnalysisDialog, AnalysisStats } from './AnalysisDialog';
import { Pager } from './Pager';
import { useRiskPage } from './use-risk-page';

/** The recalls, a page at a time; their FDA recall class where the data gives any recall of the code one. */
function RecallList({ productCode, split }: { productCode: string; split: RecallClassSplit | null }) {
  const { clients } = useServices();
  const { query, page, pages, setPage } = useRiskPage(['recall-list'], productCode, (years, p) => dataApi(clients).recalls(productCode, years, { page: p }));
  const state = loadStateOf(query);
  if (state.status !== 'loaded') return <LoadStateNote state={state} loading={TEXT.loading} error={TEXT.loadError} />;
  const { items, total } = state.data;
  const classHeld = split !== null;
  return (
    <>
      {classHeld ? null : <p className="cw-risk-caption">{TEXT.recalls.noClass}</p>}
      {classHeld && split.known < split.total ? <p className="cw-risk-caption">{TEXT.recalls.someClasses(split.known, split.total)}</p> : null}
      <div className="cw-risk-table-wrap">
        <table className="cw-risk-table">
          <caption>{TEXT.recalls.list}</caption>
          <thead>
            <tr>
              <th scope="col">Recall</th>
              <th scope="col">Posted</th>
              <th scope="col">Product</th>
              <th scope="col">Recalling firm</th>
              {classHeld ? <th scope="col">{TEXT.recalls.recallClassColumn}</th> : null}
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {items.map((recall) => (
              <tr key={recall.recall_number}>
                <td>
                  {recall.url ? (
                    <a href={recall.url} target="_blank" rel="noreferrer">
                      {recall.recall_number}
                    </a>
                  ) : (
                    recall.recall_number
                  )}
                </td>
                <td>{recall.date_posted ? usDate(recall.date_posted) : '-'}</td>
                <td className="cw-risk-cell-long" title={recall.reason ?? undefined}>
                  {recall.trade_name ?? '-'}
                </td>
                <td>{recall.recalling_firm ?? '-'}</td>
                {classHeld ? <td>{TEXT.recalls.recallClassOf(recall.recall_class)}</td> : null}
                <td>{recall.status ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager page={page} pages={pages} total={total} noun="recalls" onPage={setPage} busy={query.isPlaceholderData} />
    </>
  );
}

function RecallClassTable({ split }: { split: RecallClassSplit }) {
  return (
    <table className="cw-risk-table">
      <caption>{TEXT.recalls.byRecallClass}</caption>
      <thead>
        <tr>
          <th scope="col">{TEXT.recalls.recallClassColumn}</th>
          <th scope="col">What FDA's class means</th>
          <th scope="col">Recalls</th>
          <th scope="col">{TEXT.breakdown.percent}</th>
        </tr>
      </thead>
      <tbody>
        {split.rows.map((row) => (
          <tr key={row.recallClass ?? 'none'}>
            <td>
              <span className="cw-risk-dot" data-colour={row.colour} aria-hidden /> {TEXT.recalls.recallClassOf(row.recallClass)}
            </td>
            <td>{row.recallClass === null ? '-' : row.label}</td>
            <td>{row.count.toLocaleString('en-US')}</td>
            <td>{row.percent}%</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** 'Medical Device Recalls Analysis': the total, the average per class, each class's share, and the recalls. */
export function RecallsDialog({ productCode }: { productCode: string }) {
  return (
    <AnalysisDialog
      title={TEXT.recalls.dialog}
      card={useTotalRecalls(productCode)}
      analyse={({ items }) => recallsAnalysis(items)}
      isEmpty={(analysis) => analysis.total === 0}
      emptyText={TEXT.recalls.dialogEmpty}
    >
      {(analysis) => (
        <>
          <AnalysisStats
            stats={[
              { label: TEXT.recalls.title, value: analysis.total.toLocaleString('en-US') },
              { label: TEXT.recalls.average, value: analysis.average.toLocaleString('en-US') },
            ]}
          />
          <table className="cw-risk-table">
            <caption>{TEXT.recalls.byClass}</caption>
            <thead>
              <tr>
                <th scope="col">Device class</th>
                <th scope="col">Risk</th>
                <th scope="col">Recalls</th>
                <th scope="col">{TEXT.breakdown.percent}</th>
              </tr>
            </thead>
            <tbody>
              {analysis.rows.map((row) => (
                <tr key={row.deviceClass}>
                  <td>
                    <span className="cw-risk-dot" data-colour={row.colour} aria-hidden /> {row.deviceClass}
                  </td>
                  <td>{row.label}</td>
                  <td>{row.count.toLocaleString('en-US')}</td>
                  <td>{row.percent}%</td>
                </tr>
              ))}
            </tbody>
          </table>
          {analysis.recallClasses ? <RecallClassTable split={analysis.recallClasses} /> : null}
          <RecallList productCode={productCode} split={analysis.recallClasses} />
        </>
      )}
    </AnalysisDialog>
  );
}
