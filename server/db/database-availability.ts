import { sql, type Kysely } from 'kysely';

/** Socket errors of a connection to PostgreSQL that could not be made or was cut. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN', 'EPIPE']);

/**
 * SQLSTATEs of a server that is not taking work: class 08 (connection exception), 57P01-57P03 (shut down,
 * crashed, starting up) and 53300 (too many connections).
 */
const isUnavailableState = (code: string) => code.startsWith('08') || ['57P01', '57P02', '57P03', '53300'].includes(code);

/** What node-postgres and its pool say when a connection is lost, times out or was closed after an error. */
const CONNECTION_LOST =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** Whether `error` says the database could not be reached (rather than that a query was wrong). */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && isUnavailableState(code)))) return true;
  if (CONNECTION_LOST.test(error.message)) return true;
  // Node's connect to a name of several addresses fails with every attempt's error.
  return error instanceof AggregateError && error.errors.some(isDatabaseUnavailable);
}

/** Whether the database answers a trivial query within `timeoutMs`; never rejects. */
export async function databaseAnswers<DB>(db: Kysely<DB>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const answered = sql`select 1`.execute(db).then(() => true, () => false);
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
