import type { ColumnType, Generated } from 'kysely';

/** date columns: read as a Date, written as a Date or 'YYYY-MM-DD'. */
type DateColumn = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** Generated tsvector columns: never written, rarely read. */
type SearchVector = ColumnType<string, never, never>;
type Numeric = ColumnType<string | null, number | string | null, number | string | null>;

export interface FdaImportRunsTable {
  id: Generated<number>;
  dataset: string;
  started_at: Timestamp;
  finished_at: Timestamp;
  row_count: number;
  rejected_count: number;
  as_of: DateColumn;
  source: string;
  details: ColumnType<unknown, string | undefined, string>;
}

export interface FdaProductCodesTable {
  product_code: string;
  device_name: string;
  /** As FDA writes it: '1', '2', '3', 'U' (unclassified), 'N' (not classified), 'F' (HDE). */
  device_class: string;
  review_panel: string | null;
  medical_specialty: string | null;
  medical_specialty_description: string | null;
  regulation_number: string | null;
  definition: string | null;
  submission_type_id: string | null;
  submission_type: string | null;
  review_code: string | null;
  unclassified_reason: string | null;
  gmp_exempt_flag: boolean | null;
  third_party_flag: boolean | null;
  implant_flag: boolean | null;
  life_sustain_support_flag: boolean | null;
  summary_malfunction_reporting: string | null;
  physical_state: string | null;
  technical_method: string | null;
  target_area: string | null;
  source: string;
  search: SearchVector;
}

export interface FdaRegulationsTable {
  regulation_number: string;
  part: number;
  title: string;
  identification: string | null;
  classification: string | null;
  body: string;
  search: SearchVector;
}

export interface FdaDecisionCodesTable {
  code: string;
  description: string;
}

export interface FdaDevicesTable {
  k_number: string;
  device_name: string | null;
  applicant: string | null;
  contact: string | null;
  street1: string | null;
  street2: string | null;
  city: string | null;
  state: string | null;
  country_code: string | null;
  zip_code: string | null;
  date_received: DateColumn;
  decision_date: DateColumn;
  decision_code: string | null;
  decision_description: string | null;
  review_advise_comm: string | null;
  advisory_committee_description: string | null;
  product_code: string | null;
  state_or_summ: string | null;
  class_advise_comm: string | null;
  ssp_indicator: string | null;
  clearance_type: string | null;
  third_party: string | null;
  expedited_review: string | null;
  ai_enabled: ColumnType<boolean, boolean | undefined, boolean>;
  /** The files that contributed to the row. */
  sources: string[];
  search: SearchVector;
}

/** A recognition number a 510(k) document states for a standard it cites (migration 0008). */
export interface FdaStandardRecognitionsTable {
  id: Generated<number>;
  k_number: string;
  doc_type: string;
  /** The designation as the document writes it. */
  designation: string;
  /** designationKey of it: body and number, without edition. */
  designation_key: string;
  /** editionLabel of the edition it names ('ed. 3', '2019', '2006+A1:2015'), or null. */
  edition: string | null;
  recognition_number: string;
}

export interface FdaDeviceDocumentsTable {
  id: Generated<number>;
  k_number: string;
  /** '510k_summary' | 'decision_summary' */
  doc_type: string;
  proprietary_name: string | null;
  applicant: string | null;
  device_description: string | null;
  intended_use: string | null;
  tech_characteristics: string | null;
  product_codes: ColumnType<string[], string[] | undefined, string[]>;
  regulation_numbers: ColumnType<string[], string[] | undefined, string[]>;
  device_classes: ColumnType<string[], string[] | undefined, string[]>;
  predicate_k_numbers: ColumnType<string[], string[] | undefined, string[]>;
  standards_referenced: ColumnType<string[], string[] | undefined, string[]>;
  purpose: string | null;
  measurand: string | null;
  type_of_test: string | null;
  body: string;
  source: string;
  search: SearchVector;
}

export interface FdaPredicateLinksTable {
  device: string;
  predicate: string;
  sources: string[];
}

export interface FdaPredicateCheckedNoneTable {
  k_number: string;
  sources: string[];
}

