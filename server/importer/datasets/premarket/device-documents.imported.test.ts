import { sql, type Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { IMPORT_TIMEOUT_MS, importRunOf, openImportedDatabase } from '../../../testing/imported-database.ts';
import { rawText } from '../../../testing/raw-fda-files.ts';
import type { DatasetOutcome } from '../../run-import.ts';

const SUMMARIES = 'predicates/510k_summaries_100_2025.jsonl';
const IVD = 'ivd_decision_summaries/ivd_decision_summaries.jsonl.gz';
type RawDocument = Record<string, unknown> & { k_number: string; text?: string; summary_raw?: string };
const jsonLines = (file: string) => rawText(file).split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line) as RawDocument);

describe('device-documents dataset on the real files', () => {
  const summaries = jsonLines(SUMMARIES);
  const ivd = jsonLines(IVD);
  let db: Kysely<Database>;
  let outcome: Pick<DatasetOutcome, 'rows' | 'rejected'>;
  const documents = (k: string, docType: string) =>
    db.selectFrom('fda_device_documents').selectAll().where('k_number', '=', k).where('doc_type', '=', docType).execute();

  beforeAll(async () => {
    ({ db } = await openImportedDatabase());
    outcome = await importRunOf(db, 'device-documents');
  }, IMPORT_TIMEOUT_MS);

  it('holds every document: 100 summary texts and 9,333 IVD documents', async () => {
    expect([summaries.length, ivd.length]).toEqual([100, 9_333]);
    expect(outcome).toMatchObject({ rows: 9_433, rejected: 0 });
    const counts = await db.selectFrom('fda_device_documents').select(['doc_type', (eb) => eb.fn.countAll<number>().as('n')]).groupBy('doc_type').orderBy('doc_type').execute();
    const raw = (type: string) => ivd.filter((d) => d.doc_type === type).length;
    expect(counts).toEqual([
      { doc_type: '510k_summary', n: 100 + raw('510k_summary') },
      { doc_type: 'decision_summary', n: raw('decision_summary') },
    ]);
  });

  it("maps the IVD document's parsed fields and keeps its full text", async () => {
    const raw = ivd.find((d) => d.k_number === 'K231974' && d.doc_type === 'decision_summary')!;
    const [doc] = await documents('K231974', 'decision_summary');
    expect(doc).toMatchObject({
      applicant: raw.applicant,
      proprietary_name: raw.proprietary_name,
      intended_use: raw.intended_use,
      product_codes: raw.product_code,
      regulation_numbers: raw.regulation_number,
      device_classes: raw.device_class,
      predicate_k_numbers: raw.predicate_k_numbers,
      standards_referenced: raw.standards_referenced,
      purpose: raw.purpose,
      measurand: raw.measurand,
      type_of_test: raw.type_of_test,
      body: raw.text,
    });
    const longest = ivd.reduce((a, b) => (b.text!.length > a.text!.length ? b : a));
    expect(longest.text!.length).toBeGreaterThan(1_000_000);
    const [stored] = await documents(longest.k_number, longest.doc_type as string);
    expect(stored!.body).toHaveLength(longest.text!.trim().length);
  });

  it('adds no replacement characters: only the documents whose text already holds U+FFFD have one', async () => {
    const withReplacement = ivd.filter((d) => d.text!.includes('\uFFFD')).length + summaries.filter((d) => d.summary_raw!.includes('\uFFFD')).length;
    const { n } = (await sql<{ n: number }>`select count(*)::int as n from fda_device_documents where strpos(body, ${'\uFFFD'}) > 0`.execute(db)).rows[0]!;
    expect(n).toBe(withReplacement);
  });

  it('keeps the recognition numbers the documents state, each with the standard named before it', async () => {
    const rows = (number: string) => db.selectFrom('fda_standard_recognitions').select(['designation_key', 'edition', 'k_number']).where('recognition_number', '=', number).execute();
    const texts = [...ivd.map((d) => d.text!), ...summaries.map((d) => d.summary_raw!)];
    const stated = (pattern: RegExp) => texts.reduce((n, text) => n + (text.match(pattern)?.length ?? 0), 0);
    const ep05 = await rows('7-251');
    expect(ep05).toHaveLength(stated(/Recognition\s*(?:#|number|no\.?)\s*[:.]?\s*7\s*-\s*251(?!\d)/gi));
    expect(new Set(ep05.map((row) => `${row.designation_key} ${row.edition}`))).toEqual(new Set(['CLSI EP5 ed. 3']));
    expect((await rows('5-125')).map((row) => `${row.designation_key} ${row.edition}`)).toContain('ISO/IEC 14971 2019');
    // A scanned table breaks '7-110' into '7-1 10': such a number is not read at all.
    expect(stated(/Recognition\s*#\s*7-1 10/g)).toBeGreaterThan(0);
    expect(await rows('7-1')).toEqual([]);
  });

  it('drops the NUL character one document holds (PostgreSQL text cannot)', async () => {
    const withNul = ivd.filter((d) => d.text!.includes('\u0000'));
    expect(withNul).toHaveLength(1);
    const [doc] = await documents(withNul[0]!.k_number, withNul[0]!.doc_type as string);
    expect(doc!.body).toBe(withNul[0]!.text!.replaceAll('\u0000', '').trim());
  });

  it('takes the summary text fields, and the technological characteristics passage under its heading', async () => {
    const raw = summaries.find((d) => d.k_number === 'K251987')!;
    const [doc] = await documents('K251987', '510k_summary');
    expect(doc).toMatchObject({ device_description: raw.device_description, intended_use: raw.intended_use, body: raw.summary_raw, source: SUMMARIES });
    // K251987's summary: "Comparison of Technological Characteristics with the Predicate Device:" then this paragraph.
    expect(raw.summary_raw).toContain("Comparison of Technological Characteristics with the Predicate Device:\nRapid Aortic Measurements’ predicate device is");
    expect(doc!.tech_characteristics).toMatch(/^Rapid Aortic Measurements’ predicate device is Rapid Neuro3D \(Lumina3D\) \(K243350\)/);
  });
});
