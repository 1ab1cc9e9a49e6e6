import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeFdaTestFolder, type FdaTestFolder } from '../../testing/fda-test-folder.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

let folder: FdaTestFolder;
let testApp: TestApp;

beforeAll(async () => {
  folder = await makeFdaTestFolder();
  await folder.copy('510k/decision_codes.csv');
});

afterAll(async () => {
  await testApp?.close();
  await folder?.remove();
});

it('refreshes on the DATA_REFRESH_HOURS schedule, importing what the folder holds that the database lacks', async () => {
  // 0.001 hours: the first refresh 3.6 s after the start.
  testApp = await buildTestApp({ DATA_REFRESH_HOURS: '0.001', FDA_DATA_DIR: folder.dir });
  const startedAt = Date.now();
  const runs = () => testApp.db.selectFrom('fda_import_runs').select('dataset').orderBy('id').execute();
  expect(await runs()).toEqual([]);
  while ((await runs()).length < 2 && Date.now() - startedAt < 20_000) await new Promise((resolve) => setTimeout(resolve, 200));
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(3_000);
  // The decision codes, then the classification models, which read them.
  expect(await runs()).toEqual([{ dataset: 'decision-codes' }, { dataset: 'classification-models' }]);
}, 40_000);
