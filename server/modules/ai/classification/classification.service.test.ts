import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClassificationAnswer } from '../../../../src/api/contracts/ai.ts';
import type { Database } from '../../../db/schema.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase } from '../../../testing/imported-database.ts';
import { createDataServices } from '../../fda/data-services.ts';
import { createClassificationEngine } from './classification.service.ts';
import { normaliseProfile } from '../profile.ts';
import { stripAnswers } from '../../../../bench/accuracy/strip-answers.ts';

let db: Kysely<Database>;
let engine: ReturnType<typeof createClassificationEngine>;

beforeAll(async () => {
  ({ db } = await openImportedDatabase());
  engine = createClassificationEngine({ db, data: createDataServices(db) });
}, IMPORT_TIMEOUT_MS);

afterAll(async () => {
  await db?.destroy();
});

describe('createClassificationEngine().classify', () => {
  it("finds a cleared device's product code in the top 5 from its own summary text, stripped of codes", async () => {
    const { rows } = await sql<{ k_number: string; product_code: string; name: string; description: string; intended_use: string; codes: string[] }>`
      select dd.k_number, d.product_code, coalesce(dd.proprietary_name, d.device_name) as name,
             dd.device_description as description, dd.intended_use, dd.product_codes as codes
      from fda_device_documents dd join fda_devices d on d.k_number = dd.k_number
      join fda_product_codes pc on pc.product_code = d.product_code and pc.submission_type_id = '1'
      where dd.doc_type = '510k_summary' and length(dd.intended_use) > 150 and length(dd.device_description) > 150
      order by dd.k_number limit 4`.execute(db);
    expect(rows.length).toBe(4);
    for (const row of rows) {
      const codes = [row.product_code, ...row.codes];
      const answer = await engine.classify(
        normaliseProfile({
          device_name: stripAnswers(row.name, new Set(codes)),
          description: stripAnswers(row.description, new Set(codes)),
          intended_use: stripAnswers(row.intended_use, new Set(codes)),
        }),
      );
      expect(answer.results.map((result) => result.product_code), row.k_number).toContain(row.product_code);
    }
  });

  it('answers 3 to 5 scenarios whose codes and K-numbers all exist, in the contract shape', async () => {
    const answer = await engine.classify(
      normaliseProfile({
        device_name: 'Blood glucose meter',
        description: 'A handheld meter and test strips that measure glucose in capillary whole blood from the fingertip.',
        intended_use: 'For the quantitative measurement of glucose by people with diabetes at home, as an aid to monitoring glycemic control.',
      }),
    );
    ClassificationAnswer.omit('engine').assert(answer);
    expect(answer.results.length).toBeGreaterThanOrEqual(3);
    expect(answer.results.length).toBeLessThanOrEqual(5);

    const codes = answer.results.map((result) => result.product_code);
    const held = await db.selectFrom('fda_product_codes').select(['product_code', 'device_name', 'regulation_number']).where('product_code', 'in', codes).execute();
    expect(held.map((row) => row.product_code).sort()).toEqual([...codes].sort());
    for (const result of answer.results) {
      expect(result.device_name).toBe(held.find((row) => row.product_code === result.product_code)!.device_name);
      expect(result.reasoning).toContain(result.product_code);
      expect(answer.sources.some((source) => source.kind === 'product_code' && source.id === result.product_code)).toBe(true);
    }

    const kNumbers = answer.results.flatMap((result) => result.example_k_numbers);
    expect(kNumbers.length).toBeGreaterThan(0);
    const knownK = await sql<{ k_number: string }>`
      select k_number from fda_devices where k_number in (${sql.join(kNumbers)})
      union select k_number from fda_device_documents where k_number in (${sql.join(kNumbers)})`.execute(db);
    expect(new Set(knownK.rows.map((row) => row.k_number))).toEqual(new Set(kNumbers));
    expect(answer.results[0]!.matched_terms).toEqual(expect.arrayContaining(['glucose']));
    expect(answer.research_insights).toMatch(/Searched [\d,]+ product codes/);
    // The import trained both learned models, and both found codes.
    expect(answer.research_insights).toMatch(/a model learned from every cleared device name \(device name\): [1-9]\d* codes/);
    expect(answer.research_insights).toMatch(/a model learned from 510\(k\) and decision summaries \(all profile terms\): [1-9]\d* codes/);
    expect(answer.research_insights).not.toContain('Without the learned models');
  });

  it('ranks the code whose name the references state first, where the name and texts alone say little', async () => {
    const profile = {
      device_name: 'Centargo',
      description: 'An automated system with a touch screen, a day set and a patient line, used with syringes and saline.',
      intended_use: 'For use in computed tomography examinations.',
    };
    const codes = async (references: string) => (await engine.classify(normaliseProfile({ ...profile, references }))).results.map((result) => result.product_code);
    expect(await codes('ISO 14971, IEC 60601-1')).not.toContain('IZQ');
    const stated = await engine.classify(normaliseProfile({ ...profile, references: 'ISO 14971, IEC 60601-1\nClassification name: Injector, Contrast Medium, Automatic' }));
    expect(stated.results[0]!.product_code).toBe('IZQ');
    expect(stated.results[0]!.reasoning).toContain('#1 by product code names and definitions (classification names the references state)');
    expect(stated.results[0]!.matched_terms).toEqual(expect.arrayContaining(['injector', 'contrast']));
  });

  it('flags 510(k)-exempt and PMA codes with their path and a note', async () => {
    for (const [typeId, path] of [
      ['4', '510(k) exempt'],
      ['2', 'PMA'],
    ] as const) {
      const code = await db
        .selectFrom('fda_product_codes')
        .select(['product_code', 'device_name', 'definition'])
        .where('submission_type_id', '=', typeId)
        .where(sql<boolean>`length(definition) > 120`)
        .orderBy('product_code')
        .executeTakeFirstOrThrow();
      const answer = await engine.classify(normaliseProfile({ device_name: code.device_name, description: code.definition!, intended_use: code.definition! }));
      const scenario = answer.results.find((result) => result.product_code === code.product_code);
      expect(scenario, code.product_code).toBeDefined();
      expect(scenario!.submission_path).toBe(path);
      expect(scenario!.path_note).toEqual(expect.any(String));
    }
  });
});
