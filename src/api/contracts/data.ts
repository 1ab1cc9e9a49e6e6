import { type } from 'arktype';

/**
 * The data service (/api/data/v1, SPEC.md section 7): FDA reference data by product code and K-number.
 * Field names follow SPEC.md section 3 (camelCase for the Scenario, snake_case for device rows and risk).
 */

/** The messages of SPEC.md sections 5 and 8, word for word. */
export const DATA_MESSAGES = {
  productCodeRequired: 'Product code is required',
  productCodeFormat: 'Product code must be 3 uppercase letters (e.g., DQY)',
  kNumberRequired: 'K-number is required',
  noScenario: (productCode: string) => `No scenario found for product code: ${productCode}`,
  noDevice: (kNumber: string) => `No device found for K-number: ${kNumber}`,
  riskProductCodeRequired: (api: RiskApiName) => `Product code is required for ${api} API`,
} as const;

export type RiskApiName = 'total recalls' | 'total MDRs' | 'top device problems' | 'top patient problems' | 'MDR reports' | 'recalls';

/** Header of list responses that carries their Coverage as JSON (the list itself stays as the spec gives it). */
export const DATA_COVERAGE_HEADER = 'x-data-coverage';

/** The year range the risk screens offer (SPEC.md section 9): 2002 to the current year. */
export const RISK_FIRST_YEAR = 2002;

/**
 * Figures that openFDA's live API gave (OPENFDA_BASE_URL), not the imported files: when they were fetched
 * (ISO time; answers are cached for OPENFDA_CACHE_HOURS) and openFDA's own `meta.last_updated` (YYYY-MM-DD).
 */
export const LiveSource = type({ source: "'openFDA'", fetchedAt: 'string', lastUpdated: 'string | null' });
export type LiveSource = typeof LiveSource.infer;

/**
 * Whether the imported files hold a dataset for the thing asked about. `held: false` means the figures
 * next to it are not FDA's: the local files do not cover it. `sources` are the FDA files the figures come
 * from; firstYear/lastYear the years those records span (null when none are held). With `live`, openFDA
 * answered instead: `sources` name its endpoint and the years are those asked for, through its last update.
 * `importedAt` is the day (YYYY-MM-DD) the imported data was last refreshed.
 */
export const Coverage = type({
  held: 'boolean',
  sources: 'string[]',
  firstYear: 'number.integer | null',
  lastYear: 'number.integer | null',
  'importedAt?': 'string',
  'live?': LiveSource,
});
export type Coverage = typeof Coverage.infer;

export const DeviceClass = type("'Class I' | 'Class II' | 'Class III' | 'Unknown'");
export type DeviceClass = typeof DeviceClass.infer;

/** A count of one kind of record for a product code, and the years of those records (null when none). */
export const TplcCount = type({
  count: 'number.integer >= 0',
  firstYear: 'number.integer | null',
  lastYear: 'number.integer | null',
  coverage: Coverage,
});
export type TplcCount = typeof TplcCount.infer;

/** In the spirit of FDA's Total Product Life Cycle report; `notes` say where each count comes from. */
export const TplcSnapshot = type({
  clearances: TplcCount,
  pmas: TplcCount,
  recalls: TplcCount,
  mdrs: TplcCount,
  notes: 'string[]',
});
export type TplcSnapshot = typeof TplcSnapshot.infer;

