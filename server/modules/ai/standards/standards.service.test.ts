import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { TestStandardsAnswer } from '../../../../src/api/contracts/ai.ts';
import { createDataServices } from '../../fda/data-services.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase, type ImportedDatabase } from '../../../testing/imported-database.ts';
import type { StandardsInput } from '../engine.ts';
import { normaliseProfile } from '../profile.ts';
import { catalogueEntry } from './catalogue/catalogue-index.ts';
import { CATALOGUE } from './catalogue/index.ts';
import { designationKeys } from './designation.ts';
import { cleanReference } from './predicate-rows.ts';
import { createStandardsEngine } from './standards.service.ts';
import { designationEdition, editionIdentity } from './recognition/designation-edition.ts';
import { recognitionIndex } from './recognition/recognition-index.ts';
import { STANDARDS_DATABASE_URL } from '../../../../src/api/text/fda-source-refs.ts';

let imported: ImportedDatabase;
let engine: ReturnType<typeof createStandardsEngine>;

beforeAll(async () => {
  imported = await openImportedDatabase();
  engine = createStandardsEngine({ db: imported.db, data: createDataServices(imported.db) });
}, IMPORT_TIMEOUT_MS);
afterAll(() => imported?.db.destroy());

const input = (profile: Parameters<typeof normaliseProfile>[0], extra: Partial<StandardsInput> = {}): StandardsInput => ({
  profile: normaliseProfile(profile),
  productCode: null,
  topDeviceProblems: [],
  topPatientProblems: [],
  predicateKNumbers: [],
  ...extra,
});

const rowOf = (rows: TestStandardsRow[], designation: string) => rows.find((row) => row.standard_reference === catalogueEntry(designation)?.designation);

const WEARABLE = {
  device_name: 'Wireless wearable ECG patch',
  description: 'A battery powered adhesive patch worn on the skin for up to 7 days; firmware and a smartphone app analyse the signal.',
  intended_use: 'Continuous ambulatory ECG recording sent over Bluetooth to clinicians.',
};

describe('test-standards for a profile only', () => {
  it('selects the safety, EMC, software, biocompatibility and risk standards, naming the words that triggered them', async () => {
    const answer = await engine.testStandards(input(WEARABLE));
    TestStandardsAnswer.omit('engine').assert(answer);
    const expectations: [string, RegExp][] = [
      ['IEC 60601-1', /"battery"/],
      ['IEC 60601-1-2', /"bluetooth"|"battery"/],
      ['IEC 62304', /"firmware"|"app"/],
      ['ISO 10993-1', /"skin"|"adhesive"/],
      ['ISO 14971', /every device/],
    ];
    for (const [designation, trigger] of expectations) {
      const row = rowOf(answer.rows, designation);
      expect(row, designation).toBeDefined();
      expect(row!.label).toBe('fda-consensus');
      expect(row!.rationale).toMatch(trigger);
    }
    // 7 days of skin contact is prolonged: systemic toxicity and chemical characterisation apply.
    expect(rowOf(answer.rows, 'ISO 10993-11')?.rationale).toMatch(/prolonged.*7 days/);
    expect(rowOf(answer.rows, 'IEC 60601-2-47')).toBeDefined();
    expect(answer.ai_snapshot).toMatch(/No product code was given/);
    const sorted = [...answer.rows].sort((a, b) => a.category.localeCompare(b.category) || a.standard_reference.localeCompare(b.standard_reference));
    expect(answer.rows).toEqual(sorted);
  });

  it('turns reported problems into ai rows and ignores an unknown product code', async () => {
    const answer = await engine.testStandards(
      input({ device_name: 'Examination light', description: 'A lamp for examination rooms' }, {
        productCode: 'ZZZ',
        topDeviceProblems: [{ problem: 'Battery Problem', count: 4 }],
        topPatientProblems: [],
      }),
    );
    const battery = rowOf(answer.rows, 'IEC 62133-2');
    expect(battery?.label).toBe('ai');
    expect(battery?.rationale).toContain('"Battery Problem" (4 reports)');
    expect(answer.ai_snapshot).toMatch(/Product code ZZZ is not in the imported classification/);
  });
});

