import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenFdaClient, OpenFdaError, type CountQuery } from './openfda-client.ts';
import { FIXTURES, NAY_ANSWERS } from './testing/openfda-fixtures.ts';
import { startOpenFdaStandIn, type OpenFdaStandIn } from './testing/openfda-stand-in.ts';

const NAY_MDRS: CountQuery = { endpoint: 'device/event.json', search: 'device.device_report_product_code:"NAY"', count: 'date_received' };
const JAK_MDRS: CountQuery = { ...NAY_MDRS, search: 'device.device_report_product_code:"JAK"' };
const JAK_PATIENT_PROBLEMS: CountQuery = { ...JAK_MDRS, count: 'patient.patient_problems.exact', limit: 1000 };
const API_KEY = 'stand-in-key-0123456789';

let standIn: OpenFdaStandIn;

beforeAll(async () => {
  standIn = await startOpenFdaStandIn({
    apiKey: API_KEY,
    fixtures: [
      ...FIXTURES,
      { path: '/device/event.json', search: JAK_PATIENT_PROBLEMS.search, count: JAK_PATIENT_PROBLEMS.count, limit: 1000, status: 404, file: 'nothing-to-count.json' },
    ],
  });
});
afterAll(() => standIn.stop());
beforeEach(() => {
  standIn.requests.length = 0;
});

const client = (options: { apiKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  createOpenFdaClient({ baseUrl: standIn.baseUrl, timeoutMs: 2_000, ...options });

async function failureOf(answer: Promise<unknown>): Promise<OpenFdaError> {
  const error = await answer.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(OpenFdaError);
  return error as OpenFdaError;
}

describe('openFDA count client', () => {
  it("reads a date count's day buckets and openFDA's last update", async () => {
    const fixture = NAY_ANSWERS.mdrsByDay() as { meta: { last_updated: string }; results: Array<{ time: string; count: number }> };
    const answer = await client().count(NAY_MDRS);
    expect(answer.buckets).toEqual(fixture.results.map(({ time, count }) => ({ key: time, count })));
    expect(answer.lastUpdated).toBe(fixture.meta.last_updated);
    expect(standIn.requests).toEqual([
      { path: '/device/event.json', search: NAY_MDRS.search, count: 'date_received', limit: null, apiKey: null },
    ]);
  });

  it("reads a term count's terms", async () => {
    const search = 'device.device_report_product_code:"NAY" AND date_received:[20230101 TO 20251231]';
    const fixture = NAY_ANSWERS.deviceProblems() as { results: Array<{ term: string; count: number }> };
    const answer = await client().count({ endpoint: 'device/event.json', search, count: 'product_problems.exact', limit: 1000 });
    expect(answer.buckets).toEqual(fixture.results.map(({ term, count }) => ({ key: term, count })));
    expect(standIn.requests[0]).toMatchObject({ search, count: 'product_problems.exact', limit: '1000' });
  });

  it("takes openFDA's 404 'No matches found!' and 'Nothing to count' as a count of zero", async () => {
    await expect(client().count(JAK_MDRS)).resolves.toEqual({ buckets: [], lastUpdated: null });
    await expect(client().count(JAK_PATIENT_PROBLEMS)).resolves.toEqual({ buckets: [], lastUpdated: null });
  });

  it("fails on the gateway's 404 for a wrong URL rather than reading it as zero", async () => {
    const error = await failureOf(client({ baseUrl: `${standIn.baseUrl}/v1/` }).count(NAY_MDRS));
    expect(error).toMatchObject({ failure: 'refused', status: 404 });
    expect(error.message).toContain('The requested URL was not found on this server.');
  });

  it('fails on the rate limit (429) and on a server error (500)', async () => {
    standIn.script('rate-limit', 'server-error');
    const limited = await failureOf(client().count(NAY_MDRS));
    expect(limited).toMatchObject({ failure: 'rate-limited', status: 429 });
    expect(limited.message).toContain('OVER_RATE_LIMIT');
    await expect(failureOf(client().count(NAY_MDRS))).resolves.toMatchObject({ failure: 'unavailable', status: 500 });
  });

  it('fails when openFDA does not answer in time, or closes the connection', async () => {
    standIn.script({ delayMs: 1_000 }, 'drop');
    const started = Date.now();
    await expect(failureOf(client({ timeoutMs: 200 }).count(NAY_MDRS))).resolves.toMatchObject({ failure: 'timeout' });
    expect(Date.now() - started).toBeLessThan(900);
    await expect(failureOf(client().count(NAY_MDRS))).resolves.toMatchObject({ failure: 'unreachable' });
  });

  it('fails when nothing listens at the URL', async () => {
    const stopped = await startOpenFdaStandIn();
    await stopped.stop();
    await expect(failureOf(client({ baseUrl: stopped.baseUrl }).count(NAY_MDRS))).resolves.toMatchObject({ failure: 'unreachable' });
  });

  it('sends the API key when one is set, and reports a key the gateway refuses', async () => {
    await client({ apiKey: API_KEY }).count(NAY_MDRS);
    expect(standIn.requests.map((r) => r.apiKey)).toEqual([API_KEY]);
    const refused = await failureOf(client({ apiKey: 'not-the-key' }).count(NAY_MDRS));
    expect(refused).toMatchObject({ failure: 'refused', status: 403 });
    expect(refused.message).toContain('API_KEY_INVALID');
  });

  it('fails on an answer that is not a count', async () => {
    const odd = await startOpenFdaStandIn({ fixtures: [{ ...FIXTURES[0]!, file: 'server-error.json' }] });
    try {
      await expect(failureOf(client({ baseUrl: odd.baseUrl }).count(NAY_MDRS))).resolves.toMatchObject({ failure: 'bad-answer' });
    } finally {
      await odd.stop();
    }
  });
});
