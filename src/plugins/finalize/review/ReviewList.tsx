import { useState } from 'react';
import { use$ } from '@legendapp/state/react';
import { useCommandContext } from '../../../commands/hooks';
import { CommandButton } from '../../../panels/CommandButton';
import { selectedProductCode } from '../../step-kit/step-context';
import { gapsOfSection, reviewGaps, reviewSummary, type Gap, type GapSeverity } from './gap-rules';
import { useAncestryRecalls } from './ancestry-recalls';
import { reviewInputOf } from './review-input';
import './review-list.css';

/** The review's texts (the spec shows nothing of the Finalize step: Clearway's own). */
export const REVIEW_TEXTS = {
  title: 'Strategy review',
  intro: 'What the report will hold, section by section, with what is missing or weak and where to fix it.',
  nothingMissing: 'Nothing missing: every part of the strategy is in place.',
  counts: (missing: number, weak: number) =>
    [missing > 0 ? `${missing} missing` : null, weak > 0 ? `${weak} weak` : null].filter(Boolean).join(', ') + ' in the strategy.',
  severity: { missing: 'Missing', weak: 'Weak' } satisfies Record<GapSeverity, string>,
  showMore: (hidden: number) => `Show ${hidden} more`,
  showFewer: 'Show fewer',
} as const;

const TITLE_ID = 'cw-review-title';
/** A section lists this many gaps until the user asks for the rest, so the report stays in reach. */
export const GAPS_SHOWN = 3;

function SectionGaps({ gaps }: { gaps: readonly Gap[] }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = gaps.length - GAPS_SHOWN;
  return (
    <>
      <ul className="cw-review-gaps">
        {(expanded ? gaps : gaps.slice(0, GAPS_SHOWN)).map((gap) => (
          <li key={gap.id} data-gap={gap.id}>
            <span className="cw-review-badge" data-severity={gap.severity}>
              {REVIEW_TEXTS.severity[gap.severity]}
            </span>
            <span className="cw-review-gap-text">{gap.text}</span>
            <CommandButton command="finalize.jump-to-gap" args={{ id: gap.id }}>
              {gap.fix}
            </CommandButton>
          </li>
        ))}
      </ul>
      {hidden > 0 ? (
        <button type="button" className="cw-link-button" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded ? REVIEW_TEXTS.showFewer : REVIEW_TEXTS.showMore(hidden)}
        </button>
      ) : null}
    </>
  );
}

/**
 * The Finalize review of the selected scenario (read from the command context): each section's status line
 * and its gaps, each with a severity badge and a button to the step that fixes it ('finalize.jump-to-gap').
 * Follows the stores, so a fix made elsewhere drops its gap at once. Loads the chosen predicates' lineages
 * for the Class I recalls in their ancestry.
 */
export function ReviewList() {
  const productCode = selectedProductCode(useCommandContext());
  const input = use$(() => reviewInputOf(productCode));
  useAncestryRecalls(input.chosenKNumbers);
  const gaps = reviewGaps(input);
  const missing = gaps.filter((gap) => gap.severity === 'missing').length;
  return (
    <section className="cw-finalize-card cw-review" aria-labelledby={TITLE_ID}>
      <h2 id={TITLE_ID}>{REVIEW_TEXTS.title}</h2>
      <p className="cw-muted">{REVIEW_TEXTS.intro}</p>
      <p role="status" className="cw-review-status" data-state={gaps.length === 0 ? 'ok' : missing > 0 ? 'missing' : 'weak'}>
        {gaps.length === 0 ? REVIEW_TEXTS.nothingMissing : REVIEW_TEXTS.counts(missing, gaps.length - missing)}
      </p>
      <ul className="cw-review-sections">
        {reviewSummary(input).map(({ section, title, status }) => {
          const sectionGaps = gapsOfSection(gaps, section);
          const headingId = `cw-review-${section}`;
          return (
            <li key={section} aria-labelledby={headingId} data-state={sectionGaps.length === 0 ? 'ok' : sectionGaps.some((gap) => gap.severity === 'missing') ? 'missing' : 'weak'}>
              <div className="cw-review-section-head">
                <h3 id={headingId}>{title}</h3>
                <span className="cw-review-section-status">{status}</span>
              </div>
              {sectionGaps.length > 0 ? <SectionGaps gaps={sectionGaps} /> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
