import { use$ } from '@legendapp/state/react';
import { RequireSelectedScenario } from '../step-kit/RequireSelectedScenario';
import { KeptReports } from './report/KeptReports';
import { ReportCard } from './report/ReportCard';
import { ReviewList } from './review/ReviewList';
import { SummaryDraftCard } from './summary-draft/SummaryDraftCard';
import { REPORT_TEXTS as TEXT } from './report/texts';
import { finalize$ } from './store';
import './finalize.css';

const TITLE_ID = 'cw-finalize-title';

/** The Finalize step: the strategy's review, its report and 510(k) Summary draft (built, kept, downloaded) and the user's notes. */
export default function FinalizePanel() {
  const notes = use$(finalize$.notes);
  return (
    <section className="cw-finalize" aria-labelledby={TITLE_ID}>
      <header>
        <h1 id={TITLE_ID}>Finalize</h1>
        <p className="cw-muted">Review the strategy, then build the 510(k) strategy report a regulatory team can hand on.</p>
      </header>
      <ReviewList />
      <RequireSelectedScenario>
        {(productCode) => (
          <>
            <ReportCard productCode={productCode.trim().toUpperCase()} />
            <SummaryDraftCard />
          </>
        )}
      </RequireSelectedScenario>
      <KeptReports />
      <section className="cw-finalize-card">
        <label className="cw-field">
          <span>{TEXT.notes}</span>
          <textarea value={notes} onChange={(e) => finalize$.notes.set(e.target.value)} rows={5} />
        </label>
      </section>
    </section>
  );
}
