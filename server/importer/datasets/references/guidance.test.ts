import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords, rawText } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { safetyDatasets } from '../safety-datasets.ts';
import { GUIDANCE_FOLDER, GUIDANCE_INDEX } from './guidance.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const index = rawCsvRecords(GUIDANCE_INDEX);

async function importGuidance(dataDir: string) {
  const db = await openMigratedTestPGlite();
  const [outcome] = await importDatasets(db, { dataDir, datasets: safetyDatasets, only: ['guidance'] });
  return { db, outcome: outcome! };
}

describe('guidance dataset on the real folder', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  beforeAll(async () => ({ db, outcome } = await importGuidance(fdaDataDir())), 180_000);
  afterAll(() => db?.destroy());

  it('stores one document per index row whose file exists', () => {
    const present = index.filter((r) => existsSync(path.join(fdaDataDir(), GUIDANCE_FOLDER, r.file!)));
    expect(outcome.rows).toBe(present.length);
    expect(outcome.rejected).toBe(index.length - present.length);
  });

  it("keeps the index's title, docket and pages, and the text without its front matter", async () => {
    const entry = index[0]!;
    const row = await db.selectFrom('fda_guidance').selectAll().where('file', '=', entry.file!).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: entry.title, docket: entry.docket, pages: Number(entry.pages) });
    const markdown = rawText(`${GUIDANCE_FOLDER}/${entry.file}`);
    expect(markdown.startsWith('---')).toBe(true);
    expect(row.body.startsWith('---')).toBe(false);
    expect(markdown.trimEnd().endsWith(row.body.slice(-200))).toBe(true);
  });

  it('finds documents by the words of their title', async () => {
    const hits = await sql<{ file: string }>`
      select file from fda_guidance where search @@ websearch_to_tsquery('english', 'cybersecurity premarket')`.execute(db);
    expect(hits.rows.map((h) => h.file)).toContain(index.find((r) => r.title!.startsWith('Cybersecurity in Medical Devices'))!.file);
  });

  it('finds documents by a CFR section their text cites', async () => {
    const citing = index
      .filter((r) => existsSync(path.join(fdaDataDir(), GUIDANCE_FOLDER, r.file!)))
      .map((r) => ({ file: r.file!, section: /\b8[6-9]\d\.\d{4}\b/.exec(rawText(`${GUIDANCE_FOLDER}/${r.file}`))?.[0] }))
      .find((r) => r.section !== undefined)!;
    const hits = await sql<{ file: string }>`select file from fda_guidance where search @@ to_tsquery('simple', ${citing.section!})`.execute(db);
    expect(hits.rows.map((h) => h.file)).toContain(citing.file);
  });
});

describe('guidance dataset with files missing', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'guidance-'));
    await mkdir(path.join(folder, GUIDANCE_FOLDER));
    await symlink(path.join(fdaDataDir(), GUIDANCE_INDEX), path.join(folder, GUIDANCE_INDEX));
    for (const entry of index.slice(0, 3)) {
      await symlink(path.join(fdaDataDir(), GUIDANCE_FOLDER, entry.file!), path.join(folder, GUIDANCE_FOLDER, entry.file!));
    }
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('rejects each index row whose file is missing, with the index line', async () => {
    const { db, outcome } = await importGuidance(folder);
    await db.destroy();
    expect(outcome.rows).toBe(3);
    expect(outcome.rejected).toBe(index.length - 3);
    // Index rows are one line each (no quoted line breaks: line count = rows + header), so row 4 is on line 5.
    expect(rawText(GUIDANCE_INDEX).trimEnd().split('\n')).toHaveLength(index.length + 1);
    expect(outcome.rejectedSample[0]).toEqual({ file: GUIDANCE_INDEX, line: 5, reason: `${index[3]!.file} is not in ${GUIDANCE_FOLDER}/` });
  }, 120_000);
});
