import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../api/clients';
import { DATA_COVERAGE_HEADER } from '../../api/contracts/data';
import { dataApi } from '../../api/data';
import { fetchRiskData, RISK_FETCH_PAUSE_MS } from './fetch-risk-data';

/** An HTTP stand-in for the data service: the recalls and device problems answer, the MDRs fail with a 500 and
 * the patient problems break their contract. Every request is recorded with its time. */
const seen: Array<{ url: string; at: number }> = [];
const coverage = { held: true, sources: ['recalls/fda_device_recalls_2007-2021.csv.gz'], firstYear: 2010, lastYear: 2015 };

function json(res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

const routes: Record<string, (res: http.ServerResponse) => void> = {
  '/risk/total-recalls': (res) => json(res, 200, [{ device_class: 'Class II', count: 4 }], { [DATA_COVERAGE_HEADER]: JSON.stringify(coverage) }),
  '/risk/total-mdrs': (res) => json(res, 500, { message: 'Internal Server Error', code: 'INTERNAL_ERROR', status: 500, requestId: 'req_1' }),
  '/risk/top-device-problems': (res) => json(res, 200, [{ device_problem: 'Inaccurate reading', count: 12 }]),
  '/risk/top-patient-problems': (res) => json(res, 200, [{ patient_problem: 7 }]),
};

const server = http.createServer((req, res) => {
  seen.push({ url: req.url!, at: performance.now() });
  const route = routes[new URL(req.url!, 'http://x').pathname];
  if (route) route(res);
  else json(res, 404, { message: 'no route', code: 'NOT_FOUND', status: 404, requestId: 'req_2' });
});

let data: ReturnType<typeof dataApi>;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  data = dataApi({ data: createApiClient({ baseUrl: origin, timeoutMs: 5000, auth: { getIdToken: async () => 'token' } }) });
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => void (seen.length = 0));

describe('fetchRiskData', () => {
  it('fetches the four aggregates one after another, 200 ms apart, with the code lower-cased and the years', async () => {
    await fetchRiskData(data, 'DQA', { startYear: 2010, endYear: 2015 });
    const dates = 'start_date=2010-01-01&end_date=2015-01-01';
    expect(seen.map((request) => request.url)).toEqual([
      `/risk/total-recalls?product_code=dqa&${dates}`,
      `/risk/total-mdrs?product_code=dqa&${dates}`,
      `/risk/top-device-problems?product_code=dqa&${dates}`,
      `/risk/top-patient-problems?product_code=dqa&${dates}`,
    ]);
    const gaps = seen.slice(1).map((request, i) => request.at - seen[i]!.at);
    // Timers may fire a millisecond early; each gap also holds the previous request's round trip.
    gaps.forEach((gap) => expect(gap).toBeGreaterThanOrEqual(RISK_FETCH_PAUSE_MS - 5));
  });

  it('keeps what answered and puts an empty default and the message in place of each failure', async () => {
    const result = await fetchRiskData(data, 'DQA', {});
    expect(result.totalRecalls).toEqual({ value: [{ device_class: 'Class II', count: 4 }], coverage, error: null });
    expect(result.totalMdrs).toEqual({ value: { total_count: 0, line_chart: [] }, coverage: null, error: 'Internal Server Error' });
    expect(result.topDeviceProblems).toEqual({ value: [{ device_problem: 'Inaccurate reading', count: 12 }], coverage: null, error: null });
    expect(result.topPatientProblems.value).toEqual([]);
    expect(result.topPatientProblems.error).toMatch(/^Unexpected response from \/risk\/top-patient-problems/);
  });

  it('tolerates the refusal of a blank product code for every fetch, sending nothing', async () => {
    const result = await fetchRiskData(data, '  ', {}, async () => {});
    expect(seen).toEqual([]);
    expect([result.totalRecalls.error, result.totalMdrs.error, result.topDeviceProblems.error, result.topPatientProblems.error]).toEqual([
      'Product code is required for total recalls API',
      'Product code is required for total MDRs API',
      'Product code is required for top device problems API',
      'Product code is required for top patient problems API',
    ]);
    expect(result.totalMdrs.value).toEqual({ total_count: 0, line_chart: [] });
  });
});
