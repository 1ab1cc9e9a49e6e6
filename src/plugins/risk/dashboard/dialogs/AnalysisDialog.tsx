import type { ReactNode } from 'react';
import { ContentDialog } from '../../../../panels/ContentDialog';
import { LoadStateNote } from '../../../../panels/LoadStateNote';
import { closeRiskDialog } from '../dashboard-state';
import { RISK_TEXTS as TEXT } from '../texts';
import type { CardData } from '../use-risk-data';

interface AnalysisDialogProps<T, A> {
  title: string;
  /** The card's own data query: the dialog reads what the card shows. */
  card: CardData<T>;
  analyse(data: T): A;
  isEmpty(analysis: A): boolean;
  /** The spec's empty text of the dialog. */
  emptyText: string;
  children(analysis: A, data: T): ReactNode;
}

/** A card's 'More >' dialog: loading or failed as the card's query is, the spec's empty text, else the analysis. */
export function AnalysisDialog<T, A>({ title, card, analyse, isEmpty, emptyText, children }: AnalysisDialogProps<T, A>) {
  const data = card.data;
  const analysis = data === undefined ? null : analyse(data);
  return (
    <ContentDialog open onClose={closeRiskDialog} title={title} size="large">
      {data === undefined || analysis === null ? (
        <LoadStateNote state={card.error ? { status: 'error', message: card.error.message } : { status: 'loading' }} loading={TEXT.loading} error={TEXT.loadError} />
      ) : isEmpty(analysis) ? (
        <p>{emptyText}</p>
      ) : (
        children(analysis, data)
      )}
    </ContentDialog>
  );
}

/** The headline figures of an analysis, side by side. */
export function AnalysisStats({ stats }: { stats: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="cw-risk-stats">
      {stats.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
