import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecallsByClass, RecallsPage, type RecallClass } from '../../../../src/api/contracts/data.ts';
import type { ImportedTestApp } from '../../../testing/imported-database.ts';
import { buildRecallClassApp } from '../../../testing/recall-class-app.ts';
import { FIXTURE_CODE, fixtureClasses } from '../../../testing/recall-class-fixtures.ts';
import { normaliseProfile } from '../../ai/profile.ts';
import { riskSection } from '../../ai/report/report-sections.ts';
import { createRiskEngine } from '../../ai/risk/risk-analysis.service.ts';
import { createDataServices } from '../data-services.ts';
import { createOpenFdaCacheRepository } from '../openfda-live/openfda-cache.repository.ts';
import { createOpenFdaClient } from '../openfda-live/openfda-client.ts';
import { createOpenFdaLive } from '../openfda-live/openfda-live.ts';
import { openFdaMeta } from '../openfda-live/testing/fixture-figures.ts';
import { startOpenFdaStandIn } from '../openfda-live/testing/openfda-stand-in.ts';
import { dataApiCaller } from '../testing/data-api.ts';
import { RECALLS_FILE } from '../../../importer/datasets/postmarket/recalls.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';

const classOf = fixtureClasses();
const countOf = (recallClass: RecallClass) => [...classOf.values()].filter((c) => c === recallClass).length;
/** The fixture's recalls by class, as /risk/total-recalls orders them. */
const fixtureSplit = () => (['Class I', 'Class II', 'Class III', null] as const).map((recallClass) => ({ recall_class: recallClass, count: countOf(recallClass) }));

let testApp: ImportedTestApp;
beforeAll(async () => {
  testApp = await buildRecallClassApp();
}, 120_000);
afterAll(() => testApp?.close());
const { getOk } = dataApiCaller(() => testApp);

describe("the risk routes with FDA's recall class joined from enforcement reports", () => {
  it('/risk/total-recalls splits the recalls by recall class, Class I first and the unknown last', async () => {
    const answer = RecallsByClass.assert((await getOk(`/risk/total-recalls?product_code=${FIXTURE_CODE.toLowerCase()}`)).json());
    expect(answer).toEqual([
      {
        device_class: 'Class II',
        count: classOf.size,
        recall_classes: fixtureSplit(),
      },
    ]);
    expect(countOf(null)).toBe(classOf.size - 5);
  });

  it('/risk/recalls gives each recall its class, null where no enforcement report names one', async () => {
    const page = RecallsPage.assert((await getOk(`/risk/recalls?product_code=${FIXTURE_CODE}&page_size=100`)).json());
    expect(page.total).toBe(classOf.size);
    expect(new Map(page.items.map((item) => [item.recall_number, item.recall_class]))).toEqual(classOf);
  });
});

