import { RISK_TEXTS as TEXT } from '../texts';

/** Previous / Next under a paged list, with where the user is. */
interface PagerProps {
  page: number;
  pages: number;
  total: number;
  /** What the list holds, plural: 'reports', 'recalls'. */
  noun: string;
  onPage(page: number): void;
  busy: boolean;
}

export function Pager({ page, pages, total, noun, onPage, busy }: PagerProps) {
  return (
    <nav className="cw-risk-pager" aria-label="Pages">
      <button type="button" className="cw-button" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {TEXT.reports.previous}
      </button>
      <span aria-live="polite">{TEXT.page(page, pages, total.toLocaleString('en-US'), noun)}</span>
      <button type="button" className="cw-button" disabled={page >= pages || busy} onClick={() => onPage(page + 1)}>
        {TEXT.reports.next}
      </button>
    </nav>
  );
}
