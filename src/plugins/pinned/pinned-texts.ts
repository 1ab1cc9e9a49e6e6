import { SOURCE_KIND_NAMES } from '../../api/text/source-kind-names';

/** The words of the Pinned list and the pinned-source commands. */
export const PINNED_TEXTS = {
  category: 'Pinned sources',
  listLabel: 'Pinned sources',
  heading: 'Pinned',
  loading: 'Loading pinned sources…',
  empty: 'Nothing pinned yet. Pin a K-number, product code or other source from its card or from the sources of a ClearwayAI answer.',
  retry: 'Retry',
  open: (label: string) => `Open ${label}`,
  unpin: (label: string) => `Unpin ${label}`,
  unpinned: (label: string) => `Unpinned ${label}.`,
  noPage: (label: string) => `${label} has no page to open.`,
  whichPin: 'Which pinned source?',
  kinds: SOURCE_KIND_NAMES,
} as const;
