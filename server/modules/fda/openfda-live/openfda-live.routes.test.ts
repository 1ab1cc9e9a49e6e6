import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeviceProblems, MdrTotals, PatientProblems, RecallsByClass } from '../../../../src/api/contracts/data.ts';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from '../../../testing/imported-database.ts';
import { webExportProblemCounts } from '../../../testing/maude-web-export-facts.ts';
import { coverageHeader, dataApiCaller } from '../testing/data-api.ts';
import { recallsOf } from '../testing/raw-fda-facts.ts';
import { NAY_ANSWERS } from './testing/openfda-fixtures.ts';
import { startOpenFdaStandIn, type OpenFdaStandIn } from './testing/openfda-stand-in.ts';

/**
 * The data API of an app whose OPENFDA_BASE_URL is the openFDA stand-in, over the imported FDA data: the risk
 * aggregates come from the stand-in while it answers, and from the imported files exactly as without live
 * openFDA when it fails. The stand-in's NAY figures are the local files' (fixtures/README.md), so the two
 * answers agree on counts and differ in what their Coverage says.
 */

let standIn: OpenFdaStandIn;
let live: ImportedTestApp | undefined;
let local: ImportedTestApp | undefined;

beforeAll(async () => {
  standIn = await startOpenFdaStandIn();
  local = await buildImportedTestApp();
}, IMPORT_TIMEOUT_MS);
afterAll(async () => {
  await live?.close();
  await local?.close();
  await standIn.stop();
});

/** A new app on live openFDA (fresh memory, empty answer table), so each test starts with nothing cached. */
beforeEach(async () => {
  await live?.close();
  live = await buildImportedTestApp({ OPENFDA_BASE_URL: standIn.baseUrl, OPENFDA_TIMEOUT_MS: '800' });
  await live.db.deleteFrom('fda_openfda_counts').execute();
  standIn.requests.length = 0;
});

const liveApi = dataApiCaller(() => live!);
const localApi = dataApiCaller(() => local!);

