import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/schema.ts';
import { insertInBatches } from './insert-batches.ts';
import { openMigratedTestPGlite } from '../testing/migrated-pglite.ts';

describe('insertInBatches', () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
  });
  afterAll(() => db?.destroy());

  it('stores rows from a stream in batches, with dates, arrays and quotes as given, and defaults for left-out columns', async () => {
    async function* rows() {
      yield { k_number: 'K000001', device_name: 'Tab\tand "quotes" \\ back', decision_date: '1990-06-07', sources: ['a.txt', 'b "c"'] };
      yield { k_number: 'K000002', device_name: null, decision_date: new Date('2001-02-03T00:00:00Z'), sources: [], ai_enabled: true };
      yield { k_number: 'K000003', applicant: 'Ünïcödé ™', sources: ['x'] };
    }
    const inserted = await db.transaction().execute((trx) => insertInBatches(trx, 'fda_devices', rows(), 2));
    expect(inserted).toBe(3);
    const stored = await db.selectFrom('fda_devices').select(['k_number', 'device_name', 'applicant', 'decision_date', 'sources', 'ai_enabled']).orderBy('k_number').execute();
    expect(stored).toEqual([
      { k_number: 'K000001', device_name: 'Tab\tand "quotes" \\ back', applicant: null, decision_date: new Date('1990-06-07T00:00:00Z'), sources: ['a.txt', 'b "c"'], ai_enabled: false },
      { k_number: 'K000002', device_name: null, applicant: null, decision_date: new Date('2001-02-03T00:00:00Z'), sources: [], ai_enabled: true },
      { k_number: 'K000003', device_name: null, applicant: 'Ünïcödé ™', decision_date: null, sources: ['x'], ai_enabled: false },
    ]);
  });

  it('fills serial ids and array defaults when a row leaves them out', async () => {
    await db.transaction().execute((trx) =>
      insertInBatches(trx, 'fda_device_documents', [{ k_number: 'K000001', doc_type: '510k_summary', body: 'text', source: 's', predicate_k_numbers: ['K1'] }]),
    );
    const [doc] = await db.selectFrom('fda_device_documents').select(['id', 'product_codes', 'predicate_k_numbers']).execute();
    expect(doc).toEqual({ id: 1, product_codes: [], predicate_k_numbers: ['K1'] });
  });
});
