import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webExportReports } from '../../../../testing/maude-web-export-facts.ts';
import { maudeProductCodes, mdrReportIdsByYear, recallExportDay, recallRecordsOf } from '../../testing/raw-fda-facts.ts';
import { webExportYears } from './fixture-figures.ts';
import { FIXTURES, fixtureBody, NAY_ANSWERS, NAY_PROBLEM_YEARS, NAY_RECALL_YEARS } from './openfda-fixtures.ts';
import { startOpenFdaStandIn, type OpenFdaStandIn } from './openfda-stand-in.ts';

/** A count answer as openFDA gives it: `time` buckets for a date field, `term` buckets for a keyword field. */
interface CountAnswer {
  meta: Record<string, string> & { last_updated: string };
  results: Array<{ time?: string; term?: string; count: number }>;
}

const answer = (name: keyof typeof NAY_ANSWERS) => NAY_ANSWERS[name]() as CountAnswer;

let standIn: OpenFdaStandIn;
beforeAll(async () => {
  standIn = await startOpenFdaStandIn();
});
afterAll(() => standIn.stop());

describe("the openFDA stand-in's answers", () => {
  it('answer each query of FIXTURES with its status and body', async () => {
    for (const fixture of FIXTURES) {
      const params = new URLSearchParams({ search: fixture.search, count: fixture.count });
      if (fixture.limit !== undefined) params.set('limit', String(fixture.limit));
      const response = await fetch(`${standIn.baseUrl}${fixture.path}?${params}`);
      expect(response.status, fixture.search).toBe(fixture.status);
      expect(await response.json(), fixture.search).toEqual(fixtureBody(fixture));
    }
  });

  it("computed from FDA_DATA_DIR, have openFDA's count envelope: meta without results, then buckets", () => {
    for (const name of Object.keys(NAY_ANSWERS) as Array<keyof typeof NAY_ANSWERS>) {
      const { meta, results, ...rest } = answer(name);
      expect(rest, name).toEqual({});
      expect(Object.keys(meta).sort(), name).toEqual(['disclaimer', 'last_updated', 'license', 'terms']);
      expect(meta.last_updated, name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(results.length, name).toBeGreaterThan(0);
      for (const bucket of results) {
        expect(Object.keys(bucket).sort(), name).toEqual(bucket.time === undefined ? ['count', 'term'] : ['count', 'time']);
        expect(Number.isInteger(bucket.count) && bucket.count > 0, name).toBe(true);
      }
    }
  });

  it("count NAY's MAUDE reports per day received, oldest first, as many a year as the raw files hold", () => {
    const { meta, results } = answer('mdrsByDay');
    const days = results.map(({ time }) => time!);
    expect(days.every((day) => /^\d{8}$/.test(day))).toBe(true);
    expect(days).toEqual([...new Set(days)].sort());
    expect(meta.last_updated.replaceAll('-', '')).toBe(days.at(-1));
    const perYear: Record<string, number> = {};
    for (const { time, count } of results) perYear[time!.slice(0, 4)] = (perYear[time!.slice(0, 4)] ?? 0) + count;
    expect(perYear).toEqual(Object.fromEntries([...mdrReportIdsByYear('NAY')].map(([year, ids]) => [String(year), ids.size])));
  });

  it("count the problem terms of NAY's web-export reports, most reported first", () => {
    const nayReports = [...webExportReports().values()].filter((report) => report.code === 'NAY');
    for (const kind of ['device', 'patient'] as const) {
      const { results } = answer(kind === 'device' ? 'deviceProblems' : 'patientProblems');
      const rawTerms = nayReports.flatMap((report) => [...report.problems].filter((p) => p.startsWith(`${kind}|`)));
      expect(results.reduce((sum, { count }) => sum + count, 0), kind).toBe(rawTerms.length);
      expect(new Set(results.map(({ term }) => term)), kind).toEqual(new Set(rawTerms.map((p) => p.slice(kind.length + 1))));
      expect(results.map(({ count }) => count), kind).toEqual(results.map(({ count }) => count).sort((a, b) => b - a));
    }
  });

  it("count NAY's recall numbers posted in the recall years of the export", () => {
    const { meta, results } = answer('recallNumbers');
    const inYears = recallRecordsOf('NAY').filter((r) => {
      const year = Number(recallExportDay(r['Date Posted'])?.slice(0, 4));
      return year >= NAY_RECALL_YEARS.fromYear && year <= NAY_RECALL_YEARS.toYear;
    });
    const recallNumbers = new Set(inYears.map((r) => r['Recall Number']));
    expect(recallNumbers.size).toBeGreaterThan(0);
    expect(results).toEqual([...recallNumbers].sort().map((term) => ({ term, count: 1 })));
    expect(Number(meta.last_updated.slice(0, 4))).toBeGreaterThanOrEqual(NAY_RECALL_YEARS.toYear);
  });

  it("give JAK openFDA's 'no match', as no MAUDE file holds a JAK report", () => {
    expect(FIXTURES.find((f) => f.search.includes('"JAK"'))).toMatchObject({ status: 404, file: 'not-found.json' });
    expect(maudeProductCodes().has('JAK')).toBe(false);
  });

  it("ask the problem queries' years with every NAY report of the web exports", () => {
    const years = webExportYears('NAY');
    expect(years.length).toBeGreaterThan(0);
    expect(years.every((year) => year >= NAY_PROBLEM_YEARS.fromYear && year <= NAY_PROBLEM_YEARS.toYear)).toBe(true);
  });
});
