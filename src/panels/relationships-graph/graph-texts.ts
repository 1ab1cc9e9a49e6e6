import type { LinkSource, LinkSourceKind, RecallClass } from '../../api/contracts/data';

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The predicate-list files of the data by the project that made them (docs/data-api.md, LinkSource). */
const PREDICATE_LISTS: Readonly<Record<string, string>> = {
  'predicates/predicates.csv': "510k.fyi's predicate list",
  'predicates/devtree_predicates_2026-01.csv': "devtree's predicate list",
  'predicates/manually_added_links.csv': "510k.fyi's manual review",
};

/** One source of a link in words: the list that holds it, the summary that names it, or the user. */
function linkSourceText({ kind, dataset }: LinkSource): string {
  if (kind === 'predicate_list') return PREDICATE_LISTS[dataset] ?? `the predicate list ${dataset}`;
  if (kind === 'user') return `added by you (${dataset})`;
  if (/^https?:/.test(dataset)) return 'a 510(k) summary fetched from FDA';
  return dataset.startsWith('ivd_decision_summaries/') ? 'an imported IVD decision or 510(k) summary' : 'an imported 510(k) summary';
}

/** The relationships graph's texts: SPEC section 2 word for word where it gives them (empty, error, legend), else Clearway's own. */
export const GRAPH_TEXTS = {
  empty: (kNumber: string) => `No device relationships found for K-number: ${kNumber}`,
  error: (message: string) => `Error loading device relationships: ${message}`,
  legend: {
    label: 'Legend',
    main: 'Main Device',
    predicates: 'Predicate Devices',
    postdicates: 'Postdicate Devices',
    recalled: 'Recalled',
    edges: {
      predicate_list: 'Link from a predicate list',
      summary: "Link named in a summary's text",
      user: 'Link added by you',
    } satisfies Record<LinkSourceKind, string>,
  },
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  zoomReset: 'Reset zoom',
  zoomLevel: 'Zoom',
  loading: 'Loading device relationships...',
  graphLabel: (kNumber: string) => `Predicate relationships of ${kNumber}`,
  fullLineage: 'Show full lineage',
  directOnly: 'Show direct relationships',
  lineageLoading: 'Loading the lineage...',
  lineageSummary: (devices: number, generations: number) => `${plural(devices, 'device')} over ${plural(generations, 'generation')}.`,
  lineageTruncated: (devices: number, generations: number) =>
    `Showing ${plural(devices, 'device')} over ${plural(generations, 'generation')}; the data holds older ancestors. Show direct relationships and expand a device to go further back.`,
  expand: (kNumber: string) => `Show the predicates of ${kNumber}`,
  collapse: (kNumber: string) => `Hide the predicates of ${kNumber}`,
  expansionFailed: (kNumber: string, message: string) => `Could not load the predicates of ${kNumber}: ${message}`,
  noRecord: 'No record in the imported data',
  recalls: (count: number, mostSerious: string | null) =>
    `${plural(count, 'recall')} tied to this device${mostSerious === null ? '' : ` (the most serious: FDA recall ${mostSerious})`}`,
  /** The node's recall mark: the count and the most serious class. */
  recallMark: (count: number, mostSerious: RecallClass) => `${count} · ${mostSerious ?? 'class unknown'}`,
  /** What the lineage holds of recalls: how many ancestors have recalls tied to them, the most serious class. */
  recalledAncestors: (ancestors: number, mostSerious: RecallClass) =>
    ancestors === 0
      ? 'No ancestor has a recall tied to it in the data.'
      : `${plural(ancestors, 'ancestor')} with recalls tied to ${ancestors === 1 ? 'it' : 'them'}; the most serious: ${mostSerious === null ? 'class unknown' : `FDA recall ${mostSerious}`}.`,
  /** Where the lineage's links are stated, by how many links each source states. */
  lineageSources: (counts: ReadonlyArray<readonly [string, number]>) => `Links stated by ${counts.map(([source, n]) => `${source} (${n})`).join(', ')}.`,
  linkSource: linkSourceText,
  /** An edge in words, for its title and the tooltip. */
  link: (from: string, to: string, sources: readonly LinkSource[]) => `${from} cites ${to}: ${sources.map(linkSourceText).join('; ')}`,
  moreLinks: (count: number) => `and ${plural(count, 'more link')}`,
  links: (predicates: number, postdicates: number) => `Cites ${plural(predicates, 'predicate')}, cited by ${plural(postdicates, 'device')}`,
  cleared: (date: string) => `cleared ${date}`,
  page: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  previousPage: (column: string) => `Previous page of ${column}`,
  nextPage: (column: string) => `Next page of ${column}`,
  /** A column by its generation (0 is the main device, negative its ancestors, 1 its postdicates). */
  column: (generation: number) =>
    generation === 1 ? 'Postdicate Devices' : generation === -1 ? 'Predicate Devices' : `predicates ${plural(-generation, 'generation')} back`,
  role: { main: 'main device', predicate: 'predicate device', postdicate: 'postdicate device', user: 'your device' },
  generationsBack: (generations: number) => `${plural(generations, 'generation')} back`,
  hint: { open: 'Click a device to open it. ', navigate: 'Scroll or the buttons zoom; drag to move.' },
} as const;
