import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { holdingAdvisoryLock } from '../db/advisory-lock.ts';
import type { Database } from '../db/schema.ts';

export const IMPORT_LOCK_WAIT_MESSAGE = 'Another Clearway process is importing the FDA data or training its models: waiting for it.';

/**
 * Runs `work` while this process alone imports FDA data: on PostgreSQL (DATABASE_URL) under the advisory lock
 * that every importer takes (a CLI import, a server's first import, a refresh), `onWait` hearing when another
 * holds it; on PGlite the process owns the database folder (DATA_DIR/pglite.lock), so no other can import.
 */
export function holdingImportLock<T>(
  db: Kysely<Database>,
  config: Pick<Config, 'DATABASE_URL'>,
  work: () => Promise<T>,
  onWait: () => void,
): Promise<T> {
  if (!config.DATABASE_URL) return work();
  return holdingAdvisoryLock(db, 'clearway:fda-import', work, onWait);
}
