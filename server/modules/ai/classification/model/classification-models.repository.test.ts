import { randomBytes } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../db/open-database.ts';
import { migrations } from '../../../../db/migrations/index.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../../testing/test-databases.ts';
import { createClassificationModelsRepository, MODEL_PART_CHARS } from './classification-models.repository.ts';

const PART_BYTES = (MODEL_PART_CHARS / 4) * 3;

const model = (name: string, bytes: number) => ({ name, examples: 3, codes: 2, model: new Uint8Array(randomBytes(bytes)) });

describe.each(testDatabaseKinds)('classification models repository on $name', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await kind.open();
  });
  afterAll(() => database?.dispose());

  it('reads back byte for byte what it stored, over part boundaries', async () => {
    const repository = createClassificationModelsRepository(database.db);
    const stored = [model('a-empty', 0), model('b-one-byte', 1), model('c-one-part', PART_BYTES), model('d-just-over', PART_BYTES + 1), model('e-many', PART_BYTES * 5 + 1234)];
    await repository.replaceModels(stored);
    const read = await repository.models();
    expect(read.map((item) => item.name)).toEqual(stored.map((item) => item.name));
    read.forEach((item, i) => expect(Buffer.compare(item.model, stored[i]!.model)).toBe(0));
    const { rows } = await sql<{ name: string; parts: number; longest: number }>`
      select name, count(*)::int as parts, max(octet_length(base64))::int as longest
      from fda_classification_model_parts group by name order by name`.execute(database.db);
    expect(rows).toEqual([
      { name: 'a-empty', parts: 1, longest: 0 },
      { name: 'b-one-byte', parts: 1, longest: 4 },
      { name: 'c-one-part', parts: 1, longest: MODEL_PART_CHARS },
      { name: 'd-just-over', parts: 2, longest: MODEL_PART_CHARS },
      { name: 'e-many', parts: 6, longest: MODEL_PART_CHARS },
    ]);
  });

  it('replaces the stored models and their parts', async () => {
    const repository = createClassificationModelsRepository(database.db);
    await repository.replaceModels([model('x', PART_BYTES * 2)]);
    const replacement = model('y', 10);
    await repository.replaceModels([replacement]);
    expect(await repository.models()).toEqual([{ name: 'y', model: Buffer.from(replacement.model) }]);
    const { rows } = await sql<{ parts: number }>`select count(*)::int as parts from fda_classification_model_parts`.execute(database.db);
    expect(rows[0]!.parts).toBe(1);
  });

  it('returns a model that lost a part cut short, for decoding to refuse', async () => {
    const repository = createClassificationModelsRepository(database.db);
    const whole = model('z', PART_BYTES * 3);
    await repository.replaceModels([whole]);
    await sql`delete from fda_classification_model_parts where name = 'z' and part = 1`.execute(database.db);
    const [read] = await repository.models();
    expect(Buffer.compare(read!.model, whole.model.subarray(0, PART_BYTES))).toBe(0);
  });
});

describe('migration 0017', () => {
  it('splits a model stored whole into parts that read back the same bytes', async () => {
    const db = openDatabase({ kind: 'pglite', dataDir: 'memory://' });
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      expect((await migrator.migrateTo('0016-pending-objects')).error).toBeUndefined();
      const bytes = randomBytes(PART_BYTES * 2 + 7);
      await sql`insert into fda_classification_models (name, examples, codes, model_base64) values ('old', 1, 1, ${bytes.toString('base64')})`.execute(db);
      expect((await migrator.migrateTo('0017-classification-model-parts')).results?.map((result) => result.migrationName)).toEqual(['0017-classification-model-parts']);
      const [read] = await createClassificationModelsRepository(db).models();
      expect(read!.name).toBe('old');
      expect(Buffer.compare(read!.model, bytes)).toBe(0);
    } finally {
      await db.destroy();
    }
  });
});
