import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Watch (issue 27): the product codes, K-numbers and applicants each user watches, the events found for them,
 * and what the watch computations have seen of the FDA data. Every computation is a run (watch_runs); each
 * record it meets for the first time is kept in watch_known_records with that run, so "what is new" for an item
 * is what was first met after the item's baseline run.
 */
const statements = [
  sql`CREATE TABLE watch_runs (
    id serial PRIMARY KEY,
    trigger text NOT NULL,
    started_at timestamptz NOT NULL DEFAULT now(),
    finished_at timestamptz,
    new_records integer NOT NULL DEFAULT 0,
    events integer NOT NULL DEFAULT 0
  )`,
  sql`CREATE TABLE watch_known_records (
    kind text NOT NULL CHECK (kind IN ('clearance', 'recall', 'mdr_spike')),
    record_key text NOT NULL,
    first_run integer NOT NULL,
    PRIMARY KEY (kind, record_key)
  )`,
  sql`CREATE INDEX watch_known_records_by_run ON watch_known_records (first_run)`,
  sql`CREATE TABLE watch_items (
    id text PRIMARY KEY,
    uid text NOT NULL,
    kind text NOT NULL CHECK (kind IN ('product_code', 'k_number', 'applicant')),
    value text NOT NULL,
    match_key text NOT NULL,
    label text NOT NULL,
    baseline_run integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    CONSTRAINT watch_items_one_per_value UNIQUE (uid, kind, match_key)
  )`,
  sql`CREATE INDEX watch_items_by_owner ON watch_items (uid, created_at)`,
  sql`CREATE TABLE watch_events (
    id text PRIMARY KEY,
    uid text NOT NULL,
    item_id text NOT NULL REFERENCES watch_items (id) ON DELETE CASCADE,
    kind text NOT NULL CHECK (kind IN ('clearance', 'recall', 'mdr_spike')),
    record_key text NOT NULL,
    occurred_on text,
    details jsonb NOT NULL,
    run_id integer NOT NULL,
    created_at timestamptz NOT NULL DEFAULT now(),
    seen_at timestamptz,
    CONSTRAINT watch_events_once_per_item UNIQUE (item_id, kind, record_key)
  )`,
  sql`CREATE INDEX watch_events_by_owner ON watch_events (uid, created_at DESC, id DESC)`,
  sql`CREATE INDEX watch_events_unseen ON watch_events (uid) WHERE seen_at IS NULL`,
];

export const createWatch: Migration = {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await statement.execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['watch_events', 'watch_items', 'watch_known_records', 'watch_runs']) await db.schema.dropTable(table).execute();
  },
};
