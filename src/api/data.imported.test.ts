import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDataServer, type DataTestServer } from '../../tests/data-server';
import { IMPORT_TIMEOUT_MS } from '../../server/testing/imported-database.ts';
import { ApiError, AppError } from '../app/errors/errors';
import { dataApi } from './data';
import { WEB_EXPORT_FILES, webExportProblemCounts } from '../../server/testing/maude-web-export-facts';

/** The data client against the real server (on loopback) with the full FDA import. */
let server: DataTestServer;
let api: ReturnType<typeof dataApi>;

beforeAll(async () => {
  server = await startDataServer();
  api = dataApi(server.services.clients);
}, IMPORT_TIMEOUT_MS);

afterAll(() => server?.close());

describe('data API client against the real server', () => {
  it('reads a classification by product code in any case', async () => {
    const dqy = await api.classification(' dqy ');
    expect(dqy).toMatchObject({ productCode: 'DQY', deviceClass: 'Class II', regulationNumber: '870.1250' });
  });

  it('sends the product code lower-cased with the dates, and keeps the coverage header', async () => {
    server.requests.length = 0;
    const recalls = await api.totalRecalls('DQY', { startYear: 2010, endYear: 2015 });
    expect(server.requests).toEqual(['/api/data/v1/risk/total-recalls?product_code=dqy&start_date=2010-01-01&end_date=2015-01-01']);
    expect(recalls.items).toEqual([{ device_class: 'Class II', count: expect.any(Number), recall_classes: [{ recall_class: null, count: recalls.items[0]!.count }] }]);
    expect(recalls.coverage).toMatchObject({ held: true, sources: ['recalls/fda_device_recalls_2007-2021.csv.gz'] });
  });

  it('reads the device problems the MAUDE files hold, with their coverage', async () => {
    const problems = await api.topDeviceProblems('dqy');
    expect(problems.items).toEqual(webExportProblemCounts('DQY', 'device').map(({ problem, count }) => ({ device_problem: problem, count })));
    expect(problems.coverage).toMatchObject({ held: true, sources: [WEB_EXPORT_FILES[0]] });
  });

  it('refuses a risk call without a product code before sending it', async () => {
    server.requests.length = 0;
    const call = api.totalMdrs('  ');
    await expect(call).rejects.toBeInstanceOf(AppError);
    await expect(call).rejects.toThrow('Product code is required for total MDRs API');
    expect(server.requests).toEqual([]);
  });

  it("surfaces the server's 404 as an ApiError", async () => {
    const call = api.classification('zzz');
    await expect(call).rejects.toBeInstanceOf(ApiError);
    await expect(call).rejects.toThrow('No scenario found for product code: ZZZ');
  });

  it('resolves a document URL', async () => {
    expect(await api.signedUrl('K231974:decision-summary')).toEqual({ url: 'https://www.accessdata.fda.gov/cdrh_docs/reviews/K231974.pdf' });
  });
});