/** GET /classification/{productCode}: the Scenario fields the FDA data can fill. */
export const Classification = type({
  productCode: 'string',
  product_code: 'string',
  deviceName: 'string',
  deviceClass: DeviceClass,
  deviceClassDescription: 'string',
  regulationNumber: 'string | null',
  regulationDescription: 'string | null',
  definition: 'string | null',
  reviewPanel: 'string | null',
  reviewCode: 'string | null',
  medicalSpecialty: 'string | null',
  medicalSpecialtyDescription: 'string | null',
  unclassifiedReason: 'string | null',
  implantFlag: 'boolean | null',
  thirdPartyFlag: 'boolean | null',
  lifeSustainSupportFlag: 'boolean | null',
  gmpExemptFlag: 'boolean | null',
  summaryMalfunctionReporting: 'string | null',
  submissionType: 'string | null',
  avgTimeToClearence: 'number.integer | null',
  clearedKNumbers: 'string[]',
  /** How many cleared K-numbers the data holds; clearedKNumbers stops at CLEARED_K_NUMBERS_CAP. */
  clearedKNumbersTotal: 'number.integer >= 0',
  tplcSnapshot: TplcSnapshot,
  openfdaKNumber: 'string[]',
  openfdaRegistrationNumber: 'string[]',
  openfdaFeiNumber: 'string[]',
  recognizedStandards: 'string[]',
  createdAt: 'string | null',
  updatedAt: 'string | null',
});
export type Classification = typeof Classification.infer;

export const CLEARED_K_NUMBERS_CAP = 500;

/** A device row of SPEC.md section 3, plus what the predicate screens show. Dates are YYYY-MM-DD. */
export const DeviceRow = type({
  k_number: 'string',
  device_name: 'string | null',
  applicant: 'string | null',
  decision_date: 'string | null',
  openfda_device_name: 'string | null',
  medical_specialty_description: 'string | null',
  device_class: DeviceClass,
  date_received: 'string | null',
  advisory_committee_description: 'string | null',
  country_code: 'string | null',
  summary_device_description: 'string | null',
  summary_intended_use: 'string | null',
  summary_tech_characteristics: 'string | null',
  summary_pdf_url: 'string | null',
  statement_pdf_url: 'string | null',
  decision_summary_pdf_url: 'string | null',
  foia_pdf_url: 'string | null',
  product_code: 'string | null',
  classification_name: 'string | null',
  regulation_number: 'string | null',
  decision_code: 'string | null',
  decision_description: 'string | null',
  statement_or_summary: 'string | null',
  processing_time_days: 'number.integer | null',
  predicate_k_numbers: 'string[]',
  postdicate_k_numbers: 'string[]',
  ai_enabled: 'boolean',
});
export type DeviceRow = typeof DeviceRow.infer;

export const DeviceRows = DeviceRow.array();
export type DeviceRows = typeof DeviceRows.infer;

export const LATEST_DEVICES_DEFAULT_LIMIT = 10;
export const LATEST_DEVICES_MAX_LIMIT = 100;

/** A `limit` query parameter: an integer string from 1 to `max`. */
function limitParameter(max: number) {
  return type('string.integer.parse').to(`1 <= number.integer <= ${max}`);
}

export const LatestDevicesQuery = type({ 'limit?': limitParameter(LATEST_DEVICES_MAX_LIMIT) }).pipe((query) => ({
  limit: query.limit ?? LATEST_DEVICES_DEFAULT_LIMIT,
}));

/** A device linked to another, resolved to its name, applicant and date where the data holds it. */
export const LinkedDevice = type({
  k_number: 'string',
  device_name: 'string | null',
  applicant: 'string | null',
  decision_date: 'string | null',
});
export type LinkedDevice = typeof LinkedDevice.infer;

/** FDA's recall class, from its enforcement reports (Class I the most serious); null: not known for these recalls. */
export const RecallClass = type("'Class I' | 'Class II' | 'Class III' | null");
export type RecallClass = typeof RecallClass.infer;

const RECALL_CLASSES: readonly NonNullable<RecallClass>[] = ['Class I', 'Class II', 'Class III'];

/** The most serious FDA recall class among the classes (Class I before II before III); null when none is known. */
export function mostSeriousClass(classes: readonly (string | null)[]): RecallClass {
  return RECALL_CLASSES.find((recallClass) => classes.includes(recallClass)) ?? null;
}

/**
 * A device in a relationships graph: a LinkedDevice plus what the graph marks on a node. `recall_count`
 * counts the recalls the data ties to the device (same product code and firm, posted on or after its
 * clearance; 0 when its product code or applicant is unknown), `most_serious_recall_class` the most serious
 * FDA recall class among them (Class I the most serious; null when none of them has a known class); the link
 * counts say whether the node can be expanded to its own predicates or postdicates.
 */
