import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecallsByClass, RecallsPage, type RecallClass } from '../../../../src/api/contracts/data.ts';
import type { ImportedTestApp } from '../../../testing/imported-database.ts';
import { buildRecallClassApp } from '../../../testing/recall-class-app.ts';
import { exportRecallsOf, FIXTURE_CODE, TEST_INPUT_CLASSES } from '../../../testing/recall-class-fixtures.ts';
import { dataApiCaller } from '../testing/data-api.ts';

/** Each fixture recall number's class: the test input's Class I/II/III, else not known. */
const classOf = new Map(
  exportRecallsOf(FIXTURE_CODE).map((r, i): [string, RecallClass] => {
    const given = TEST_INPUT_CLASSES[i];
    return [r['Recall Number']!, given === undefined || given === 'Not Yet Classified' ? null : given];
  }),
);
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
