import type { WatchEvent, WatchKind } from '../../api/contracts/watch';

/** The words of the Watch panel and the watch commands. */
export const WATCH_TEXTS = {
  category: 'Watch',
  panelTitle: 'Watch',
  heading: 'Watch',
  loading: 'Loading watched items…',
  retry: 'Retry',
  noItems: 'Nothing watched yet. Watch a product code, a K-number or an applicant from its card, or from the palette (Watch…).',
  noEvents: 'Nothing new yet. New clearances, recalls and MDR spikes of what you watch show here after each FDA data import or refresh.',
  watched: 'Watched',
  events: 'What is new',
  markAllSeen: 'Mark all seen',
  markSeen: 'Mark seen',
  stopWatching: (label: string) => `Stop watching ${label}`,
  whatToWatch: 'A product code (DQA), a K-number (K213456) or an applicant (Masimo Corporation)',
  whichEvent: 'Which event?',
  added: (label: string) => `Watching ${label}.`,
  more: (shown: number, total: number) => `The newest ${shown} of ${total} events.`,
  kinds: { product_code: 'Product code', k_number: 'K-number', applicant: 'Applicant' } satisfies Record<WatchKind, string>,
} as const;

/** What an event says, in one line. */
export function eventSummary(event: WatchEvent): string {
  switch (event.kind) {
    case 'clearance': {
      const { k_number, device_name, applicant, predicates, cites } = event.details;
      const citing = cites ? `, citing ${cites}` : predicates.length > 0 ? `, predicates ${predicates.join(', ')}` : '';
      return `New clearance ${k_number}: ${device_name ?? 'unnamed device'} (${applicant ?? 'applicant not given'}${citing})`;
    }
    case 'recall': {
      const { recall_number, recall_class, recalling_firm } = event.details;
      return `New recall ${recall_number}${recall_class ? ` (${recall_class})` : ''} by ${recalling_firm ?? 'a firm not given'}`;
    }
    case 'mdr_spike': {
      const { product_code, month, count, median, source } = event.details;
      return `MDR spike for ${product_code} in ${month}: ${count} reports, over 3 times the median of ${median} (${source === 'openFDA' ? 'openFDA' : 'imported reports'})`;
    }
  }
}

/** FDA's recall database searched for the recall event (as the risk sources link it), or null when none is known. */
export const recallPage = (recallEventId: string | null): string | null =>
  recallEventId === null ? null : `https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfRES/res.cfm?start_search=1&event_id=${encodeURIComponent(recallEventId)}`;
