import { use$ } from '@legendapp/state/react';
import { CommandButton } from '../../../panels/CommandButton';
import { summaryDraft$ } from './summary-draft-commands';
import { SUMMARY_DRAFT_TEXTS as TEXT } from './texts';

/** The 510(k) Summary draft: what it holds, and the button that drafts, keeps and downloads it. */
export function SummaryDraftCard() {
  const drafting = use$(summaryDraft$.drafting);
  return (
    <section className="cw-finalize-card" aria-labelledby="cw-summary-draft-title" aria-busy={drafting}>
      <h2 id="cw-summary-draft-title">{TEXT.title}</h2>
      <p className="cw-muted">{TEXT.intro}</p>
      {drafting && <p role="status">{TEXT.drafting}</p>}
      <div className="cw-finalize-actions">
        <CommandButton command="finalize.draft-summary" className="cw-button">
          {TEXT.draft}
        </CommandButton>
      </div>
    </section>
  );
}
