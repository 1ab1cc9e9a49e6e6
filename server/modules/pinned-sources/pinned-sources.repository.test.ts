import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '../../testing/test-databases.ts';
import { createPinnedSourcesRepository, type NewPinnedSource, type PinnedSourcesRepository } from './pinned-sources.repository.ts';

let serial = 0;
const pin = (uid: string, sourceId: string, kind: NewPinnedSource['kind'] = 'k_number'): NewPinnedSource => {
  serial += 1;
  return { id: `pin_${uid}_${serial}`, uid, kind, source_id: sourceId, label: `${sourceId}: a device`, url: null, created_at: new Date(Date.UTC(2026, 10, 25, 12, 0, serial)) };
};

describe.each(testDatabaseKinds)('pinned sources repository on $name', (kind) => {
  let database: TestDatabase;
  let repository: PinnedSourcesRepository;

  beforeAll(async () => {
    database = await kind.open();
    repository = createPinnedSourcesRepository(database.db);
  });
  afterAll(() => database?.dispose());

  it('pins a source once, also when two pins of it come at once; the same id of another kind is another source', async () => {
    const outcomes = await Promise.all([pin('u-once', 'K213456'), pin('u-once', 'K213456')].map((row) => repository.insertWithin(row, 10)));
    expect(outcomes.filter((outcome) => 'pinned' in outcome)).toHaveLength(1);
    expect(outcomes).toContainEqual({ refused: 'duplicate' });
    expect(await repository.insertWithin(pin('u-once', 'K213456', 'dataset'), 10)).toMatchObject({ pinned: { kind: 'dataset' } });
    expect(await repository.insertWithin(pin('u-someone-else', 'K213456'), 10)).toMatchObject({ pinned: { uid: 'u-someone-else' } });
  });

  it('pins below the limit only, also when pins come at once', async () => {
    const outcomes = await Promise.all(['K000001', 'K000002', 'K000003', 'K000004'].map((id) => repository.insertWithin(pin('u-limit', id), 3)));
    expect(outcomes.filter((outcome) => 'pinned' in outcome)).toHaveLength(3);
    expect(outcomes).toContainEqual({ refused: 'full' });
    // A source pinned already is a duplicate before it is one too many.
    const first = (await repository.list('u-limit'))[0]!;
    expect(await repository.insertWithin(pin('u-limit', first.source_id), 3)).toEqual({ refused: 'duplicate' });
  });

  it('lists the newest first, per user, up to a limit', async () => {
    const [older, newer] = [pin('u-list', 'DQY', 'product_code'), pin('u-list', 'K111111')];
    await repository.insertWithin(newer, 10);
    await repository.insertWithin(older, 10);
    expect((await repository.list('u-list')).map(({ id }) => id)).toEqual([newer.id, older.id]);
    expect((await repository.list('u-list', 1)).map(({ id }) => id)).toEqual([newer.id]);
    expect(await repository.list('u-nobody')).toEqual([]);
  });

  it("unpins the owner's pin only, by id or by source", async () => {
    const [byId, bySource] = [pin('u-remove', 'K222222'), pin('u-remove', '870.1250', 'regulation')];
    await repository.insertWithin(byId, 10);
    await repository.insertWithin(bySource, 10);
    expect(await repository.removeById('u-intruder', byId.id)).toBe(false);
    expect(await repository.removeBySource('u-intruder', 'regulation', '870.1250')).toBe(false);
    expect(await repository.removeById('u-remove', byId.id)).toBe(true);
    expect(await repository.removeById('u-remove', byId.id)).toBe(false);
    expect(await repository.removeBySource('u-remove', 'k_number', '870.1250')).toBe(false);
    expect(await repository.removeBySource('u-remove', 'regulation', '870.1250')).toBe(true);
    expect(await repository.list('u-remove')).toEqual([]);
  });
});
