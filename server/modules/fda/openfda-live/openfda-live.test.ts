import type { Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.ts';
import { testDatabaseKinds, type TestDatabase } from '../../../testing/test-databases.ts';
import { createOpenFdaCacheRepository } from './openfda-cache.repository.ts';
import { createOpenFdaClient, type CountQuery } from './openfda-client.ts';
import { createOpenFdaLive, PAUSE_AFTER_FAILURE_MS } from './openfda-live.ts';
import { createOpenFdaRisk } from './openfda-risk.ts';
import { FIXTURES, NAY_PROBLEM_YEARS, NAY_RECALL_YEARS, NAY_ANSWERS } from './testing/openfda-fixtures.ts';
import { startOpenFdaStandIn, type OpenFdaStandIn } from './testing/openfda-stand-in.ts';

const NAY_MDRS: CountQuery = { endpoint: 'device/event.json', search: 'device.device_report_product_code:"NAY"', count: 'date_received' };
const HOUR = 3_600_000;

let standIn: OpenFdaStandIn;
beforeAll(async () => {
  standIn = await startOpenFdaStandIn();
});
afterAll(() => standIn.stop());

describe.each(testDatabaseKinds)('live openFDA counts, cached in $name', (kind) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let time: number;
  const problems: string[] = [];

  beforeAll(async () => {
    database = await kind.open();
    db = database.db;
  });
  afterAll(() => database.dispose());
  beforeEach(async () => {
    await db.deleteFrom('fda_openfda_counts').execute();
    standIn.requests.length = 0;
    problems.length = 0;
    time = Date.parse('2026-11-25T12:00:00Z');
  });

  const live = (cacheHours = 24) =>
    createOpenFdaLive({
      client: createOpenFdaClient({ baseUrl: standIn.baseUrl, timeoutMs: 500 }),
      cache: createOpenFdaCacheRepository(db),
      cacheHours,
      onProblem: (problem) => problems.push(problem),
      now: () => time,
    });

  it('asks openFDA once, stores the answer with its fetch time, and reuses it for the cache hours', async () => {
    const counts = live();
    const first = await counts.count(NAY_MDRS);
    expect(first?.fetchedAt).toBe('2026-11-25T12:00:00.000Z');
    expect(first?.buckets.length).toBeGreaterThan(0);
    time += 23 * HOUR;
    expect(await counts.count(NAY_MDRS)).toEqual(first);
    // Another server (or this one restarted) finds it in the database.
    expect(await live().count(NAY_MDRS)).toEqual(first);
    expect(standIn.requests).toHaveLength(1);

    time += 2 * HOUR;
    const again = await counts.count(NAY_MDRS);
    expect(again?.fetchedAt).toBe('2026-11-26T13:00:00.000Z');
    expect(standIn.requests).toHaveLength(2);
    const rows = await db.selectFrom('fda_openfda_counts').select(['query_key', 'fetched_at']).execute();
    expect(rows).toEqual([
      { query_key: 'device/event.json?search=device.device_report_product_code%3A%22NAY%22&count=date_received', fetched_at: new Date(time) },
    ]);
  });

  it('shares one call among identical queries asked at once', async () => {
    standIn.script({ delayMs: 150 });
    const counts = live();
    const answers = await Promise.all(Array.from({ length: 5 }, () => counts.count(NAY_MDRS)));
    expect(standIn.requests).toHaveLength(1);
    expect(new Set(answers).size).toBe(1);
    expect(answers[0]).not.toBeNull();
  });

  it('stores no failed call, pauses live calls after one, and asks again after the pause', async () => {
    standIn.script('rate-limit');
    const counts = live();
    expect(await counts.count(NAY_MDRS)).toBeNull();
    expect(problems).toEqual([expect.stringContaining("openFDA's rate limit was reached (HTTP 429 OVER_RATE_LIMIT")]);
    expect(await db.selectFrom('fda_openfda_counts').selectAll().execute()).toEqual([]);

    time += PAUSE_AFTER_FAILURE_MS - 1;
    expect(await counts.count(NAY_MDRS)).toBeNull();
    expect(standIn.requests).toHaveLength(1);

    time += 1;
    expect(await counts.count(NAY_MDRS)).not.toBeNull();
    expect(standIn.requests).toHaveLength(2);
  });

  it('answers with an older stored answer, with its fetch time, when openFDA fails', async () => {
    const counts = live();
    const first = await counts.count(NAY_MDRS);
    time += 30 * HOUR;
    standIn.script('server-error');
    expect(await counts.count(NAY_MDRS)).toEqual(first);
    expect(problems).toEqual([expect.stringMatching(/SERVER_ERROR.*the answer fetched 2026-11-25T12:00:00.000Z answers$/)]);
  });

  it('fails over to the local data at once when openFDA does not answer in time', async () => {
    standIn.script({ delayMs: 2_000 });
    const started = Date.now();
    expect(await live().count(NAY_MDRS)).toBeNull();
    expect(Date.now() - started).toBeLessThan(1_500);
    expect(problems).toEqual([expect.stringContaining('did not answer within 500 ms')]);
  });
});

