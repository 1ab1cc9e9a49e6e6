import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecallsByClass, RecallsPage, type RecallClass } from '../../../../src/api/contracts/data.ts';
import type { ImportedTestApp } from '../../../testing/imported-database.ts';
import { buildRecallClassApp } from '../../../testing/recall-class-app.ts';
import { FIXTURE_CODE, fixtureClasses } from '../../../testing/recall-class-fixtures.ts';
import { normaliseProfile } from '../../ai/profile.ts';
import { riskSection } from '../../ai/report/report-sections.ts';
import { createRiskEngine } from '../../ai/risk/risk-analysis.service.ts';
import { createDataServices } from '../data-services.ts';
import { dataApiCaller } from '../testing/data-api.ts';

const classOf = fixtureClasses();
const countOf = (recallClass: RecallClass) => [...classOf.values()].filter((c) => c === recallClass).length;

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
        recall_classes: [
          { recall_class: 'Class I', count: countOf('Class I') },
          { recall_class: 'Class II', count: countOf('Class II') },
          { recall_class: 'Class III', count: countOf('Class III') },
          { recall_class: null, count: countOf(null) },
        ],
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