/** A Class I recall tied to a device: its recall number and the day FDA posted it (YYYY-MM-DD). */
export const ClassIRecall = type({ recall_number: 'string', date_posted: 'string' });
export type ClassIRecall = typeof ClassIRecall.infer;

export const RelatedDevice = LinkedDevice.and({
  product_code: 'string | null',
  recall_count: 'number.integer >= 0',
  most_serious_recall_class: RecallClass,
  /** The recalls among them FDA classed Class I, oldest first. */
  class_i_recalls: ClassIRecall.array(),
  predicate_count: 'number.integer >= 0',
  postdicate_count: 'number.integer >= 0',
});
export type RelatedDevice = typeof RelatedDevice.infer;

/**
 * Where a predicate link is stated. 'predicate_list': a predicate list of the data (`dataset` its file:
 * predicates/predicates.csv from 510k.fyi, predicates/devtree_predicates_2026-01.csv from devtree, or
 * predicates/manually_added_links.csv, 510k.fyi's manual review). 'summary': the citing device's 510(k) or
 * decision summary names the predicate (`dataset` the imported document's source, or the URL of a summary
 * fetched from FDA). 'user': the user chose the device as a predicate of their own device (drawn by the app,
 * never sent by the server; `dataset` says where).
 */
export const LINK_SOURCE_KINDS = ['predicate_list', 'summary', 'user'] as const;
export type LinkSourceKind = (typeof LINK_SOURCE_KINDS)[number];
export const LinkSource = type({ kind: type.enumerated(...LINK_SOURCE_KINDS), dataset: 'string' });
export type LinkSource = typeof LinkSource.infer;

/** A device linked to the one asked for, with where that link is stated. */
export const LinkedRelatedDevice = RelatedDevice.and({ link_sources: LinkSource.array() });
export type LinkedRelatedDevice = typeof LinkedRelatedDevice.infer;

/** GET /device/{kNumber}/relationships: the Relationship record of SPEC.md section 3, each device a RelatedDevice. */
export const DeviceRelationships = RelatedDevice.and({
  predicate_devices: LinkedRelatedDevice.array(),
  postdicate_devices: LinkedRelatedDevice.array(),
});
export type DeviceRelationships = typeof DeviceRelationships.infer;

export const LINEAGE_DEFAULT_DEPTH = 8;
export const LINEAGE_MAX_DEPTH = 20;
/** A lineage stops growing at this many devices (and says so with `truncated`). */
export const LINEAGE_MAX_NODES = 400;

export const LineageQuery = type({ 'depth?': limitParameter(LINEAGE_MAX_DEPTH) }).pipe((query) => ({
  depth: query.depth ?? LINEAGE_DEFAULT_DEPTH,
}));

/** A predicate a lineage node cites (also a node unless the walk stopped) and where that link is stated. */
export const PredicateEdge = type({ k_number: 'string', sources: LinkSource.array() });
export type PredicateEdge = typeof PredicateEdge.infer;

/** A device of a lineage and the predicates it cites. */
export const LineageNode = RelatedDevice.and({
  /** Predicate links from the device asked for: 0 is that device, 1 its predicates, and so on. */
  generation: 'number.integer >= 0',
  predicates: PredicateEdge.array(),
});
export type LineageNode = typeof LineageNode.infer;

/**
 * GET /device/{kNumber}/lineage?depth=: the device and its ancestors, predicate links followed back up to
 * `depth` generations, breadth first. `truncated` is true when the walk stopped at LINEAGE_MAX_NODES or
 * at `depth` with ancestors left to follow.
 */
export const DeviceLineage = type({
  k_number: 'string',
  depth: 'number.integer >= 1',
  nodes: LineageNode.array(),
  truncated: 'boolean',
});
export type DeviceLineage = typeof DeviceLineage.infer;

/** Query of the risk aggregates: product_code (any case), optional start_date/end_date as YYYY-01-01. */
export const RiskQuery = type({
  'product_code?': 'string',
  'start_date?': 'string',
  'end_date?': 'string',
});
export type RiskQuery = typeof RiskQuery.infer;

