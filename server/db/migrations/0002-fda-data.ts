import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The FDA reference data the importer loads (one table family per dataset) and the import log.
 * Full-text search uses generated tsvector columns with GIN indexes; names use pg_trgm.
 */
const statements = [
  sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`,

  sql`CREATE TABLE fda_import_runs (
    id serial PRIMARY KEY,
    dataset text NOT NULL,
    started_at timestamptz NOT NULL,
    finished_at timestamptz NOT NULL,
    row_count integer NOT NULL,
    rejected_count integer NOT NULL,
    as_of date,
    source text NOT NULL,
    details jsonb NOT NULL DEFAULT '{}'::jsonb
  )`,
  sql`CREATE INDEX fda_import_runs_dataset ON fda_import_runs (dataset, finished_at DESC)`,

  sql`CREATE TABLE fda_product_codes (
    product_code text PRIMARY KEY,
    device_name text NOT NULL,
    device_class text NOT NULL,
    review_panel text,
    medical_specialty text,
    medical_specialty_description text,
    regulation_number text,
    definition text,
    submission_type_id text,
    submission_type text,
    review_code text,
    unclassified_reason text,
    gmp_exempt_flag boolean,
    third_party_flag boolean,
    implant_flag boolean,
    life_sustain_support_flag boolean,
    summary_malfunction_reporting text,
    physical_state text,
    technical_method text,
    target_area text,
    source text NOT NULL,
    search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(device_name, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(definition, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(physical_state, '') || ' ' || coalesce(technical_method, '') || ' ' || coalesce(target_area, '')), 'C')
    ) STORED
  )`,
  sql`CREATE INDEX fda_product_codes_search ON fda_product_codes USING gin (search)`,
  sql`CREATE INDEX fda_product_codes_name_trgm ON fda_product_codes USING gin (device_name gin_trgm_ops)`,
  sql`CREATE INDEX fda_product_codes_regulation ON fda_product_codes (regulation_number)`,

  sql`CREATE TABLE fda_regulations (
    regulation_number text PRIMARY KEY,
    part integer NOT NULL,
    title text NOT NULL,
    identification text,
    classification text,
    body text NOT NULL,
    search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(identification, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(classification, '')), 'C')
    ) STORED
  )`,
  sql`CREATE INDEX fda_regulations_search ON fda_regulations USING gin (search)`,

  sql`CREATE TABLE fda_decision_codes (code text PRIMARY KEY, description text NOT NULL)`,

  sql`CREATE TABLE fda_devices (
    k_number text PRIMARY KEY,
    device_name text,
    applicant text,
    contact text,
    street1 text,
    street2 text,
    city text,
    state text,
    country_code text,
    zip_code text,
    date_received date,
    decision_date date,
    decision_code text,
    decision_description text,
    review_advise_comm text,
    advisory_committee_description text,
    product_code text,
    state_or_summ text,
    class_advise_comm text,
    ssp_indicator text,
    clearance_type text,
    third_party text,
    expedited_review text,
    ai_enabled boolean NOT NULL DEFAULT false,
    sources text[] NOT NULL,
    search tsvector GENERATED ALWAYS AS (to_tsvector('english', coalesce(device_name, ''))) STORED
  )`,
  sql`CREATE INDEX fda_devices_product_code ON fda_devices (product_code, decision_date DESC)`,
  sql`CREATE INDEX fda_devices_search ON fda_devices USING gin (search)`,
  sql`CREATE INDEX fda_devices_name_trgm ON fda_devices USING gin (device_name gin_trgm_ops)`,
  sql`CREATE INDEX fda_devices_applicant_trgm ON fda_devices USING gin (applicant gin_trgm_ops)`,

  sql`CREATE TABLE fda_device_documents (
    id serial PRIMARY KEY,
    k_number text NOT NULL,
    doc_type text NOT NULL,
    proprietary_name text,
    applicant text,
    device_description text,
    intended_use text,
    tech_characteristics text,
    product_codes text[] NOT NULL DEFAULT '{}',
    regulation_numbers text[] NOT NULL DEFAULT '{}',
    device_classes text[] NOT NULL DEFAULT '{}',
    predicate_k_numbers text[] NOT NULL DEFAULT '{}',
    standards_referenced text[] NOT NULL DEFAULT '{}',
    purpose text,
    measurand text,
    type_of_test text,
    body text NOT NULL,
    source text NOT NULL,
    search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', coalesce(proprietary_name, '')), 'A') ||
      setweight(to_tsvector('english', left(coalesce(intended_use, '') || ' ' || coalesce(device_description, ''), 20000)), 'B') ||
      setweight(to_tsvector('english', left(body, 8000)), 'D')
    ) STORED
  )`,
  sql`CREATE INDEX fda_device_documents_k_number ON fda_device_documents (k_number)`,
  sql`CREATE INDEX fda_device_documents_search ON fda_device_documents USING gin (search)`,

  sql`CREATE TABLE fda_predicate_links (
    device text NOT NULL,
    predicate text NOT NULL,
    sources text[] NOT NULL,
    PRIMARY KEY (device, predicate)
  )`,
  sql`CREATE INDEX fda_predicate_links_predicate ON fda_predicate_links (predicate)`,
  sql`CREATE TABLE fda_predicate_checked_none (k_number text PRIMARY KEY, sources text[] NOT NULL)`,

  sql`CREATE TABLE fda_recalls (
    id serial PRIMARY KEY,
    recall_number text NOT NULL,
    recall_event_id text,
    product_code text,
    trade_name text,
    recalling_firm text,
    recall_class text,
    date_posted date,
    year_posted integer,
    reason text,
    root_cause text,
    action text,
    quantity text,
    distribution text,
    status text,
    termination_date date,
    source text NOT NULL
  )`,
  sql`CREATE INDEX fda_recalls_product_code ON fda_recalls (product_code, date_posted)`,
  sql`CREATE INDEX fda_recalls_number ON fda_recalls (recall_number)`,

  sql`CREATE TABLE fda_mdr_reports (
    mdr_report_key text PRIMARY KEY,
    report_number text,
    date_received date,
    date_of_event date,
    event_type text,
    adverse_event_flag boolean,
    product_code text,
    brand_name text,
    generic_name text,
    manufacturer text,
    narrative text,
    sources text[] NOT NULL
  )`,
  sql`CREATE INDEX fda_mdr_reports_product_code ON fda_mdr_reports (product_code, date_received)`,
  sql`CREATE TABLE fda_mdr_problems (
    mdr_report_key text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('device', 'patient')),
    problem text NOT NULL,
    PRIMARY KEY (mdr_report_key, kind, problem)
  )`,
  sql`CREATE TABLE fda_mdr_enums (key_name text NOT NULL, code text NOT NULL, description text NOT NULL, PRIMARY KEY (key_name, code))`,

  sql`CREATE TABLE fda_problem_codes (
    annex text NOT NULL,
    imdrf_code text NOT NULL,
    fda_code text,
    ncit_code text,
    term text NOT NULL,
    definition text,
    source text NOT NULL,
    PRIMARY KEY (annex, imdrf_code)
  )`,
  sql`CREATE INDEX fda_problem_codes_fda_code ON fda_problem_codes (fda_code)`,

  sql`CREATE TABLE fda_pma (
    submission_number text PRIMARY KEY,
    sponsor text,
    date_received date,
    decision_date date,
    decision_code text,
    decision text,
    product_code text,
    generic_name text,
    trade_name text,
    submission_type text,
    panel text,
    reason text,
    approval_order_statement text
  )`,
  sql`CREATE INDEX fda_pma_product_code ON fda_pma (product_code, decision_date)`,

  sql`CREATE TABLE fda_ai_devices (
    submission_number text PRIMARY KEY,
    decision_date date,
    device text,
    company text,
    panel text,
    product_code text,
    source text NOT NULL
  )`,

  sql`CREATE TABLE fda_guidance (
    file text PRIMARY KEY,
    title text NOT NULL,
    docket text,
    pages integer,
    body text NOT NULL,
    search tsvector GENERATED ALWAYS AS (
      setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', left(body, 200000)), 'C')
    ) STORED
  )`,
  sql`CREATE INDEX fda_guidance_search ON fda_guidance USING gin (search)`,

  sql`CREATE TABLE fda_mdufa_metrics (
    id serial PRIMARY KEY,
    report_date date,
    mdufa_period text,
    organization text,
    program text,
    table_title text,
    metric text NOT NULL,
    fiscal_year integer,
    value numeric,
    source text NOT NULL
  )`,
  sql`CREATE INDEX fda_mdufa_metrics_program ON fda_mdufa_metrics (program, metric, fiscal_year)`,
];

const tables = [
  'fda_mdufa_metrics', 'fda_guidance', 'fda_ai_devices', 'fda_pma', 'fda_problem_codes', 'fda_mdr_enums',
  'fda_mdr_problems', 'fda_mdr_reports', 'fda_recalls', 'fda_predicate_checked_none', 'fda_predicate_links',
  'fda_device_documents', 'fda_devices', 'fda_decision_codes', 'fda_regulations', 'fda_product_codes', 'fda_import_runs',
];

export const createFdaData: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  },
};
