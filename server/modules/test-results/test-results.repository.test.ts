import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createTestResultsRepository, type TestResultsRepository } from './test-results.repository.ts';
import { catalogueAnalysis, catalogueRows } from './testing/catalogue-results.ts';

const rows = catalogueRows(3);
const analysis = { ...catalogueAnalysis(rows), updated_at: '2026-11-25T10:00:00.000Z' };

describe.each(testDatabaseKinds)('test results repository on $name', (kind) => {
  let database: TestDatabase;
  let repository: TestResultsRepository;

  beforeAll(async () => {
    database = await kind.open();
    repository = createTestResultsRepository(database.db);
  });
  afterAll(() => database?.dispose());

  it('writes, counts the writes and reads back', async () => {
    const first = await repository.save('u-write', 'DQY', { rows, analysis });
    expect(first).toMatchObject({ uid: 'u-write', product_code: 'DQY', rows, analysis, version: 1 });
    const second = await repository.save('u-write', 'DQY', { rows: [], analysis: null });
    expect(second).toMatchObject({ rows: [], analysis: null, version: 2 });
    expect(second!.created_at).toEqual(first!.created_at);
    expect(await repository.get('u-write', 'DQY')).toEqual(second);
  });

  it('writes over a base version only when it is the saved one', async () => {
    expect(await repository.save('u-base', 'DQY', { rows, analysis: null }, 0)).toMatchObject({ version: 1 });
    expect(await repository.save('u-base', 'DQY', { rows: [], analysis: null }, 0)).toBeUndefined();
    expect(await repository.save('u-base', 'DQY', { rows: [], analysis: null }, 2)).toBeUndefined();
    expect(await repository.save('u-base', 'DQY', { rows: rows.slice(1), analysis }, 1)).toMatchObject({ version: 2 });
    expect(await repository.save('u-base', 'LLZ', { rows, analysis }, 1)).toBeUndefined();
    expect(await repository.get('u-base', 'DQY')).toMatchObject({ rows: rows.slice(1), analysis, version: 2 });
    expect(await repository.get('u-base', 'LLZ')).toBeUndefined();
  });

  it('lets only one of two saves over the same version win', async () => {
    await repository.save('u-race', 'DQY', { rows, analysis: null });
    const results = await Promise.all([
      repository.save('u-race', 'DQY', { rows: rows.slice(0, 1), analysis: null }, 1),
      repository.save('u-race', 'DQY', { rows: rows.slice(0, 2), analysis: null }, 1),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await repository.get('u-race', 'DQY'))!.version).toBe(2);
  });

  it('deletes one product code of one user', async () => {
    await repository.save('u-alice', 'DQY', { rows, analysis });
    await repository.save('u-bob', 'DQY', { rows, analysis });
    await repository.save('u-bob', 'LLZ', { rows, analysis });
    expect(await repository.remove('u-bob', 'DQY')).toBe(true);
    expect(await repository.remove('u-bob', 'DQY')).toBe(false);
    expect(await repository.get('u-bob', 'DQY')).toBeUndefined();
    expect(await repository.get('u-bob', 'LLZ')).toMatchObject({ version: 1 });
    expect(await repository.get('u-alice', 'DQY')).toMatchObject({ version: 1 });
  });
});
