import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

export type PendingObjectsRepository = ReturnType<typeof createPendingObjectsRepository>;

export interface PendingObject {
  key: string;
  writer: string;
  created_at: Date;
}

/** The objects being put into the file storage before the row naming them is committed (migration 0016). */
export function createPendingObjectsRepository(db: Kysely<Database>) {
  return {
    async add(keys: readonly string[], writer: string): Promise<void> {
      await db.insertInto('pending_objects').values(keys.map((key) => ({ key, writer }))).execute();
    },

    list: (): Promise<PendingObject[]> => db.selectFrom('pending_objects').selectAll().orderBy('created_at').execute(),

    async remove(keys: readonly string[]): Promise<void> {
      if (keys.length > 0) await db.deleteFrom('pending_objects').where('key', 'in', keys).execute();
    },
  };
}