export interface FdaRecallsTable {
  id: Generated<number>;
  recall_number: string;
  recall_event_id: string | null;
  product_code: string | null;
  trade_name: string | null;
  recalling_firm: string | null;
  recall_class: string | null;
  date_posted: DateColumn;
  year_posted: number | null;
  reason: string | null;
  root_cause: string | null;
  action: string | null;
  quantity: string | null;
  distribution: string | null;
  status: string | null;
  termination_date: DateColumn;
  source: string;
}

export interface FdaMdrReportsTable {
  mdr_report_key: string;
  report_number: string | null;
  date_received: DateColumn;
  date_of_event: DateColumn;
  event_type: string | null;
  adverse_event_flag: boolean | null;
  product_code: string | null;
  brand_name: string | null;
  generic_name: string | null;
  manufacturer: string | null;
  narrative: string | null;
  sources: string[];
}

export interface FdaMdrProblemsTable {
  mdr_report_key: string;
  kind: 'device' | 'patient';
  problem: string;
}

export interface FdaMdrEnumsTable {
  key_name: string;
  code: string;
  description: string;
}

export interface FdaProblemCodesTable {
  annex: string;
  imdrf_code: string;
  fda_code: string | null;
  ncit_code: string | null;
  term: string;
  definition: string | null;
  source: string;
}

export interface FdaPmaTable {
  submission_number: string;
  sponsor: string | null;
  date_received: DateColumn;
  decision_date: DateColumn;
  decision_code: string | null;
  decision: string | null;
  product_code: string | null;
  generic_name: string | null;
  trade_name: string | null;
  submission_type: string | null;
  panel: string | null;
  reason: string | null;
  approval_order_statement: string | null;
}

export interface FdaAiDevicesTable {
  submission_number: string;
  decision_date: DateColumn;
  device: string | null;
  company: string | null;
  panel: string | null;
  product_code: string | null;
  source: string;
}

export interface FdaGuidanceTable {
  file: string;
  title: string;
  docket: string | null;
  pages: number | null;
  body: string;
  search: SearchVector;
}

export interface FdaMdufaMetricsTable {
  id: Generated<number>;
  report_date: DateColumn;
  mdufa_period: string | null;
  organization: string | null;
  program: string | null;
  table_title: string | null;
  metric: string;
  fiscal_year: number | null;
  value: Numeric;
  source: string;
}

/** A product-code model learned at import (migration 0013). */
export interface FdaClassificationModelsTable {
  name: string;
  examples: number;
  codes: number;
  trained_at: Generated<Date>;
}

/** FDA's recall class of a recall number, from openFDA's device-enforcement reports. */
export interface FdaRecallClassesTable {
  recall_number: string;
  recall_class: RecallClass;
  report_date: DateColumn;
  source: string;
}

export type RecallClass = 'Class I' | 'Class II' | 'Class III';

/** A part of a learned model's bytes, as base64 (migration 0017). */
export interface FdaClassificationModelPartsTable {
  name: string;
  part: number;
  base64: string;
}

export interface FdaTables {
  fda_import_runs: FdaImportRunsTable;
  fda_product_codes: FdaProductCodesTable;
  fda_regulations: FdaRegulationsTable;
  fda_decision_codes: FdaDecisionCodesTable;
  fda_devices: FdaDevicesTable;
  fda_device_documents: FdaDeviceDocumentsTable;
  fda_standard_recognitions: FdaStandardRecognitionsTable;
  fda_classification_models: FdaClassificationModelsTable;
  fda_classification_model_parts: FdaClassificationModelPartsTable;
  fda_predicate_links: FdaPredicateLinksTable;
  fda_predicate_checked_none: FdaPredicateCheckedNoneTable;
  fda_recalls: FdaRecallsTable;
  fda_recall_classes: FdaRecallClassesTable;
  fda_mdr_reports: FdaMdrReportsTable;
  fda_mdr_problems: FdaMdrProblemsTable;
  fda_mdr_enums: FdaMdrEnumsTable;
  fda_problem_codes: FdaProblemCodesTable;
  fda_pma: FdaPmaTable;
  fda_ai_devices: FdaAiDevicesTable;
  fda_guidance: FdaGuidanceTable;
  fda_mdufa_metrics: FdaMdufaMetricsTable;
}
