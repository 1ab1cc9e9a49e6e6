import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { PREDICATES_LIMIT, PredicateCandidate, type AiProfile } from '../../../../src/api/contracts/ai.ts';
import type { Database } from '../../../db/schema.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase } from '../../../testing/imported-database.ts';
import { createDataServices } from '../../fda/data-services.ts';
import { normaliseProfile } from '../profile.ts';
import { createPredicatesEngine } from './predicates.service.ts';

let db: Kysely<Database>;
let engine: ReturnType<typeof createPredicatesEngine>;
beforeAll(async () => {
  ({ db } = await openImportedDatabase());
  engine = createPredicatesEngine({ db, data: createDataServices(db) });
}, IMPORT_TIMEOUT_MS);
afterAll(() => db?.destroy());

/** The code with the most cleared devices that have summary text, and one such device with its texts. */
async function deviceWithSummary() {
  const { rows } = await sql<{ product_code: string; k_number: string; device_name: string; description: string; intended_use: string; tech: string }>`
    with held as (
      select d.product_code, d.k_number, d.device_name, d.decision_date,
        coalesce(string_agg(dd.device_description, ' '), '') as description,
        coalesce(string_agg(dd.intended_use, ' '), '') as intended_use,
        coalesce(string_agg(dd.tech_characteristics, ' '), '') as tech
      from fda_devices d join fda_device_documents dd on dd.k_number = d.k_number
      where d.k_number like 'K%' and d.decision_code = 'SESE'
      group by 1, 2, 3, 4)
    select product_code, k_number, device_name, description, intended_use, tech from held
    where product_code = (select product_code from held group by 1 order by count(*) desc, 1 limit 1)
      and intended_use <> ''
    order by decision_date desc, k_number limit 1`.execute(db);
  return rows[0]!;
}

const profileOf = (fields: Partial<AiProfile>) => normaliseProfile(fields);

describe('createPredicatesEngine().predicates', () => {
  it('ranks real clearances of the code; a device whose own summary is the profile comes in the top 3', async () => {
    const own = await deviceWithSummary();
    const profile = profileOf({ device_name: own.device_name, description: own.description || own.device_name, intended_use: own.intended_use, key_specs: own.tech });
    const started = performance.now();
    const answer = await engine.predicates({ productCode: own.product_code, profile });
    console.info(`predicates ${own.product_code}: ${(performance.now() - started).toFixed(0)} ms (first call)`);

    expect(answer.product_code).toBe(own.product_code);
    expect(answer.results.length).toBeGreaterThan(0);
    expect(answer.results.length).toBeLessThanOrEqual(PREDICATES_LIMIT);
    expect(answer.results.map((result) => result.rank)).toEqual(answer.results.map((_, index) => index + 1));
    for (const result of answer.results) PredicateCandidate.assert(result);

    const held = await db
      .selectFrom('fda_devices')
      .select(['k_number', 'device_name', 'product_code'])
      .where('k_number', 'in', answer.results.map((result) => result.k_number))
      .execute();
    expect(held.length).toBe(answer.results.length);
    for (const device of held) expect(device.product_code).toBe(own.product_code);

    expect(answer.results.slice(0, 3).map((result) => result.k_number)).toContain(own.k_number);
    const self = answer.results.find((result) => result.k_number === own.k_number)!;
    const profileWords = new Set(own.intended_use.toLowerCase().match(/[a-z0-9]+/g));
    const cited = self.scores.intendedUse.reasoning.split(': ').at(-1)!.replace(/\.$/, '').split(', ');
    expect(cited.length).toBeGreaterThan(0);
    for (const word of cited.filter((term) => !term.includes(' more'))) expect(profileWords).toContain(word);
    expect(self.scores.intendedUse.confidence_score).toBeGreaterThanOrEqual(80);
    expect(answer.research_insights).toMatch(new RegExp(`Considered all \\d+ cleared 510\\(k\\) devices? of product code ${own.product_code}`));
    expect(answer.sources.map((source) => source.id)).toEqual(expect.arrayContaining(answer.results.map((result) => result.k_number)));

    const again = performance.now();
    await engine.predicates({ productCode: own.product_code, profile });
    const elapsed = performance.now() - again;
    console.info(`predicates ${own.product_code}: ${elapsed.toFixed(0)} ms (second call)`);
    expect(elapsed).toBeLessThan(1000);
  });

  it('says when a device has no summary text and scores it on the name alone', async () => {
    const { rows } = await sql<{ product_code: string; device_name: string }>`
      select d.product_code, d.device_name from fda_devices d
      where d.product_code is not null and d.device_name is not null and d.decision_code = 'SESE'
        and not exists (select 1 from fda_device_documents dd join fda_devices o on o.k_number = dd.k_number where o.product_code = d.product_code)
      order by d.decision_date desc, d.k_number limit 1`.execute(db);
    const { product_code, device_name } = rows[0]!;
    const answer = await engine.predicates({ productCode: product_code, profile: profileOf({ device_name, description: device_name, intended_use: device_name }) });
    const top = answer.results[0]!;
    expect(top.scores.deviceDescription.reasoning).toContain('the device name only (no summary text is held)');
    expect(top.scores.deviceDescription.reasoning).toContain('The score rests on the name alone.');
    expect(answer.research_insights).toContain('0 of them have summary text');
  });

  it('flags a device tied to a recall of the same firm and code posted after clearance, and ranks it down', async () => {
    const { rows } = await sql<{ product_code: string; k_number: string; device_name: string; recall_number: string }>`
      select d.product_code, d.k_number, d.device_name, r.recall_number
      from fda_devices d join fda_recalls r on r.product_code = d.product_code
        and lower(r.recalling_firm) = lower(d.applicant) and r.date_posted >= d.decision_date
      where d.decision_code = 'SESE' and d.device_name is not null
      order by d.decision_date desc, d.k_number, r.recall_number limit 1`.execute(db);
    const tie = rows[0]!;
    const answer = await engine.predicates({
      productCode: tie.product_code,
      profile: profileOf({ device_name: tie.device_name, description: tie.device_name, intended_use: tie.device_name }),
    });
    const flagged = answer.results.find((result) => result.k_number === tie.k_number)!;
    expect(flagged.recalled).toBe(true);
    expect(flagged.recalls.map((recall) => recall.recall_number)).toContain(tie.recall_number);
    expect(flagged.scores.final.reasoning).toContain('ranked down for');
    expect(answer.sources).toContainEqual(expect.objectContaining({ kind: 'recall', id: tie.recall_number }));
    expect(answer.research_insights).toContain(tie.k_number);
  });

  it('gives a 404 for a product code the data does not hold', async () => {
    const held = new Set((await db.selectFrom('fda_product_codes').select('product_code').execute()).map((row) => row.product_code));
    const unknown = ['ZZZ', 'ZZY', 'ZZX', 'ZYZ'].find((code) => !held.has(code))!;
    const call = engine.predicates({ productCode: unknown, profile: profileOf({ device_name: 'x' }) });
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
    await expect(call).rejects.toThrow(DATA_MESSAGES.noScenario(unknown));
  });
});
