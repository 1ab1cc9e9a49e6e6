import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../../src/api/contracts/scenarios.ts';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createScenariosRepository, type ScenariosRepository } from './scenarios.repository.ts';
import { fdaScenarios } from './testing/fda-scenarios.ts';

const { scenario } = fdaScenarios();

/** The scenarios as the service hands them over: numbered from 1 in list order. */
const numbered = (...scenarios: Scenario[]): Scenario[] => scenarios.map((s, index) => ({ ...s, order: index + 1 }));

describe.each(testDatabaseKinds)('scenarios repository on $name', (kind) => {
  let database: TestDatabase;
  let repository: ScenariosRepository;

  beforeAll(async () => {
    database = await kind.open();
    repository = createScenariosRepository(database.db);
  });
  afterAll(() => database?.dispose());

  const codesOf = async (uid: string) => (await repository.list(uid)).map((row) => [row.position, row.product_code, row.data.order]);

  it('replaces the list: new rows added, kept ones moved, missing ones deleted', async () => {
    await repository.replaceAll('u-replace', numbered(scenario('DQY'), scenario('LLZ'), scenario('FRO')));
    expect(await codesOf('u-replace')).toEqual([[1, 'DQY', 1], [2, 'LLZ', 2], [3, 'FRO', 3]]);

    const rows = await repository.replaceAll('u-replace', numbered(scenario('FRO'), scenario('KOC'), scenario('DQY')));
    expect(rows.map((row) => [row.position, row.product_code, row.data.order])).toEqual([[1, 'FRO', 1], [2, 'KOC', 2], [3, 'DQY', 3]]);
    expect(rows[0]!.data).toEqual({ ...scenario('FRO'), order: 1 });

    expect(await repository.replaceAll('u-replace', [])).toEqual([]);
  });

  it('leaves a row it did not change untouched', async () => {
    const [first] = await repository.replaceAll('u-same', numbered(scenario('DQY'), scenario('LLZ')));
    const [again, moved] = await repository.replaceAll('u-same', numbered(scenario('DQY'), scenario('FRO'), scenario('LLZ')));
    expect(again!.updated_at).toEqual(first!.updated_at);
    expect(moved!.product_code).toBe('FRO');
  });

  it('moves a product code to another scenario id within one save', async () => {
    await repository.replaceAll('u-swap', numbered(scenario('DQY', 'scn_a'), scenario('LLZ', 'scn_b')));
    const rows = await repository.replaceAll('u-swap', numbered(scenario('LLZ', 'scn_a'), scenario('DQY', 'scn_b')));
    expect(rows.map(({ id, product_code }) => [id, product_code])).toEqual([['scn_a', 'LLZ'], ['scn_b', 'DQY']]);
  });

  it('keeps the previous list when the database refuses the new one', async () => {
    await repository.replaceAll('u-atomic', numbered(scenario('DQY'), scenario('LLZ')));
    // Two ids with one product code break the unique (uid, product_code) at commit, after the writes.
    const twice = repository.replaceAll('u-atomic', numbered(scenario('FRO'), scenario('FRO', 'scn_other')));
    await expect(twice).rejects.toThrow();
    expect(await codesOf('u-atomic')).toEqual([[1, 'DQY', 1], [2, 'LLZ', 2]]);
  });

  it('removes a scenario named by id and product code, and renumbers the rest', async () => {
    await repository.replaceAll('u-remove', numbered(scenario('DQY'), scenario('LLZ'), scenario('FRO'), scenario('KOC')));
    expect(await repository.remove('u-remove', 'scn_llz', 'DQY')).toBe(0);
    expect(await repository.remove('u-remove', 'scn_llz', 'LLZ')).toBe(1);
    expect(await codesOf('u-remove')).toEqual([[1, 'DQY', 1], [2, 'FRO', 2], [3, 'KOC', 3]]);
    expect(await repository.remove('u-remove', 'scn_dqy', 'DQY')).toBe(1);
    expect(await codesOf('u-remove')).toEqual([[1, 'FRO', 1], [2, 'KOC', 2]]);
    expect((await repository.list('u-remove'))[1]!.data).toEqual({ ...scenario('KOC'), order: 2 });
  });

  it('keeps users apart', async () => {
    await repository.replaceAll('u-alice', numbered(scenario('DQY')));
    await repository.replaceAll('u-bob', numbered(scenario('LLZ'), scenario('DQY')));
    expect(await repository.remove('u-bob', 'scn_dqy', 'DQY')).toBe(1);
    await repository.replaceAll('u-bob', []);
    expect(await codesOf('u-alice')).toEqual([[1, 'DQY', 1]]);
    expect(await repository.list('u-bob')).toEqual([]);
  });
});
