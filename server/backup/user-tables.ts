/**
 * Which tables a backup holds. Every table of the schema is either backed up (the users' own data) or
 * excluded here with the reason; user-tables.test.ts fails for a table that is neither, so that a new one
 * cannot be forgotten.
 */

/** The users' tables, in an order their foreign keys accept (chat_messages after chat_conversations). */
export const BACKED_UP_TABLES = [
  'users',
  'user_profiles',
  'device_profiles',
  'chat_conversations',
  'chat_messages',
  'scenarios',
  'test_results',
  'reports',
  'feedback',
  'pinned_sources',
  'watch_items',
  'watch_events',
  'checkout_sessions',
  'user_plans',
] as const;

export type BackedUpTable = (typeof BACKED_UP_TABLES)[number];

/** Tables left out, by exact name. */
export const EXCLUDED_TABLES: Readonly<Record<string, string>> = {
  pending_objects: 'files a save is writing at this moment; what a stopped server left is removed at its next start',
  rate_limit_counters: 'request counters of the current minute, rebuilt by the traffic itself',
  watch_runs: "the watch computations over FDA's data: the first after a restore is a new baseline for every watched item",
  watch_known_records: "the FDA records the watch computations met, derived from FDA's data: met again by the first computation after a restore",
};

/** Tables left out by the start of their name. */
export const EXCLUDED_PREFIXES: Readonly<Record<string, string>> = {
  fda_: "FDA's data and what is derived or cached from it (models, openFDA answers, fetched summaries): `npm start` or `npm run data:import` fills them again",
  kysely_: "the migrator's own record: the restore migrates the target itself",
};

/** Why a table is not backed up, or undefined when it is (or is not known at all). */
export function exclusionReason(table: string): string | undefined {
  const prefix = Object.keys(EXCLUDED_PREFIXES).find((start) => table.startsWith(start));
  return EXCLUDED_TABLES[table] ?? (prefix === undefined ? undefined : EXCLUDED_PREFIXES[prefix]);
}

export const isBackedUp = (table: string): table is BackedUpTable => (BACKED_UP_TABLES as readonly string[]).includes(table);
