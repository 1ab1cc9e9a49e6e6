import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawLines } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { PREDICATE_FILES } from './predicates.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

/** The raw files read plainly: each is `device,predicate` with a header, or one K-number a line. */
function rawFindings() {
  const edges = new Map<string, Set<string>>();
  const none = new Set<string>();
  const selfCitations: { file: string; line: number }[] = [];
  for (const file of [PREDICATE_FILES.fyi, PREDICATE_FILES.devtree, PREDICATE_FILES.manual]) {
    rawLines(file).slice(1).forEach((text, i) => {
      const [device, predicate] = text.split(',');
      if (!predicate || (file === PREDICATE_FILES.manual && predicate === 'S')) none.add(device!);
      else if (predicate === device) selfCitations.push({ file, line: i + 2 });
      else edges.set(`${device},${predicate}`, (edges.get(`${device},${predicate}`) ?? new Set()).add(file));
    });
  }
  rawLines(PREDICATE_FILES.missing).forEach((k) => none.add(k));
  const linked = new Set([...edges.keys()].map((edge) => edge.split(',')[0]));
  return { edges, noneFound: [...none].filter((k) => !linked.has(k)), selfCitations };
}

const yearOf = (k: string) => (Number(k.slice(1, 3)) >= 76 ? 1900 : 2000) + Number(k.slice(1, 3));

describe('predicates dataset on the real files', () => {
  const raw = rawFindings();
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    outcome = (await importDatasets(db, { dataDir: fdaDataDir(), datasets: safetyDatasets, only: ['predicates'] }))[0]!;
  }, 180_000);
  afterAll(() => db?.destroy());

  it('stores each distinct edge once, across the three link files', async () => {
    expect(outcome.error).toBeUndefined();
    const { n } = await db.selectFrom('fda_predicate_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(raw.edges.size);
  });

  it('keeps every file that gives an edge', async () => {
    const [edge, files] = [...raw.edges].find(([, sources]) => sources.size === 3)!;
    const [device, predicate] = edge.split(',');
    const row = await db.selectFrom('fda_predicate_links').selectAll().where('device', '=', device!).where('predicate', '=', predicate!).executeTakeFirstOrThrow();
    expect(new Set(row.sources)).toEqual(files);
  });

  it('stores the devices checked with no predicate found that no file links', async () => {
    const { n } = await db.selectFrom('fda_predicate_checked_none').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(raw.noneFound.length);
    expect(outcome.rows).toBe(raw.edges.size + raw.noneFound.length);
  });

  it('rejects the rows where a device cites itself, with file and line', () => {
    expect(outcome.rejected).toBe(raw.selfCitations.length);
    expect(outcome.rejectedSample[0]).toMatchObject(raw.selfCitations[0]!);
  });
});

describe('predicates dataset --as-of', () => {
  const raw = rawFindings();
  const asOf = new Date('2015-06-30');
  const citing = [...new Set([...raw.edges.keys()].map((edge) => edge.split(',')[0]!))];
  // fda_devices dates two citing devices: a 2014 K-number decided after the as-of day, a 2015 one before it.
  const decidedLate = citing.find((k) => k.startsWith('K14'))!;
  const decidedInTime = citing.find((k) => k.startsWith('K15'))!;
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    await db
      .insertInto('fda_devices')
      .values([
        { k_number: decidedLate, decision_date: '2015-09-01', sources: ['test'] },
        { k_number: decidedInTime, decision_date: '2015-03-01', sources: ['test'] },
      ])
      .execute();
    await importDatasets(db, { dataDir: fdaDataDir(), asOf, datasets: safetyDatasets, only: ['predicates'] });
  }, 180_000);
  afterAll(() => db?.destroy());

  it('keeps links of devices decided by the day: dated by fda_devices, else received two years before', async () => {
    const expected = [...raw.edges.keys()].filter((edge) => {
      const device = edge.split(',')[0]!;
      return device === decidedInTime || (device !== decidedLate && yearOf(device) <= 2013);
    });
    const { n } = await db.selectFrom('fda_predicate_links').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(expected.length);
    const devices = await db.selectFrom('fda_predicate_links').select('device').where('device', 'in', [decidedLate, decidedInTime]).execute();
    expect(new Set(devices.map((d) => d.device))).toEqual(new Set([decidedInTime]));
  });
});
