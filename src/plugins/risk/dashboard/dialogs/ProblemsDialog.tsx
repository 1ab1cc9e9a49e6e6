import { useQuery } from '@tanstack/react-query';
import { PROBLEM_TERMS_MAX, type ProblemKind, type ProblemTerm } from '../../../../api/contracts/data';
import { dataApi } from '../../../../api/data';
import { useServices } from '../../../../app/services';
import { PROBLEMS_IN_DIALOG_CHART, problemBreakdown } from '../../rules/dashboard-rules';
import { ProblemBars } from '../charts';
import { openProblemReports } from '../RiskCards';
import { RISK_TEXTS as TEXT } from '../texts';
import { useTopProblems } from '../use-risk-data';
import { AnalysisDialog } from './AnalysisDialog';

const TEXTS = { device: TEXT.deviceProblems, patient: TEXT.patientProblems } as const;

/** The IMDRF/FDA codes of the terms, asked PROBLEM_TERMS_MAX at a time; they never change, so kept as long as the page. */
function useProblemCodes(kind: ProblemKind, terms: readonly string[]): Map<string, ProblemTerm> {
  const { clients } = useServices();
  const query = useQuery({
    queryKey: ['data', 'problem-terms', kind, terms],
    queryFn: async () => {
      const chunks: string[][] = [];
      for (let i = 0; i < terms.length; i += PROBLEM_TERMS_MAX) chunks.push(terms.slice(i, i + PROBLEM_TERMS_MAX));
      const answers = await Promise.all(chunks.map((chunk) => dataApi(clients).problemTerms(kind, chunk)));
      return answers.flat();
    },
    enabled: terms.length > 0,
    staleTime: Infinity,
  });
  return new Map((query.data ?? []).map((term) => [term.term.toLowerCase(), term]));
}

function CodeCell({ term }: { term: ProblemTerm | undefined }) {
  if (!term) return <td>…</td>;
  if (!term.imdrf_code && !term.fda_code) return <td className="cw-muted">Not in the IMDRF/FDA tables</td>;
  return <td>{[term.imdrf_code, term.fda_code].filter(Boolean).join(' / ')}</td>;
}

/** A problem dialog: the top 16 as bars, 'Total: N ... reported', and every problem ranked with its share and code. */
export function ProblemsDialog({ productCode, kind }: { productCode: string; kind: ProblemKind }) {
  const card = useTopProblems(productCode, kind);
  const texts = TEXTS[kind];
  const codes = useProblemCodes(kind, card.data?.items.map((item) => item.problem) ?? []);
  return (
    <AnalysisDialog
      title={texts.title}
      card={card}
      analyse={({ items }) => problemBreakdown(items)}
      isEmpty={(breakdown) => breakdown.rows.length === 0}
      emptyText={texts.dialogEmpty}
    >
      {(breakdown) => (
        <>
          <p className="cw-risk-total">{texts.total(breakdown.total.toLocaleString('en-US'))}</p>
          <ProblemBars items={breakdown.rows.slice(0, PROBLEMS_IN_DIALOG_CHART)} label={texts.title} onSelect={(problem) => openProblemReports(kind, problem)} />
          <div className="cw-risk-table-wrap">
            <table className="cw-risk-table">
              <thead>
                <tr>
                  <th scope="col">{TEXT.breakdown.rank}</th>
                  <th scope="col">{TEXT.breakdown.problem}</th>
                  <th scope="col">{TEXT.breakdown.code}</th>
                  <th scope="col">{TEXT.breakdown.count}</th>
                  <th scope="col">{TEXT.breakdown.percent}</th>
                </tr>
              </thead>
              <tbody>
                {breakdown.rows.map((row) => {
                  const term = codes.get(row.problem.toLowerCase());
                  return (
                    <tr key={row.problem}>
                      <td>{row.rank}</td>
                      <td>
                        <button type="button" className="cw-link-button" onClick={() => openProblemReports(kind, row.problem)} title="List the reports naming this problem">
                          {row.problem}
                        </button>
                        {term?.definition ? <p className="cw-risk-definition">{term.definition}</p> : null}
                      </td>
                      <CodeCell term={term} />
                      <td>{row.count.toLocaleString('en-US')}</td>
                      <td>{row.percent}%</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AnalysisDialog>
  );
}
