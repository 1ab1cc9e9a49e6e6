import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { NOT_AVAILABLE } from '../../../../src/api/contracts/ai.ts';
import type { Database } from '../../../db/schema.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase } from '../../../testing/imported-database.ts';
import { createDataServices } from '../../fda/data-services.ts';
import { createComparisonEngine } from './compare.service.ts';

let db: Kysely<Database>;
let engine: ReturnType<typeof createComparisonEngine>;
let documented: { k_number: string; device_name: string; body: string; intended_use: string };
let bare: { k_number: string; device_name: string; days: number | null };

beforeAll(async () => {
  ({ db } = await openImportedDatabase());
  engine = createComparisonEngine({ db, data: createDataServices(db) });
  // A cleared device whose summary talks about its samples and states an intended use, and one with no document.
  documented = (
    await sql<typeof documented>`
      select d.k_number, d.device_name, dd.body, dd.intended_use from fda_devices d join fda_device_documents dd on dd.k_number = d.k_number
      where dd.body ilike '%sample%' and dd.intended_use is not null
        and (select count(*) from fda_device_documents o where o.k_number = d.k_number) = 1
      order by d.k_number limit 1`.execute(db)
  ).rows[0]!;
  bare = (
    await sql<typeof bare>`
      select k_number, device_name, decision_date - date_received as days from fda_devices d
      where k_number like 'K%' and not exists (select 1 from fda_device_documents dd where dd.k_number = d.k_number)
      order by decision_date desc, k_number limit 1`.execute(db)
  ).rows[0]!;
}, IMPORT_TIMEOUT_MS);
afterAll(() => db?.destroy());

/** Letters and digits only, for comparing a passage with the document it came from. */
const bareText = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ').toLowerCase().replace(/[^a-z0-9]+/g, '');

describe('createComparisonEngine().compare', () => {
  it('gives every device the same keys, the facts the data holds and N/A where it holds none', async () => {
    const answer = await engine.compare([documented.k_number, bare.k_number]);
    const [first, second] = answer.results;
    expect(first!.k_number).toBe(documented.k_number);
    expect(second!.comparison_keys).toEqual(first!.comparison_keys);
    for (const result of answer.results) expect(result.comparison_values.length).toBe(result.comparison_keys.length);

    const value = (index: number, key: string) => answer.results[index]!.comparison_values[answer.results[index]!.comparison_keys.indexOf(key)];
    expect(value(0, 'Device Name')).toBe(documented.device_name);
    expect(value(1, 'Device Name')).toBe(bare.device_name);
    expect(value(1, 'Clearance Time')).toBe(bare.days === null ? NOT_AVAILABLE : `${bare.days} days`);
    expect(value(1, 'Intended Use')).toBe(NOT_AVAILABLE);
    expect(value(1, 'Technological Characteristics')).toBe(NOT_AVAILABLE);
    expect(value(0, 'Intended Use')).toBe(documented.intended_use.trim());
    expect(answer.sources.map((source) => source.id)).toEqual([documented.k_number, bare.k_number]);
  });

  it('gives the data API 404 for an unknown K-number', async () => {
    const held = new Set((await db.selectFrom('fda_devices').select('k_number').where('k_number', 'like', 'K99999%').execute()).map((row) => row.k_number));
    const unknown = ['K999999', 'K999998', 'K999997'].find((kNumber) => !held.has(kNumber))!;
    const call = engine.compare([documented.k_number, unknown]);
    await expect(call).rejects.toBeInstanceOf(NotFoundError);
    await expect(call).rejects.toThrow(DATA_MESSAGES.noDevice(unknown));
  });
});

describe('createComparisonEngine().extractFeature', () => {
  it('answers a question from a passage of the device document, and N/A for a device without one', async () => {
    const answer = await engine.extractFeature({ kNumbers: [documented.k_number, bare.k_number], prompt: 'Which samples are used?', productCode: null });
    expect(answer.title).toBe('Which samples are used?');
    const found = answer.feature_results[documented.k_number]!;
    expect(found.summary_feature).not.toBe(NOT_AVAILABLE);
    expect(found.passage).toMatch(/\bsamples?\b/i);
    expect(bareText(documented.body)).toContain(bareText(found.passage!));
    expect(found.summary_feature.length).toBeLessThanOrEqual(301);
    expect(answer.feature_results[bare.k_number]).toEqual({ summary_feature: NOT_AVAILABLE, passage: null, document: null });
    expect(answer.sources.map((source) => source.id)).toEqual([documented.k_number, bare.k_number]);
  });

  it('answers a question naming a parsed field with that field, and N/A when nothing in the text matches', async () => {
    const intended = await engine.extractFeature({ kNumbers: [documented.k_number, bare.k_number], prompt: 'What is the intended use?', productCode: null });
    expect(bareText(documented.intended_use)).toContain(bareText(intended.feature_results[documented.k_number]!.passage!.replace(/…$/, '')));

    const nonsense = await engine.extractFeature({ kNumbers: [documented.k_number, bare.k_number], prompt: 'zzqx flurble', productCode: null });
    expect(nonsense.feature_results[documented.k_number]!.summary_feature).toBe(NOT_AVAILABLE);
  });
});
