import { use$ } from '@legendapp/state/react';
import { useCommandContext } from '../../../commands/hooks';
import { CommandButton } from '../../../panels/CommandButton';
import { usDate } from '../../../api/text/us-date';
import { PROFILE_SNAPSHOT_KEY, type ProfileSnapshot } from '../../common/profile-requests';
import { finalize$ } from '../store';
import { reportIsCurrent } from './report-commands';
import { reportBoard$ } from './report-state';
import { REPORT_TEXTS as TEXT } from './texts';

/** The code's report: whether one was built and still matches the strategy, and the build and export actions. */
export function ReportCard({ productCode }: { productCode: string }) {
  const profile = useCommandContext()[PROFILE_SNAPSHOT_KEY] as ProfileSnapshot | undefined;
  const last = use$(finalize$.reports[productCode]);
  const current = use$(() => reportIsCurrent(productCode, profile));
  const building = use$(reportBoard$.building);
  const status = building
    ? TEXT.building
    : last === undefined
      ? TEXT.none
      : current
        ? TEXT.current(usDate(last.preparedOn))
        : TEXT.outOfDate(usDate(last.preparedOn));
  return (
    <section className="cw-finalize-card" aria-labelledby="cw-report-title" aria-busy={building}>
      <h2 id="cw-report-title">{TEXT.title}</h2>
      <p className="cw-muted">{TEXT.intro}</p>
      <p role="status" className="cw-report-status" data-state={building ? 'building' : last === undefined ? 'none' : current ? 'current' : 'stale'}>
        {status}
      </p>
      <div className="cw-finalize-actions">
        <CommandButton command="finalize.build-report" className="cw-button cw-button-primary">
          {TEXT.build}
        </CommandButton>
        <CommandButton command="finalize.export-docx">{TEXT.docx}</CommandButton>
        <CommandButton command="finalize.export-pdf">{TEXT.pdf}</CommandButton>
      </div>
    </section>
  );
}
