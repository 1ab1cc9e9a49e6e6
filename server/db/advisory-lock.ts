import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Runs `work` while this process holds PostgreSQL's advisory lock `name` in the current schema, so that
 * processes sharing the database take turns; `onWait` hears when another holds it and this one waits. The
 * lock belongs to a connection reserved for it (`work` runs on the others), and goes with that connection
 * should the process die. Not for PGlite: its one connection would be the reserved one.
 */
export async function holdingAdvisoryLock<T>(db: Kysely<Database>, name: string, work: () => Promise<T>, onWait: () => void = () => {}): Promise<T> {
  return db.connection().execute(async (session) => {
    const key = sql`hashtext(current_schema()), hashtext(${name})`;
    const { rows } = await sql<{ taken: boolean }>`select pg_try_advisory_lock(${key}) as taken`.execute(session);
    if (!rows[0]!.taken) {
      onWait();
      await sql`select pg_advisory_lock(${key})`.execute(session);
    }
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${key})`.execute(session);
    }
  });
}