describe('test-standards for a real IVD product code with predicates', () => {
  it('adds the predicates\' referenced standards, naming their K-numbers, and only references it can trace', async () => {
    const db = imported.db;
    // The newest decision summary of a chemistry or toxicology code that references a catalogued CLSI protocol.
    const found = await sql<{ k_number: string; product_code: string; standards_referenced: string[] }>`
      select d.k_number, pc.product_code, d.standards_referenced
      from fda_device_documents d join fda_product_codes pc on pc.product_code = d.product_codes[1]
      where pc.review_panel in ('CH', 'TX') and array_to_string(d.standards_referenced, ' ') ~ 'EP0?5'
      order by d.k_number desc limit 1`.execute(db);
    const predicate = found.rows[0];
    expect(predicate).toBeDefined();
    const { k_number: kNumber, product_code: productCode } = predicate!;

    const started = performance.now();
    const answer = await engine.testStandards(input({ device_name: 'Quantitative assay', description: 'Reagents for a clinical chemistry analyser' }, { productCode, predicateKNumbers: [kNumber] }));
    const firstCall = performance.now() - started;

    const fromPredicate = answer.rows.filter((row) => row.label === 'predicate');
    expect(fromPredicate.length).toBeGreaterThan(0);
    const catalogued = predicate!.standards_referenced.flatMap(designationKeys).map((key) => CATALOGUE.find((entry) => designationKeys(entry.designation)[0] === key)).filter(Boolean);
    for (const entry of catalogued) {
      const row = answer.rows.find((candidate) => candidate.standard_reference === entry!.designation);
      expect(row?.label, entry!.designation).toBe('predicate');
      expect(row?.rationale).toContain(kNumber);
    }
    expect(answer.sources).toContainEqual(expect.objectContaining({ kind: 'k_number', id: kNumber }));
    expect(answer.ai_snapshot).toContain(productCode);

    // Every reference is a catalogue designation, a text some read document holds, or a held guidance title.
    const documents = await db.selectFrom('fda_device_documents').select('standards_referenced').where(sql<boolean>`cardinality(standards_referenced) > 0`).execute();
    const referenced = new Set(documents.flatMap((document) => document.standards_referenced.map(cleanReference)));
    const titles = new Set((await db.selectFrom('fda_guidance').select('title').execute()).map((row) => row.title));
    for (const row of answer.rows) {
      const traced = catalogueEntry(row.standard_reference)?.designation === row.standard_reference || referenced.has(row.standard_reference) || titles.has(row.standard_reference);
      expect(traced, row.standard_reference).toBe(true);
    }
    // The IVD rule fires from the code's panel too; where a predicate also cited the standard its label wins.
    expect(answer.rows.some((row) => /CLSI EP/.test(row.standard_reference) && /Rule "in vitro diagnostic analytical performance"/.test(row.rationale ?? ''))).toBe(true);
    console.info(answer.ai_snapshot);

    const times: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      await engine.testStandards(input(WEARABLE, { productCode, predicateKNumbers: [kNumber] }));
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.info(`test-standards: first ${firstCall.toFixed(0)} ms, warm median ${times[2]!.toFixed(1)} ms`);
    expect(times[2]).toBeLessThan(150);
  });
});


describe('recognition numbers from the FDA documents, and replaced standards', () => {
  const statedIndex = async () => recognitionIndex(await imported.db.selectFrom('fda_standard_recognitions').select(['designation_key', 'edition', 'recognition_number', 'k_number']).execute());

  it("checks the catalogue's own recognition numbers against what the documents state for the same edition", async () => {
    const index = await statedIndex();
    let confirmed = 0;
    for (const entry of CATALOGUE.filter((candidate) => candidate.recognition !== null)) {
      const stated = index.statedNumbers(editionIdentity(designationEdition(entry.designation)!));
      if (stated.length > 0) expect(stated, entry.designation).toContain(entry.recognition);
      if (stated.includes(entry.recognition!)) confirmed += 1;
    }
    // ISO 14971:2019 (5-125) and IEC 62304:2006+A1:2015 (13-79) are stated in the IVD documents.
    expect(confirmed).toBeGreaterThanOrEqual(2);
  });

  it('gives catalogue rows the number their documents state for that edition, naming the documents', async () => {
    const { rows } = await sql<{ recognition_number: string; newest: string }>`
      select recognition_number, max(k_number) as newest from fda_standard_recognitions
      where designation_key = 'CLSI EP5' and edition = 'ed. 3'
      group by recognition_number order by count(distinct k_number) desc limit 1`.execute(imported.db);
    const { recognition_number: number, newest } = rows[0]!;
    const answer = await engine.testStandards(input({ device_name: 'Quantitative assay', description: 'Reagents measuring glucose on a clinical chemistry analyser' }, { productCode: 'CGA' }));
    const row = rowOf(answer.rows, 'CLSI EP05-A3');
    expect(row?.recognition_number).toBe(number);
    expect(row?.recognition_source).toContain(`Stated in the 510(k) documents of ${newest}`);
    expect(answer.sources).toContainEqual(expect.objectContaining({ kind: 'standard', id: 'CLSI EP05-A3', label: expect.stringContaining(`(FDA recognition ${number})`) }));
  });

  it('links every row to its source: the standards database, the predicate 510(k), the guidance docket', async () => {
    const answer = await engine.testStandards(input(WEARABLE, { productCode: 'DXH' }));
    for (const row of answer.rows) {
      expect(row.source, row.standard_reference).toBeTruthy();
      if (row.label === 'fda-consensus' || row.label === 'ai') expect(row.source).toMatchObject({ kind: 'standard', url: STANDARDS_DATABASE_URL });
      if (row.label === 'predicate' && !catalogueEntry(row.standard_reference)) expect(row.source?.url).toMatch(/cfpmn\/pmn\.cfm\?ID=K\d{6}$/);
    }
    const guidance = answer.rows.filter((row) => row.label === 'guidance');
    expect(guidance.length).toBeGreaterThan(0);
    const dockets = new Map((await imported.db.selectFrom('fda_guidance').select(['title', 'docket']).execute()).map((row) => [row.title, row.docket]));
    for (const row of guidance) {
      const docket = dockets.get(row.standard_reference);
      expect(row.source?.url ?? null).toBe(docket ? `https://www.regulations.gov/docket/${docket}` : null);
    }
  });

  it("says when a predicate's documents cite an edition the current one supersedes", async () => {
    const found = await sql<{ k_number: string; product_code: string }>`
      select k_number, product_codes[1] as product_code from fda_device_documents
      where array_to_string(standards_referenced, ' ') ~ '14971:2007' and cardinality(product_codes) > 0
      order by k_number desc limit 1`.execute(imported.db);
    const { k_number: kNumber, product_code: productCode } = found.rows[0]!;
    const answer = await engine.testStandards(input({ device_name: 'Assay', description: 'An in vitro diagnostic assay' }, { productCode, predicateKNumbers: [kNumber] }));
    const row = rowOf(answer.rows, 'ISO 14971');
    expect(row?.label).toBe('predicate');
    expect(row?.rationale).toMatch(/They cite ISO 14971:2007\b.*which this edition supersedes/);
    expect(row?.status ?? null).toBeNull();
  });
});