export const RISK_SNAPSHOT_DEFAULT_LIMIT = 10;
export const RISK_SNAPSHOT_MAX_LIMIT = 100;

export const RiskSnapshotQuery = type({
  'product_code?': 'string',
  'k_number?': 'string',
  'limit?': limitParameter(RISK_SNAPSHOT_MAX_LIMIT),
}).pipe((query) => ({ ...query, limit: query.limit ?? RISK_SNAPSHOT_DEFAULT_LIMIT }));

export const AdverseEvent = type({ product_problem: 'string', count: 'number.integer >= 0' });

/** GET /risk/snapshot. `coverage` tells, per part, whether the imported files hold data for the code. */
export const RiskSnapshot = type({
  product_code: 'string',
  adverse_events: AdverseEvent.array(),
  recalls: 'number.integer >= 0',
  coverage: { adverse_events: Coverage, recalls: Coverage },
});
export type RiskSnapshot = typeof RiskSnapshot.infer;

export const RecallClassCount = type({ recall_class: RecallClass, count: 'number.integer >= 0' });
export type RecallClassCount = typeof RecallClassCount.infer;

/**
 * GET /risk/total-recalls (Coverage in the x-data-coverage header). `recall_classes`: the same recalls by FDA's
 * recall class, 'Class I' first and those of no known class (null) last (from live openFDA too: its recall
 * numbers joined with the imported enforcement reports).
 */
export const RecallsByClass = type({ device_class: DeviceClass, count: 'number.integer >= 0', 'recall_classes?': RecallClassCount.array() }).array();
export type RecallsByClass = typeof RecallsByClass.infer;

/** GET /risk/total-mdrs. */
export const MdrTotals = type({
  line_chart: type({ year: 'number.integer', count: 'number.integer >= 0' }).array(),
  total_count: 'number.integer >= 0',
  coverage: Coverage,
});
export type MdrTotals = typeof MdrTotals.infer;

/** GET /risk/top-device-problems (Coverage in the x-data-coverage header), most reported first. */
export const DeviceProblems = type({ device_problem: 'string', count: 'number.integer >= 0' }).array();
export type DeviceProblems = typeof DeviceProblems.infer;

/** GET /risk/top-patient-problems (Coverage in the x-data-coverage header), most reported first. */
export const PatientProblems = type({ patient_problem: 'string', count: 'number.integer >= 0' }).array();
export type PatientProblems = typeof PatientProblems.infer;

/** What a problem term names: a device problem (IMDRF Annex A) or a patient problem (Annexes E and F). */
export const ProblemKind = type("'device' | 'patient'");
export type ProblemKind = typeof ProblemKind.infer;

export const RISK_PAGE_SIZE_DEFAULT = 25;
export const RISK_PAGE_SIZE_MAX = 100;
export const RISK_PAGE_MAX = 1_000_000;

/** Paging of the lists behind the risk figures: `page` from 1, `page_size` 1-100 (default 25). */
export const RiskPageQuery = type({
  'page?': limitParameter(RISK_PAGE_MAX),
  'page_size?': limitParameter(RISK_PAGE_SIZE_MAX),
}).pipe((query) => ({ page: query.page ?? 1, page_size: query.page_size ?? RISK_PAGE_SIZE_DEFAULT }));

/** GET /risk/reports: `problem` and `kind` together restrict the reports to those naming that problem. */
export const MdrReportsFilterQuery = type({ 'problem?': 'string', 'kind?': ProblemKind });

/** One page of a list behind a risk figure: how many there are in all, and what the files cover. */
const PAGE_FIELDS = {
  total: 'number.integer >= 0',
  page: 'number.integer >= 1',
  page_size: 'number.integer >= 1',
  coverage: Coverage,
} as const;