describe("live openFDA's recalls, with FDA's recall class joined by recall number from the imported enforcement reports", () => {
  it('splits the recall numbers openFDA lists as the imported recalls are split', async () => {
    const years = { fromYear: 2000, toYear: 2025 };
    const standIn = await startOpenFdaStandIn({
      fixtures: [
        {
          path: '/device/recall.json',
          search: `product_code:"${FIXTURE_CODE}" AND event_date_posted:[20000101 TO 20251231]`,
          count: 'product_res_number.exact',
          limit: 1000,
          status: 200,
          // openFDA writes some numbers without the dash after the Z; the join reads them as the importer does.
          answer: () => ({ meta: openFdaMeta('2026-11-20'), results: [...classOf.keys()].map((number, i) => ({ term: i % 2 ? number.replace('Z-', 'Z') : number, count: 1 })) }),
        },
      ],
    });
    try {
      const { db } = testApp;
      const live = createOpenFdaLive({ client: createOpenFdaClient({ baseUrl: standIn.baseUrl, timeoutMs: 2_000 }), cache: createOpenFdaCacheRepository(db), cacheHours: 24 });
      const answer = await createDataServices(db, undefined, live).risk.totalRecalls(FIXTURE_CODE, years);
      expect(answer.coverage).toMatchObject({ sources: ['openFDA device/recall.json count=product_res_number.exact'], live: { source: 'openFDA' } });
      expect(answer.list).toEqual([
        {
          device_class: 'Class II',
          count: classOf.size,
          recall_classes: fixtureSplit(),
        },
      ]);
    } finally {
      await standIn.stop();
    }
  });

  it("counts the recalls past the 1000 numbers openFDA lists as of no known class, from the code's total", async () => {
    // Years of their own: the answers of the test above stay in the shared openFDA cache.
    const years = { fromYear: 2001, toYear: 2024 };
    const search = `product_code:"${FIXTURE_CODE}" AND event_date_posted:[20010101 TO 20241231]`;
    // openFDA lists 1000 terms at most: the code's own numbers, then other real numbers of the export, as if they were the code's.
    const others = [...new Set(rawCsvRecords(RECALLS_FILE).map((record) => record['Recall Number']!))].filter((number) => !classOf.has(number));
    const listed = [...classOf.keys(), ...others].slice(0, 1000);
    /** TEST INPUT, not FDA's: the code's total as openFDA's count by product code would give it, past the listed numbers. */
    const total = 1_250;
    const meta = openFdaMeta('2026-11-20');
    const standIn = await startOpenFdaStandIn({
      fixtures: [
        { path: '/device/recall.json', search, count: 'product_res_number.exact', limit: 1000, status: 200, answer: () => ({ meta, results: listed.map((term) => ({ term, count: 1 })) }) },
        { path: '/device/recall.json', search, count: 'product_code', status: 200, answer: () => ({ meta, results: [{ term: FIXTURE_CODE, count: total }] }) },
      ],
    });
    try {
      const { db } = testApp;
      const live = createOpenFdaLive({ client: createOpenFdaClient({ baseUrl: standIn.baseUrl, timeoutMs: 2_000 }), cache: createOpenFdaCacheRepository(db), cacheHours: 24 });
      const answer = await createDataServices(db, undefined, live).risk.totalRecalls(FIXTURE_CODE, years);
      expect(standIn.requests.map((request) => request.count)).toEqual(['product_res_number.exact', 'product_code']);
      const known = fixtureSplit().filter(({ recall_class }) => recall_class !== null);
      const knownCount = known.reduce((sum, { count }) => sum + count, 0);
      expect(answer.list).toEqual([{ device_class: 'Class II', count: total, recall_classes: [...known, { recall_class: null, count: total - knownCount }] }]);
    } finally {
      await standIn.stop();
    }
  });
});

describe("FDA's recall class in the AI risk snapshot and the report", () => {
  it("names the classes and the recalls of no known class, and tables them in the report's risk section", async () => {
    const { db } = testApp;
    const data = createDataServices(db);
    const profile = normaliseProfile({ device_name: 'Lumbar orthosis', description: 'A lumbar orthosis.', intended_use: 'For clinical use.' });
    const risk = await createRiskEngine({ db, data }).risk({
      profile,
      productCode: FIXTURE_CODE,
      totalRecalls: null,
      totalMdrs: null,
      topDeviceProblems: null,
      topPatientProblems: null,
    });
    expect(risk.ai_snapshot).toContain(
      `By FDA recall class: Class II (${countOf('Class II')}), Class I (${countOf('Class I')}), Class III (${countOf('Class III')}); class not known for ${countOf(null)}.`,
    );

    const years = { fromYear: 2002, toYear: new Date().getUTCFullYear() };
    const [recalls, mdrs, deviceProblems, patientProblems] = await Promise.all([
      data.risk.totalRecalls(FIXTURE_CODE, years),
      data.risk.totalMdrs(FIXTURE_CODE, years),
      data.risk.topDeviceProblems(FIXTURE_CODE, years),
      data.risk.topPatientProblems(FIXTURE_CODE, years),
    ]);
    const section = riskSection(risk, { recalls, mdrs, deviceProblems, patientProblems, sources: [] }, years);
    const table = section.tables.find((item) => item.title.startsWith('Recalls by FDA recall class'));
    expect(table?.rows).toEqual([
      ['Class I', `${countOf('Class I')}`],
      ['Class II', `${countOf('Class II')}`],
      ['Class III', `${countOf('Class III')}`],
      ['Class not known', `${countOf(null)}`],
    ]);
  });
});
