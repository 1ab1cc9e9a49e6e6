import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import type { FdaTestFolder } from '../../../testing/fda-test-folder.ts';
import {
  exportRecallsOf,
  FIXTURE_CODE,
  fixtureClasses,
  openFdaZip,
  recallClassFolder,
  testEnforcementReport,
  TEST_INPUT_CLASSES,
} from '../../../testing/recall-class-fixtures.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const recalls = exportRecallsOf(FIXTURE_CODE);
const expected = [...fixtureClasses()];

async function importInto(db: Kysely<Database>, dataDir: string, only: string[]): Promise<DatasetOutcome[]> {
  return importDatasets(db, { dataDir, datasets: safetyDatasets, only });
}

const classesHeld = async (db: Kysely<Database>) =>
  (await sql<{ recall_number: string; recall_class: string | null }>`
    select distinct recall_number, recall_class from fda_recalls order by recall_number`.execute(db)).rows.map((r) => [r.recall_number, r.recall_class]);

describe('recall classes from openFDA device-enforcement reports', () => {
  let folder: FdaTestFolder;
  let db: Kysely<Database>;
  let outcomes: DatasetOutcome[];
  beforeAll(async () => {
    folder = await recallClassFolder();
    db = await openMigratedTestPGlite();
    // Asked recalls first: the run still imports the classes before them.
    outcomes = await importInto(db, folder.dir, ['recalls', 'recall-classes']);
  }, 60_000);
  afterAll(async () => {
    await db?.destroy();
    await folder?.remove();
  });

  it("imports the code's real recalls from openFDA's recall zip, classes first", () => {
    expect(outcomes.map((o) => [o.name, o.rows, o.error])).toEqual([
      ['recall-classes', TEST_INPUT_CLASSES.length - 1, undefined],
      ['recalls', recalls.length, undefined],
    ]);
    expect(outcomes[0]!.tallied).toEqual([
      { file: 'openfda/device-enforcement-0001-of-0001.json.zip', reason: 'not Class I, II or III (e.g. Not Yet Classified): no class held', count: 1 },
    ]);
  });

  it('joins each recall number its class, and leaves the others without one', async () => {
    expect(await classesHeld(db)).toEqual(expected);
  });

  it('joins from either side: classes imported after the recalls reach them in the same run', async () => {
    const alone = await recallClassFolder({ enforcement: false });
    const second = await openMigratedTestPGlite();
    try {
      await importInto(second, alone.dir, ['recall-classes', 'recalls']);
      expect((await classesHeld(second)).every(([, recallClass]) => recallClass === null)).toBe(true);
      await alone.write(
        'openfda/device-enforcement-0001-of-0001.json.zip',
        openFdaZip('device-enforcement-0001-of-0001.json.zip', [testEnforcementReport(recalls[0]!['Recall Number']!, 'Class I')]),
      );
      await importInto(second, alone.dir, ['recall-classes']);
      expect((await classesHeld(second)).filter(([, recallClass]) => recallClass !== null)).toEqual([[recalls[0]!['Recall Number']!, 'Class I']]);
    } finally {
      await second.destroy();
      await alone.remove();
    }
  });

  it('fails the recalls, changing nothing, when the folder holds no recall file at all', async () => {
    const [outcome] = await importInto(db, `${folder.dir}/classification`, ['recalls']);
    expect(outcome!.error).toMatch(/^missing in .*: recalls\/fda_device_recalls_2007-2021\.csv\.gz or openfda\/device-recall-\*\.json\.zip$/);
    expect(await classesHeld(db)).toEqual(expected);
  });
});