/** A MAUDE report behind an MDR count. `url`: FDA's MAUDE page of the report (null when only its report number is known). */
export const MdrReportItem = type({
  mdr_report_key: 'string',
  report_number: 'string | null',
  date_received: 'string | null',
  event_type: 'string | null',
  brand_name: 'string | null',
  manufacturer: 'string | null',
  url: 'string | null',
});
export type MdrReportItem = typeof MdrReportItem.infer;

/** GET /risk/reports: the reports counted by /risk/total-mdrs (or by a problem's count), newest first. */
export const MdrReportsPage = type({ items: MdrReportItem.array(), ...PAGE_FIELDS });
export type MdrReportsPage = typeof MdrReportsPage.infer;

/** A recall behind the recalls count. `url`: FDA's recall database (cfRES) searched for its recall event. */
export const RecallItem = type({
  recall_number: 'string',
  recall_event_id: 'string | null',
  date_posted: 'string | null',
  trade_name: 'string | null',
  recalling_firm: 'string | null',
  recall_class: 'string | null',
  reason: 'string | null',
  status: 'string | null',
  url: 'string | null',
});
export type RecallItem = typeof RecallItem.infer;

/** GET /risk/recalls: the distinct recalls counted by /risk/total-recalls, newest first. */
export const RecallsPage = type({ items: RecallItem.array(), ...PAGE_FIELDS });
export type RecallsPage = typeof RecallsPage.infer;

/** At most this many terms per GET /risk/problem-terms. */
export const PROBLEM_TERMS_MAX = 20;

/** GET /risk/problem-terms?kind=&term=&term=: `term` is repeated (terms may hold commas). */
export const ProblemTermsQuery = type({ kind: ProblemKind, 'term?': 'string | string[]' });

/** A problem term and its IMDRF/FDA code; the code fields are null when the tables hold no such term. */
export const ProblemTerm = type({
  term: 'string',
  kind: ProblemKind,
  imdrf_code: 'string | null',
  fda_code: 'string | null',
  definition: 'string | null',
  annex: 'string | null',
});
export type ProblemTerm = typeof ProblemTerm.infer;
export const ProblemTerms = ProblemTerm.array();
export type ProblemTerms = typeof ProblemTerms.infer;

/** The documents of a K-number that POST /docs/signed-url resolves from '{K-number}:{kind}'. */
export const DOCUMENT_KINDS = ['summary', 'statement', 'decision-summary'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const SignedUrlRequest = type({ source: 'string' });
export type SignedUrlRequest = typeof SignedUrlRequest.infer;
export const SignedUrl = type({ url: 'string' });
export type SignedUrl = typeof SignedUrl.infer;

export const SEARCH_RESULTS_LIMIT = 20;

export const ProductCodeSearchQuery = type({ 'q?': 'string' });
export const ProductCodeHit = type({
  product_code: 'string',
  device_name: 'string',
  device_class: DeviceClass,
  regulation_number: 'string | null',
});
export const ProductCodeHits = ProductCodeHit.array();
export type ProductCodeHits = typeof ProductCodeHits.infer;

export const KNumberSearchQuery = type({ 'prefix?': 'string' });
export const KNumberHits = LinkedDevice.array();
export type KNumberHits = typeof KNumberHits.infer;

export const DEVICE_SEARCH_DEFAULT_LIMIT = 20;
export const DEVICE_SEARCH_MAX_LIMIT = 50;

export const DeviceSearchQuery = type({ 'q?': 'string', 'limit?': limitParameter(DEVICE_SEARCH_MAX_LIMIT) }).pipe((query) => ({
  q: query.q,
  limit: query.limit ?? DEVICE_SEARCH_DEFAULT_LIMIT,
}));

/** GET /search/devices?q=: a device found by K-number, device name or applicant, best match first. */
export const DeviceHit = LinkedDevice.and({
  product_code: 'string | null',
  /** What matched: the K-number (prefix), the device name or the applicant (fuzzy, pg_trgm). */
  matched: "'k_number' | 'device_name' | 'applicant'",
});
export type DeviceHit = typeof DeviceHit.infer;
export const DeviceHits = DeviceHit.array();
export type DeviceHits = typeof DeviceHits.infer;