describe('the risk aggregates from openFDA', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await testDatabaseKinds[0]!.open();
  });
  afterAll(() => database.dispose());

  const risk = (baseUrl = standIn.baseUrl) =>
    createOpenFdaRisk(
      createOpenFdaLive({
        client: createOpenFdaClient({ baseUrl, timeoutMs: 2_000 }),
        cache: createOpenFdaCacheRepository(database.db),
        cacheHours: 24,
        now: () => Date.parse('2026-11-25T12:00:00Z'),
      }),
    );

  it('sums the days of the MDR count by year, for the years asked through openFDA\'s last update', async () => {
    const fixture = NAY_ANSWERS.mdrsByDay() as { meta: { last_updated: string }; results: Array<{ time: string; count: number }> };
    const yearOf = (from: number, to: number) =>
      fixture.results.filter(({ time }) => Number(time.slice(0, 4)) >= from && Number(time.slice(0, 4)) <= to).reduce((sum, r) => sum + r.count, 0);
    const lastYear = Number(fixture.meta.last_updated.slice(0, 4));
    const totals = await risk().totalMdrs('NAY', { fromYear: 2002, toYear: 2026 });
    expect(totals?.line_chart.map(({ year }) => year)).toEqual(Array.from({ length: lastYear - 2001 }, (_, i) => 2002 + i));
    expect(totals?.line_chart.find(({ year }) => year === 2005)).toEqual({ year: 2005, count: 0 });
    expect(totals?.line_chart.find(({ year }) => year === 2014)).toEqual({ year: 2014, count: yearOf(2014, 2014) });
    expect(totals?.total_count).toBe(yearOf(2002, 2026));
    expect(totals?.coverage).toEqual({
      held: true,
      sources: ['openFDA device/event.json count=date_received'],
      firstYear: 2002,
      lastYear,
      live: { source: 'openFDA', fetchedAt: '2026-11-25T12:00:00.000Z', lastUpdated: fixture.meta.last_updated },
    });

    const twoYears = await risk().totalMdrs('NAY', { fromYear: 2013, toYear: 2014 });
    expect(twoYears?.line_chart).toEqual([
      { year: 2013, count: yearOf(2013, 2013) },
      { year: 2014, count: yearOf(2014, 2014) },
    ]);
  });

  it('lists the problems most reported first, and the recalls by recall number', async () => {
    const fixture = NAY_ANSWERS.deviceProblems() as { results: Array<{ term: string; count: number }> };
    const problems = await risk().topDeviceProblems('NAY', NAY_PROBLEM_YEARS);
    expect(problems?.list).toEqual(fixture.results.map(({ term, count }) => ({ device_problem: term, count })));
    expect(problems?.coverage.sources).toEqual(['openFDA device/event.json count=product_problems.exact']);

    const recalls = NAY_ANSWERS.recallNumbers() as { results: Array<{ term: string; count: number }> };
    const numbers = await risk().recallNumbers('NAY', NAY_RECALL_YEARS);
    expect(numbers?.numbers).toEqual(recalls.results.map(({ term, count }) => ({ key: term, count })));
    expect(numbers?.total).toBe(recalls.results.length);
    expect(numbers?.coverage).toMatchObject({ held: true, firstYear: 2010, lastYear: 2015, sources: ['openFDA device/recall.json count=product_res_number.exact'] });
  });

  it('gives the risk card the problems of every year openFDA holds a report of the code in, and none for a code without reports', async () => {
    const days = NAY_ANSWERS.mdrsByDay() as { results: Array<{ time: string }> };
    const years = days.results.map(({ time }) => Number(time.slice(0, 4)));
    const [fromYear, toYear] = [Math.min(...years), Math.max(...years)];
    const everSearch = `device.device_report_product_code:"NAY" AND date_received:[${fromYear}0101 TO ${toYear}1231]`;
    const problemsEver = { path: '/device/event.json' as const, search: everSearch, count: 'product_problems.exact', limit: 1000, status: 200, answer: NAY_ANSWERS.deviceProblems };
    const everStandIn = await startOpenFdaStandIn({ fixtures: [...FIXTURES, problemsEver] });
    try {
      const fixture = NAY_ANSWERS.deviceProblems() as { results: Array<{ term: string; count: number }> };
      const ever = await risk(everStandIn.baseUrl).deviceProblemsEver('NAY');
      expect(ever?.terms).toEqual(fixture.results.map(({ term, count }) => ({ key: term, count })));
      expect(ever?.coverage).toMatchObject({ held: true, firstYear: fromYear, lastYear: toYear, live: { source: 'openFDA' } });
      expect(await risk(everStandIn.baseUrl).deviceProblemsEver('JAK')).toMatchObject({ terms: [], coverage: { held: true } });
    } finally {
      await everStandIn.stop();
    }
  });

  it("reports openFDA's 'no match' as a zero it stands behind", async () => {
    const totals = await risk().totalMdrs('JAK', { fromYear: 2020, toYear: 2021 });
    expect(totals).toEqual({
      line_chart: [
        { year: 2020, count: 0 },
        { year: 2021, count: 0 },
      ],
      total_count: 0,
      coverage: expect.objectContaining({ held: true, firstYear: 2020, lastYear: 2021 }),
    });
  });
});
