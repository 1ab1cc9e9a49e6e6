import { useId, type ReactNode } from 'react';
import { Skeleton } from '../../../panels/Skeleton';
import type { Coverage } from '../../../api/contracts/data';
import { CommandButton } from '../../../panels/CommandButton';
import { coverageCaption } from '../../../api/text/coverage-caption';
import { RISK_TEXTS as TEXT } from './texts';
import type { CardData } from './use-risk-data';

type MoreCommand = 'risk.open-recalls' | 'risk.open-mdrs' | 'risk.open-device-problems' | 'risk.open-patient-problems';

interface DashboardCardProps<T extends { coverage: Coverage | null }> {
  title: string;
  /** The 'More >' command that opens the card's dialog. */
  more: MoreCommand;
  card: CardData<T>;
  /** The failure text of SPEC section 8 for this card. */
  errorText: string;
  /** What the card counts, for the coverage caption ('MDR reports', 'recalls'). */
  counts: string;
  className?: string;
  children: (data: T) => ReactNode;
}

/**
 * A dashboard card: its title and 'More >', the figures once loaded (the previous range's, dimmed, while a
 * new one loads), the failure with Retry, and where the figures come from.
 */
export function DashboardCard<T extends { coverage: Coverage | null }>({ title, more, card, errorText, counts, className, children }: DashboardCardProps<T>) {
  const headingId = useId();
  const caption = card.data ? coverageCaption(card.data.coverage, counts) : null;
  return (
    <section className={`cw-risk-tile ${className ?? ''}`} aria-labelledby={headingId} aria-busy={card.data === undefined || card.updating}>
      <header className="cw-risk-tile-header">
        <h2 id={headingId}>{title}</h2>
        <CommandButton command={more} className="cw-link-button" label={`${title}: ${TEXT.more}`}>
          {TEXT.more}
        </CommandButton>
      </header>
      {card.data !== undefined ? (
        <div className="cw-risk-tile-body" data-updating={card.updating || undefined}>
          {children(card.data)}
        </div>
      ) : card.error ? (
        <div className="cw-risk-tile-state" role="alert">
          <p>{errorText}</p>
          <p className="cw-muted">{TEXT.loadError(card.error.message)}</p>
          <button type="button" className="cw-button" onClick={card.retry}>
            {TEXT.retry}
          </button>
        </div>
      ) : (
        <Skeleton label={TEXT.loading} />
      )}
      {caption ? <p className="cw-risk-caption">{caption}</p> : null}
    </section>
  );
}
