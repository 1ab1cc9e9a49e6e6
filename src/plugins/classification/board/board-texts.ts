/** The scenario board's texts: SPEC section 2 word for word where it gives them, else Clearway's own. */
export const BOARD_TEXTS = {
  /** A scenario by its place in the list (SPEC section 2's 'Scenario {order}'). */
  scenario: (order: number) => `Scenario ${order}`,
  description: 'Pick the product code (scenario) the 510(k) will be reviewed under: device class, regulation and review panel.',
  loading: 'Loading scenarios...',
  loadFailed: 'Failed to load scenarios',
  retry: 'Retry',
  empty: 'No scenarios found yet.',
  emptyHint: 'Add one with the product code search above, or press Run agent to find scenarios from your device profile.',
  selectHint: 'Click Get Started on a card to choose the scenario for your report.',
  runAgent: 'Run agent',
  researchInsights: 'Research Insights',
  /** SPEC section 2: the loading text while classification runs, one line every 15 seconds. */
  runningSteps: ['Analyzing key specs', 'Pulling latest FDA data', 'Matching product codes', 'Matching predicates', 'Scoring regulatory fit'],
  search: {
    label: 'Add a product code',
    placeholder: 'Add a product code (e.g. DQY)',
    submit: 'Add',
  },
  card: {
    getStarted: 'Get Started',
    hide: 'Hide',
    delete: 'Delete this scenario',
    deleting: 'Deleting scenario...',
    details: (productCode: string) => `Show details for ${productCode}`,
    reorder: (productCode: string) => `Reorder ${productCode}`,
    name: (order: number, productCode: string) => `Scenario ${order}: ${productCode}`,
    feedback: (productCode: string) => `Feedback on the ${productCode} scenario`,
    regulationNumber: 'Regulation Number',
    submissionType: 'Submission Type',
    reviewPanel: 'Review Panel',
    timeToClearance: 'Time to 510(k) Clearance',
    notAvailable: 'N/A',
    days: (days: number) => `${days} days`,
    statusRows: 'Progress',
    /** SPEC section 2: the selected card's status rows. */
    statusLabels: { predicates: 'Predicates', risk: 'Risk', standards: 'Testing and Standards' },
    statusDone: 'results ready',
    statusPending: 'no results yet',
  },
  scroll: { left: 'Scroll scenarios left', right: 'Scroll scenarios right' },
  header: {
    productCode: 'Product Code',
    deviceName: 'Device Name',
    noneSelected: 'No scenario selected',
    switchTo: 'Switch scenario',
  },
  deleteDialog: {
    title: 'Delete Item',
    confirm: 'Delete',
    busy: 'Deleting...',
    message: (productCode: string) => `Remove scenario ${productCode} from your list? You can add it again with the product code search.`,
  },
  insights: {
    title: 'Research Insights',
    empty: 'No research insights available',
    emptyHint: 'Run a classification analysis to generate research insights',
  },
} as const;

/** SPEC section 9: the loading text advances every 15 s in classification. */
export const RUNNING_TEXT_INTERVAL_MS = 15_000;
/** SPEC section 9: the card row scrolls by 344 px per step. */
export const SCROLL_STEP_PX = 344;
/** SPEC section 9: a drag starts after 8 px of movement, so buttons on a card stay clickable. */
export const DRAG_ACTIVATION_DISTANCE_PX = 8;
