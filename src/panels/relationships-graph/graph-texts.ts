const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** The relationships graph's texts: SPEC section 2 word for word where it gives them (empty, error, legend), else Clearway's own. */
export const GRAPH_TEXTS = {
  empty: (kNumber: string) => `No device relationships found for K-number: ${kNumber}`,
  error: (message: string) => `Error loading device relationships: ${message}`,
  legend: { label: 'Legend', main: 'Main Device', predicates: 'Predicate Devices', postdicates: 'Postdicate Devices', recalled: 'Recalled' },
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
  links: (predicates: number, postdicates: number) => `Cites ${plural(predicates, 'predicate')}, cited by ${plural(postdicates, 'device')}`,
  cleared: (date: string) => `cleared ${date}`,
  page: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
  previousPage: (column: string) => `Previous page of ${column}`,
  nextPage: (column: string) => `Next page of ${column}`,
  /** A column by its generation (0 is the main device, negative its ancestors, 1 its postdicates). */
  column: (generation: number) =>
    generation === 1 ? 'Postdicate Devices' : generation === -1 ? 'Predicate Devices' : `predicates ${plural(-generation, 'generation')} back`,
  role: { main: 'main device', predicate: 'predicate device', postdicate: 'postdicate device' },
  generationsBack: (generations: number) => `${plural(generations, 'generation')} back`,
  hint: { open: 'Click a device to open it. ', navigate: 'Scroll or the buttons zoom; drag to move.' },
} as const;
