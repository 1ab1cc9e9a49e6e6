import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely } from 'kysely';
import { PGliteDialect } from './pglite-dialect.ts';
import type { Database } from './schema.ts';

const JSON_TYPE = 114;

/**
 * A json parameter given as UTF-8 bytes goes to PostgreSQL as it is (binary json is its text), as
 * node-postgres sends a Buffer: PGlite would otherwise measure and encode a string character by character
 * in JavaScript, which took a tenth of the full import (insert-batches.ts sends its rows so). Bytes are told by
 * ArrayBuffer.isView, not instanceof: a server in a jsdom test sees Node's Buffers as of another realm.
 */
function jsonParameter(value: unknown): string {
  if (ArrayBuffer.isView(value)) return value as unknown as string;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * PostgreSQL's own page cache inside PGlite's WebAssembly memory, where every page it ever caches stays
 * resident. PostgreSQL's default of 128 MB held a third of the server's memory after the data bench's
 * warm-up; the operating system caches the data folder's files anyway (`npm run bench data`: see
 * docs/ai-service.md, "Memory and import").
 */
const SHARED_BUFFERS = '32MB';

/** An embedded PostgreSQL in `dataDir` (`memory://` for none), optionally started from a dumped data folder. */
export function createPGlite(dataDir: string, snapshot?: Blob): PGlite {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  return new PGlite(dataDir, {
    extensions: { pg_trgm },
    serializers: { [JSON_TYPE]: jsonParameter },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
}

/** Kysely over a PGlite; destroying it closes the PGlite, then calls `onClosed`. */
export function kyselyOverPGlite(pglite: PGlite, onClosed?: () => void): Kysely<Database> {
  return new Kysely<Database>({ dialect: new PGliteDialect(pglite, onClosed) });
}
