import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ComparisonAnswer, FeatureExtractionAnswer, NOT_AVAILABLE, PredicatesAnswer } from '../../../../src/api/contracts/ai.ts';
import { API_BASE_PATHS } from '../../../../src/api/contracts/api-bases.ts';
import { fdaDataDir } from '../../../testing/fda-data-dir.ts';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from '../../../testing/imported-database.ts';
import { apiCaller } from '../testing/data-api.ts';
import { startFdaFilesStandIn, type FdaFilesStandIn } from './testing/fda-files-stand-in.ts';

/** Two real 510(k)s of the import that hold no imported document; the stand-in serves FDA's own PDFs of them. */
const OXYGENATOR = 'K240666';
const CT_SYSTEM = 'K233657';

let testApp: ImportedTestApp | undefined;
let standIn: FdaFilesStandIn;
const app = () => testApp!;
const ai = apiCaller(API_BASE_PATHS.ai, app);

beforeAll(async () => {
  const pdfOf = async (kNumber: string) => ({ kind: 'pdf' as const, bytes: new Uint8Array(await readFile(path.join(fdaDataDir(), '510k_summary_pdfs', `${kNumber}.pdf`))) });
  standIn = await startFdaFilesStandIn(new Map([[OXYGENATOR, await pdfOf(OXYGENATOR)], [CT_SYSTEM, await pdfOf(CT_SYSTEM)]]));
  testApp = await buildImportedTestApp({ FDA_FILES_BASE_URL: standIn.baseUrl });
}, IMPORT_TIMEOUT_MS);
afterAll(async () => {
  // The imported database is shared with the other files of this worker: what the tests fetched goes.
  await testApp?.db.deleteFrom('fda_fetched_summaries').execute();
  await testApp?.close();
  await standIn?.stop();
});

async function ok(route: string, body: unknown): Promise<unknown> {
  const response = await ai.post(route, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const today = () => new Date().toISOString().slice(0, 10);

describe("FDA's 510(k) summaries fetched for the screens that need them", () => {
  it('fills the comparison from the fetched summaries and says which rows came from them', async () => {
    // The comparison waits 15 s for its summaries; on a loaded machine reading a PDF can take longer, and the
    // next comparison then has it. Either way each PDF is fetched once.
    let answer = ComparisonAnswer.assert(await ok('/predicates/compare', { k_numbers: [OXYGENATOR, CT_SYSTEM] }));
    for (let tries = 0; tries < 30 && !answer.results.every((result) => result.fetched_summary); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      answer = ComparisonAnswer.assert(await ok('/predicates/compare', { k_numbers: [OXYGENATOR, CT_SYSTEM] }));
    }
    const [oxygenator, ct] = answer.results;
    const value = (result: typeof oxygenator, key: string) => result!.comparison_values[result!.comparison_keys.indexOf(key)];
    expect(value(oxygenator, 'Intended Use')).toMatch(/intended to be used in an extracorporeal/);
    expect(value(oxygenator, 'Device Description')).toMatch(/^The Affinity Fusion Oxygenator/);
    expect(value(ct, 'Intended Use')).toMatch(/^This computed tomography system is intended to generate and process cross-sectional images/);
    expect(oxygenator!.fetched_summary).toEqual({
      url: `${standIn.baseUrl}/cdrh_docs/pdf24/${OXYGENATOR}.pdf`,
      fetched_at: today(),
      keys: ['Intended Use', 'Device Description'],
    });
    expect(ct!.fetched_summary?.keys).toEqual(['Intended Use', 'Device Description']);
    expect([...standIn.requests].sort()).toEqual([`/cdrh_docs/pdf23/${CT_SYSTEM}.pdf`, `/cdrh_docs/pdf24/${OXYGENATOR}.pdf`]);
  });

  it('answers a question from the fetched summary, and asks the host nothing more', async () => {
    const asked = standIn.requests.length;
    const answer = FeatureExtractionAnswer.assert(
      await ok('/predicates/feature-extraction-v2', { k_numbers: [OXYGENATOR, CT_SYSTEM], prompt: 'Which ISO 10993 biocompatibility standard was followed?' }),
    );
    const oxygenator = answer.feature_results[OXYGENATOR]!;
    expect(oxygenator.summary_feature).not.toBe(NOT_AVAILABLE);
    expect(oxygenator.passage).toMatch(/10993/);
    expect(oxygenator.document).toBe('510k_summary');
    expect(standIn.requests).toHaveLength(asked);
  });

  it('fetches for a predicate search only the shown devices that lack summary text, and ranks with what it read', async () => {
    const asked = standIn.requests.length;
    const answer = PredicatesAnswer.assert(
      await ok('/predicates/invoke', {
        product_code: 'DTZ',
        device_name: 'Hollow fiber oxygenator with integrated arterial filter',
        description: 'A hollow fiber membrane oxygenator with an integrated arterial filter and heat exchanger, with a biocompatible surface coating.',
        intended_use: 'For use in an extracorporeal perfusion circuit to oxygenate and remove carbon dioxide from blood during cardiopulmonary bypass.',
      }),
    );
    const shown = new Set(answer.results.map((device) => device.k_number));
    const fetched = standIn.requests.slice(asked).map((route) => /(K\d{6})\.pdf$/.exec(route)![1]!);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.every((kNumber) => shown.has(kNumber))).toBe(true);
    const oxygenator = answer.results.find((device) => device.k_number === OXYGENATOR);
    expect(oxygenator?.scores.intendedUse.confidence_score).toBeGreaterThan(0);
    expect(oxygenator?.scores.intendedUse.reasoning).not.toMatch(/rests on the name alone/);
  });
});
