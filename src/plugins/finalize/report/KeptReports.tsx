import { use$ } from '@legendapp/state/react';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useServices } from '../../../app/services';
import { CommandButton } from '../../../panels/CommandButton';
import { TrashIcon } from '../../../panels/board-icons';
import { LoadStateNote, loadStateOf } from '../../../panels/LoadStateNote';
import { REPORT_KIND_NAMES } from '../../../api/contracts/reports';
import { usDate } from '../../../api/text/us-date';
import { reportBoard$ } from './report-state';
import { REPORT_TEXTS as TEXT } from './texts';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;

/** The reports the user keeps on the server, newest first, each named by its kind: downloadable again as DOCX (and PDF), or deleted. */
export function KeptReports() {
  const { reports } = useServices();
  const revision = use$(reportBoard$.revision);
  const query = useQuery({ queryKey: ['rest', 'reports', revision], queryFn: () => reports.list() });
  useEffect(() => {
    if (query.data) reportBoard$.kept.set(query.data);
  }, [query.data]);
  const state = loadStateOf(query);
  return (
    <section className="cw-finalize-card" aria-labelledby="cw-kept-reports">
      <h2 id="cw-kept-reports">{TEXT.kept}</h2>
      {state.status !== 'loaded' ? (
        <LoadStateNote state={state} loading={TEXT.keptLoading} error={TEXT.keptError} />
      ) : state.data.length === 0 ? (
        <p className="cw-muted">{TEXT.keptEmpty}</p>
      ) : (
        <ul className="cw-kept-reports">
          {state.data.map((report) => (
            <li key={report.id}>
              <div>
                <strong>{report.title}</strong>
                <span className="cw-muted">
                  {REPORT_KIND_NAMES[report.kind].label} · {report.product_code} · {usDate(report.prepared_on)}
                </span>
              </div>
              <CommandButton command="finalize.open-report" args={{ id: report.id, format: 'docx' }} label={`${TEXT.docx}: ${report.title}`}>
                DOCX <span className="cw-muted">{kb(report.docx.size)}</span>
              </CommandButton>
              {report.pdf && (
                <CommandButton command="finalize.open-report" args={{ id: report.id, format: 'pdf' }} label={`${TEXT.pdf}: ${report.title}`}>
                  PDF <span className="cw-muted">{kb(report.pdf.size)}</span>
                </CommandButton>
              )}
              <CommandButton command="finalize.delete-report" args={{ id: report.id }} className="cw-icon-button" label={TEXT.delete(report.title)}>
                <TrashIcon />
              </CommandButton>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
