import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { rawCsvRecords, rawLines } from '../../../testing/raw-fda-files.ts';
import { importDatasets, type DatasetOutcome } from '../../run-import.ts';
import { coreDatasets } from '../core-datasets.ts';
import { openMigratedTestPGlite } from '../../../testing/migrated-pglite.ts';

const FOICLASS = 'classification/foiclass_2026-01-31.txt';
const CLEANED = 'classification/product_codes_2026-08-18.csv';

/** foiclass read plainly (Latin-1 keeps every ASCII field as it is; the header is line 1). */
const [header, ...dataLines] = rawLines(FOICLASS, 'latin1');
const columns = header!.split('|');
const foiclass = new Map(
  dataLines.map((line) => {
    const fields = line.split('|');
    return [fields[2]!, Object.fromEntries(columns.map((c, i) => [c, fields[i]!]))] as const;
  }),
);
const cleaned = new Map(rawCsvRecords(CLEANED).map((r) => [r.product_code!, r]));

describe('product-codes dataset on the real files', () => {
  let db: Kysely<Database>;
  let outcome: DatasetOutcome;
  const row = (code: string) => db.selectFrom('fda_product_codes').selectAll().where('product_code', '=', code).executeTakeFirstOrThrow();

  beforeAll(async () => {
    db = await openMigratedTestPGlite();
    outcome = (await importDatasets(db, { dataDir: fdaDataDir(), datasets: coreDatasets, only: ['product-codes'] }))[0]!;
  }, 120_000);
  afterAll(() => db?.destroy());

  it('holds every code of foiclass and the codes only the newer cleaned file adds', async () => {
    expect(dataLines).toHaveLength(7_039);
    const added = [...cleaned.keys()].filter((code) => !foiclass.has(code));
    expect(added).toHaveLength(49);
    expect(outcome).toMatchObject({ rows: 7_039 + 49, rejected: 0 });
    const { n } = await db.selectFrom('fda_product_codes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(n).toBe(7_088);
    expect((await row(added[0]!)).source).toBe(CLEANED);
  });

  it("keeps FDA's class code, regulation and flags (DQY as foiclass writes it)", async () => {
    const dqy = foiclass.get('DQY')!;
    expect(await row('DQY')).toMatchObject({
      device_name: dqy.DEVICENAME,
      device_class: dqy.DEVICECLASS,
      regulation_number: dqy.REGULATIONNUMBER,
      review_panel: dqy.REVIEW_PANEL,
      submission_type_id: dqy.SUBMISSION_TYPE_ID,
      submission_type: cleaned.get('DQY')!.submission_type,
      gmp_exempt_flag: dqy.GMPEXEMPTFLAG === 'Y',
      third_party_flag: dqy.THIRDPARTYFLAG === 'Y',
      implant_flag: dqy.Implant_Flag === 'Y',
      life_sustain_support_flag: dqy.Life_Sustain_support_flag === 'Y',
      summary_malfunction_reporting: dqy.SummaryMalfunctionReporting,
      medical_specialty_description: cleaned.get('DQY')!.medical_specialty,
      source: `${FOICLASS}, ${CLEANED}`,
    });
    // foiclass writes the HDE class in lower case ('f'); it is stored as FDA's code letter F.
    const hde = [...foiclass.values()].find((r) => r.DEVICECLASS === 'f')!;
    expect((await row(hde.PRODUCTCODE!)).device_class).toBe('F');
  });

  it('lets the newer file win where FDA changed a code between the two', async () => {
    const reclassified = [...foiclass.values()].filter((r) => cleaned.get(r.PRODUCTCODE!)!.device_class !== r.DEVICECLASS);
    expect(reclassified.map((r) => r.PRODUCTCODE)).toHaveLength(4);
    for (const r of reclassified) {
      const newer = cleaned.get(r.PRODUCTCODE!)!;
      expect(await row(r.PRODUCTCODE!)).toMatchObject({ device_class: newer.device_class, regulation_number: newer.regulation });
    }
  });

  it("keeps FDA's own text where the cleaned copy only lost characters of it", async () => {
    // The cleaned file writes U+001A for characters it lost (e.g. the ß of PQV's name).
    const lossy = [...cleaned.values()].filter((r) => foiclass.has(r.product_code!) && r.device_type_name!.includes('\u001a'));
    expect(lossy.length).toBeGreaterThan(0);
    for (const r of lossy) {
      const fda = foiclass.get(r.product_code!)!.DEVICENAME!;
      if (/[\x80-\x9f]/.test(fda)) continue; // a Windows-1252-only character: Latin-1 cannot tell it here
      expect((await row(r.product_code!)).device_name).toBe(fda);
    }
    const texts = await db.selectFrom('fda_product_codes').select(['device_name', 'definition', 'physical_state', 'technical_method', 'target_area']).execute();
    const bad = texts.flatMap((t) => Object.values(t)).filter((v) => typeof v === 'string' && /[\ufffd\u001a\u0080-\u009f]/.test(v));
    expect(bad).toEqual([]);
  });

  it("gives the codes only the cleaned file holds FDA's panel codes, learned from the codes both hold", async () => {
    const added = [...cleaned.values()].filter((r) => !foiclass.has(r.product_code!) && r.review_panel !== '');
    expect(added.length).toBeGreaterThan(0);
    for (const r of added) {
      const shared = [...cleaned.values()].find((c) => foiclass.has(c.product_code!) && c.review_panel === r.review_panel)!;
      expect((await row(r.product_code!)).review_panel).toBe(foiclass.get(shared.product_code!)!.REVIEW_PANEL);
    }
  });
});
