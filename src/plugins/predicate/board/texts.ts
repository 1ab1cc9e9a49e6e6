import { DATA_MESSAGES } from '../../../api/contracts/data';

/** The Predicate step's texts: SPEC sections 2, 5 and 8 word for word where they give them, else Clearway's own. */
export const PREDICATE_TEXTS = {
  title: 'Predicate devices',
  description: 'Cleared devices (K-numbers) to claim substantial equivalence to. Add the ones you cite to the table to compare them.',
  loading: 'Loading devices...',
  loadFailed: 'Failed to load devices',
  retry: 'Retry',
  empty: 'No similar devices found yet.',
  emptyHint: 'Add one with the K-number search above, or press Run agent to find predicates from your device profile.',
  /** Instead of the empty state while the profile misses required fields: nothing was searched. */
  profileNeeded: "Similar devices are found by matching your device's name, description and intended use against cleared devices, so none have been searched for yet.",
  /** SPEC section 2: the loading text while the predicate analysis runs, one line every 20 seconds. */
  runningSteps: ['Analyzing scenario', 'Pulling latest FDA data', 'Matching predicates', 'Loading similar devices...'],
  runAgent: 'Run agent',
  researchInsights: 'Research Insights',
  chooseHint: "Click 'Add to table' on the devices you cite as predicates: they go to the comparison and to your report.",
  view: { label: 'View', devices: 'Devices', comparison: 'Comparison' },
  search: {
    label: 'Add a device by K-number',
    placeholder: 'Add a device by K-number (e.g. K213456)',
    submit: 'Add',
  },
  card: {
    addToTable: 'Add to table',
    removeFromTable: 'Remove from table',
    viewDetails: 'View Details',
    delete: 'Delete this device',
    deleting: 'Deleting device...',
    expand: (kNumber: string) => `Show all of ${kNumber}`,
    openRecord: (kNumber: string) => `Open the record of ${kNumber}`,
    reorder: (kNumber: string) => `Reorder ${kNumber}`,
    applicant: 'Applicant',
    decisionDate: 'Date cleared',
    clearanceTime: 'Clearance time',
    confidence: 'Match',
    notScored: 'Added by K-number',
    days: (days: number) => `${days} days`,
    none: '-',
    unnamed: 'Unnamed device',
    recalled: (count: number) => `${count} recall${count === 1 ? '' : 's'}`,
    recalledTitle: 'Recalls of the same product code by this firm, posted after this clearance',
    chosen: 'In the table',
    feedback: (kNumber: string) => `Feedback on ${kNumber} as a predicate`,
  },
  deleteDialog: {
    title: 'Delete Item',
    confirm: 'Delete',
    busy: 'Deleting...',
    message: (kNumber: string) => `Remove ${kNumber} from this scenario's predicate devices? You can add it again with the K-number search.`,
  },
  insights: {
    title: 'Research Insights',
    empty: 'No research insights available',
    emptyHint: 'Run a predicate analysis to generate research insights',
  },
  details: {
    title: (kNumber: string, name: string | null) => `${kNumber}${name ? `: ${name}` : ''}`,
    reasoning: 'Reasoning',
    graph: 'Relationships graph',
    comparison: 'Comparison',
    pairs: { deviceDescription: 'Device description', intendedUse: 'Intended use', characteristics: 'Characteristics', final: 'Overall' },
    notScored: 'This device was added by K-number, so no predicate analysis scored it. Run agent to score it against your profile.',
    matchedWords: 'Words of your device profile found in this device’s texts are highlighted.',
    deviceTexts: 'This device’s own texts',
    texts: { description: 'Device description', intendedUse: 'Intended use', characteristics: 'Technological characteristics' },
    noTexts: 'The imported data holds no 510(k) summary text for this device.',
    addToCompare: 'Add it to the table to compare it with the other chosen devices.',
    userLinks: {
      key: 'Your device',
      unnamed: (productCode: string) => `Your ${productCode} device`,
      where: (productCode: string) => `chosen on the Predicate step for ${productCode}`,
    },
  },
  sidePanel: { title: 'Device', empty: 'Open a device (its name on a card) to see its record here.' },
} as const;

/** SPEC sections 4, 5 and 8: the predicate list's messages. */
export const DEVICE_LIST_MESSAGES = {
  kNumberRequired: DATA_MESSAGES.kNumberRequired,
  duplicate: (kNumber: string) => `Device ${kNumber} is already in the list`,
  notFound: DATA_MESSAGES.noDevice,
  notInList: (kNumber: string) => `Device with K-number ${kNumber} not found in the list`,
  searchFailed: 'Device search failed.',
  added: (kNumber: string) => `Device ${kNumber} successfully added`,
  deleted: (kNumber: string) => `Device ${kNumber} successfully deleted`,
  deleteFailed: 'Delete device failed.',
  orderUpdated: 'Device order updated successfully',
  orderFailed: 'Failed to update device order',
  orderReverted: 'Failed to update device order. Changes have been reverted.',
  /** Clearway's own. */
  reorderInvalid: 'The new order must name every listed device once.',
  noDevices: 'No predicate devices yet. Add one by K-number or run the predicate analysis.',
  chooseOne: "Choose at least one predicate device for your report: click 'Add to table' on its card.",
} as const;

/** SPEC section 9: the loading text advances every 20 s in the predicate step. */
export const RUNNING_TEXT_INTERVAL_MS = 20_000;
/** SPEC section 9: a drag starts after 8 px of movement. */
export const DRAG_ACTIVATION_DISTANCE_PX = 8;
