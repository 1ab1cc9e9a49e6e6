import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawText } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { coreDatasets } from '../core-datasets.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const partFiles = readdirSync(path.join(fdaDataDir(), 'cfr21')).filter((f) => /^part-\d+\.md$/.test(f));
/** Every '### §' heading line of the part files, read plainly. */
const headings = partFiles.flatMap((f) => rawText(`cfr21/${f}`).split('\n').filter((line) => line.startsWith('### §')));

describe('regulations dataset on the 21 CFR part files', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  const row = (number: string) => db.selectFrom('fda_regulations').selectAll().where('regulation_number', '=', number).executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    outcome = (await importDatasets(db, { dataDir: fdaDataDir(), datasets: coreDatasets, only: ['regulations'] }))[0]!;
  }, 120_000);
  afterAll(() => db?.destroy());

  it('holds one row per § section', () => {
    expect(partFiles).toHaveLength(18);
    expect(headings).toHaveLength(2_162);
    expect(outcome).toMatchObject({ rows: headings.length, rejected: 0 });
  });

  it("splits 870.1110 into title, identification and classification (as part-870.md writes it)", async () => {
    // part-870.md lines 111-119: "### § 870.1110 Blood pressure computer." / (a) *Identification.* ... / (b) *Classification.* ...
    const part = rawText('cfr21/part-870.md');
    const section = part.slice(part.indexOf('870.1110 Blood pressure computer.'), part.indexOf('### §', part.indexOf('870.1110 Blood')));
    const identification = section.match(/\*Identification\.\*\s+([^\n]+)/)![1]!.trim();
    expect(await row('870.1110')).toMatchObject({
      part: 870,
      title: 'Blood pressure computer',
      identification,
      classification: 'Class II (performance standards).',
    });
  });

  it('keeps the special controls under the classification, and the whole section as body', async () => {
    const reg = await row('870.1251');
    expect(reg.classification).toMatch(/^Class II \(special controls\)\. The special controls for this device are:/);
    expect(reg.classification).toContain('(7) Clinical performance testing must demonstrate:');
    expect(reg.classification).not.toContain('Citation');
    expect(reg.body).toContain('> Citation: [83 FR 4140, Jan. 30, 2018]');
  });

  it('reads the first device of a section that classifies several', async () => {
    const part = rawText('cfr21/part-862.md');
    expect(part).toMatch(/### §\s*862\.1155 [^\n]*\n\n\(a\)\s*\*[^*]+\*\s*—\(1\)\s*\*Identification\.\*/);
    const hcg = await row('862.1155');
    expect(hcg.identification).toMatch(/^A human chorionic gonadotropin \(HCG\) test system is a device intended for the early detection of pregnancy/);
    expect(hcg.classification).toMatch(/^Class II/);
  });

  it('keeps reserved sections, titled as the text says', async () => {
    expect(await row('880.6175')).toMatchObject({ title: '[Reserved]', identification: null, classification: null });
  });
});
