import type { Insertable, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Inserts rows in multi-row statements (one round trip per batch), from an array or a stream of rows.
 * Returns how many rows were inserted.
 */
export async function insertInBatches<T extends keyof Database & string>(
  trx: Transaction<Database>,
  table: T,
  rows: Iterable<Insertable<Database[T]>> | AsyncIterable<Insertable<Database[T]>>,
  batchSize = 500,
): Promise<number> {
  let batch: Insertable<Database[T]>[] = [];
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    // Kysely's insert typing cannot follow a generic table name.
    await trx.insertInto(table).values(batch as never).execute();
    inserted += batch.length;
    batch = [];
  };
  for await (const row of rows) {
    batch.push(row);
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return inserted;
}
