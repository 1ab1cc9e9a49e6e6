import { sql, type Kysely } from 'kysely';
import type { TestStandardsRow } from '../../../src/api/contracts/ai.ts';
import type { TestStandardsAnalysis } from '../../../src/api/contracts/test-results.ts';
import type { Database, TestResultRow } from '../../db/schema.ts';

export type TestResultsRepository = ReturnType<typeof createTestResultsRepository>;

/** What one save writes. */
export interface TestResultsContent {
  rows: readonly TestStandardsRow[];
  analysis: TestStandardsAnalysis | null;
}

/** Every query is scoped by the owner's uid: another user's product codes match nothing. */
export function createTestResultsRepository(db: Kysely<Database>) {
  return {
    get: (uid: string, productCode: string): Promise<TestResultRow | undefined> =>
      db.selectFrom('test_results').selectAll().where('uid', '=', uid).where('product_code', '=', productCode).executeTakeFirst(),

    /**
     * Writes the owner's results of a product code, counting the save in `version`. With `baseVersion` the
     * write happens only over that version (0: only when nothing is saved), atomically; otherwise it answers
     * undefined and changes nothing. Without it, the last write wins.
     */
    async save(uid: string, productCode: string, { rows, analysis }: TestResultsContent, baseVersion?: number): Promise<TestResultRow | undefined> {
      const content = { rows: JSON.stringify(rows), analysis: analysis === null ? null : JSON.stringify(analysis) };
      if (baseVersion !== undefined && baseVersion > 0) {
        return db
          .updateTable('test_results')
          .set({ ...content, version: sql<number>`version + 1`, updated_at: sql<Date>`now()` })
          .where('uid', '=', uid)
          .where('product_code', '=', productCode)
          .where('version', '=', baseVersion)
          .returningAll()
          .executeTakeFirst();
      }
      return db
        .insertInto('test_results')
        .values({ uid, product_code: productCode, ...content, version: 1 })
        .onConflict((conflict) => {
          const onOwnerAndCode = conflict.columns(['uid', 'product_code']);
          return baseVersion === 0
            ? onOwnerAndCode.doNothing()
            : onOwnerAndCode.doUpdateSet((eb) => ({
                rows: eb.ref('excluded.rows'),
                analysis: eb.ref('excluded.analysis'),
                version: sql<number>`test_results.version + 1`,
                updated_at: sql<Date>`now()`,
              }));
        })
        .returningAll()
        .executeTakeFirst();
    },

    /** Deletes the owner's results of a product code; whether there were any. */
    async remove(uid: string, productCode: string): Promise<boolean> {
      const deleted = await db.deleteFrom('test_results').where('uid', '=', uid).where('product_code', '=', productCode).executeTakeFirst();
      return Number(deleted.numDeletedRows) > 0;
    },
  };
}
