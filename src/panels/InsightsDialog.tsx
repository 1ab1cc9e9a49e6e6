import { ContentDialog } from './ContentDialog';
import './board-parts.css';

export interface InsightsDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  /** The analysis's research text, shown as written. */
  text: string;
  /** What shows when there is none (SPEC section 2's texts). */
  empty: string;
  emptyHint: string;
}

/** An analysis's research insights as preformatted text, or the step's empty texts. */
export function InsightsDialog({ open, onClose, title, text, empty, emptyHint }: InsightsDialogProps) {
  return (
    <ContentDialog open={open} onClose={onClose} title={title}>
      {text.trim() ? (
        <pre className="cw-insights-text">{text}</pre>
      ) : (
        <div className="cw-insights-empty">
          <p>{empty}</p>
          <p className="cw-muted">{emptyHint}</p>
        </div>
      )}
    </ContentDialog>
  );
}