async function ok(api: typeof liveApi, path: string) {
  const response = await api.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const FETCHED_AT = expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

describe('risk aggregates with live openFDA', () => {
  it("charts the code's reports per year from openFDA's date count, every year through its last update", async () => {
    const fixture = NAY_ANSWERS.mdrsByDay() as { meta: { last_updated: string }; results: Array<{ time: string; count: number }> };
    const lastYear = Number(fixture.meta.last_updated.slice(0, 4));
    const totals = MdrTotals.assert((await ok(liveApi, '/risk/total-mdrs?product_code=nay')).json());
    expect(totals.line_chart.map(({ year }) => year)).toEqual(Array.from({ length: lastYear - 2001 }, (_, i) => 2002 + i));
    expect(totals.total_count).toBe(fixture.results.filter(({ time }) => time >= '2002').reduce((sum, { count }) => sum + count, 0));
    expect(totals.coverage).toEqual({
      held: true,
      sources: ['openFDA device/event.json count=date_received'],
      firstYear: 2002,
      lastYear,
      live: { source: 'openFDA', fetchedAt: FETCHED_AT, lastUpdated: fixture.meta.last_updated },
    });

    // The local answer counts the same reports, over the years the files reach.
    const fromFiles = MdrTotals.assert((await ok(localApi, '/risk/total-mdrs?product_code=nay')).json());
    expect(fromFiles.total_count).toBe(totals.total_count);
    expect(fromFiles.coverage.live).toBeUndefined();

    // Another year range is answered from the same, cached, openFDA answer.
    const twoYears = MdrTotals.assert((await ok(liveApi, '/risk/total-mdrs?product_code=NAY&start_date=2013-01-01&end_date=2014-01-01')).json());
    expect(twoYears.line_chart).toEqual(fromFiles.line_chart.filter(({ year }) => year === 2013 || year === 2014));
    expect(standIn.requests).toHaveLength(1);
  });

  it('lists device and patient problems and recalls from openFDA, with the coverage header saying so', async () => {
    const years = 'start_date=2023-01-01&end_date=2025-01-01';
    const device = await ok(liveApi, `/risk/top-device-problems?product_code=nay&${years}`);
    expect(DeviceProblems.assert(device.json())).toEqual(webExportProblemCounts('NAY', 'device').map(({ problem, count }) => ({ device_problem: problem, count })));
    expect(coverageHeader(device)).toMatchObject({ held: true, firstYear: 2023, lastYear: 2024, live: { source: 'openFDA' } });

    const patient = await ok(liveApi, `/risk/top-patient-problems?product_code=nay&${years}`);
    expect(PatientProblems.assert(patient.json())).toEqual(
      webExportProblemCounts('NAY', 'patient').map(({ problem, count }) => ({ patient_problem: problem, count })),
    );
    expect(coverageHeader(patient).sources).toEqual(['openFDA device/event.json count=patient.patient_problems.exact']);

    const recalls = await ok(liveApi, '/risk/total-recalls?product_code=nay&start_date=2010-01-01&end_date=2015-01-01');
    const posted = [...recallsOf('NAY').values()].filter((year) => year !== null && year >= 2010 && year <= 2015).length;
    // The shared folder holds no enforcement reports, so none of openFDA's recall numbers has a known class.
    expect(RecallsByClass.assert(recalls.json())).toEqual([{ device_class: 'Class II', count: posted, recall_classes: [{ recall_class: null, count: posted }] }]);
    expect(coverageHeader(recalls)).toMatchObject({ sources: ['openFDA device/recall.json count=product_res_number.exact'], live: { fetchedAt: FETCHED_AT } });
  });

  it("reports openFDA's 'no match' as zero reports, where the local files can only say they hold none", async () => {
    const totals = MdrTotals.assert((await ok(liveApi, '/risk/total-mdrs?product_code=jak&start_date=2020-01-01&end_date=2021-01-01')).json());
    expect(totals).toMatchObject({ line_chart: [{ year: 2020, count: 0 }, { year: 2021, count: 0 }], total_count: 0, coverage: { held: true } });
    const fromFiles = MdrTotals.assert((await ok(localApi, '/risk/total-mdrs?product_code=jak&start_date=2020-01-01&end_date=2021-01-01')).json());
    expect(fromFiles.coverage.held).toBe(false);
  });
});

describe('risk aggregates when openFDA fails', () => {
  const paths = [
    '/risk/total-mdrs?product_code=nay',
    '/risk/top-device-problems?product_code=nay&start_date=2023-01-01&end_date=2025-01-01',
    '/risk/top-patient-problems?product_code=nay&start_date=2023-01-01&end_date=2025-01-01',
    '/risk/total-recalls?product_code=nay&start_date=2010-01-01&end_date=2015-01-01',
  ];

  async function expectLocalAnswers() {
    for (const path of paths) {
      const [fromLive, fromFiles] = [await ok(liveApi, path), await ok(localApi, path)];
      expect(fromLive.json(), path).toEqual(fromFiles.json());
      expect(fromLive.headers['x-data-coverage'], path).toEqual(fromFiles.headers['x-data-coverage']);
    }
  }

  it('answers from the imported files, exactly as without live openFDA, on its rate limit; and asks it no more for a while', async () => {
    standIn.script('rate-limit');
    await expectLocalAnswers();
    // The 429 paused live calls: the other aggregates did not wait on openFDA.
    expect(standIn.requests).toHaveLength(1);
  });

  it('answers from the imported files on a server error, and on a timeout without waiting much longer than it', async () => {
    standIn.script('server-error');
    await expectLocalAnswers();

    await live!.close();
    live = await buildImportedTestApp({ OPENFDA_BASE_URL: standIn.baseUrl, OPENFDA_TIMEOUT_MS: '800' });
    standIn.script({ delayMs: 5_000 });
    const started = Date.now();
    await expectLocalAnswers();
    expect(Date.now() - started).toBeLessThan(4_000);
  });
});
