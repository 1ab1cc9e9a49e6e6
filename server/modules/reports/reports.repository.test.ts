import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createReportsRepository, type NewReport, type ReportsRepository } from './reports.repository.ts';

let serial = 0;
const report = (uid: string, productCode = 'DQY'): NewReport => {
  serial += 1;
  return {
    id: `rpt_${uid}_${serial}`,
    uid,
    product_code: productCode,
    title: `${productCode} strategy`,
    prepared_on: '2026-11-25',
    docx_key: `${uid}/reports/${serial}.docx`,
    docx_size: 1000 + serial,
    pdf_key: `${uid}/reports/${serial}.pdf`,
    pdf_size: 2000 + serial,
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0, serial)),
  };
};

describe.each(testDatabaseKinds)('reports repository on $name', (kind) => {
  let database: TestDatabase;
  let repository: ReportsRepository;

  beforeAll(async () => {
    database = await kind.open();
    repository = createReportsRepository(database.db);
  });
  afterAll(() => database?.dispose());

  it('inserts below the limit only, also when saves come at once', async () => {
    const saved = await Promise.all([1, 2, 3, 4].map(() => repository.insertWithin(report('u-limit'), 3)));
    expect(saved.filter(Boolean)).toHaveLength(3);
    expect(await repository.count('u-limit')).toBe(3);
    expect(await repository.insertWithin(report('u-other'), 3)).toMatchObject({ uid: 'u-other', docx_size: expect.any(Number) });
  });

  it('lists the newest first, per user', async () => {
    const [older, newer] = [report('u-list', 'DQY'), report('u-list', 'LLZ')];
    await repository.insertWithin(newer, 10);
    await repository.insertWithin(older, 10);
    expect((await repository.list('u-list')).map(({ id }) => id)).toEqual([newer.id, older.id]);
    expect(await repository.get('u-list', older.id)).toMatchObject({ ...older });
    expect(await repository.get('u-someone-else', older.id)).toBeUndefined();
  });

  it("deletes the owner's report only", async () => {
    const kept = report('u-remove');
    await repository.insertWithin(kept, 10);
    expect(await repository.remove('u-intruder', kept.id)).toBe(false);
    expect(await repository.get('u-remove', kept.id)).toBeDefined();
    expect(await repository.remove('u-remove', kept.id)).toBe(true);
    expect(await repository.remove('u-remove', kept.id)).toBe(false);
    expect(await repository.get('u-remove', kept.id)).toBeUndefined();
  });
});
