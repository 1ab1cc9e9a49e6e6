import { describe, expect, it } from 'vitest';
import { DATA_MESSAGES, DeviceProblems, MdrTotals, PatientProblems, RecallsByClass, RiskSnapshot } from '../../../../src/api/contracts/data.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { WEB_EXPORT_FILES, webExportProblemCounts } from '../../../testing/maude-web-export-facts.ts';
import { coverageHeader, dataApiCaller, errorOf, IMPORT_DAY } from '../testing/data-api.ts';
import { maudeProductCodes, mdrReportIdsByYear, pmnRecordsOf, recallsOf } from '../testing/raw-fda-facts.ts';

const testApp = importedAppPerFile();

const api = dataApiCaller(testApp);

async function ok(path: string) {
  const response = await api.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response;
}

const NO_COVERAGE = { held: false, sources: [], firstYear: null, lastYear: null, importedAt: IMPORT_DAY };

describe('GET /risk/total-mdrs', () => {
  it("charts NAY's reports per year received as the MAUDE files hold them", async () => {
    const byYear = mdrReportIdsByYear('NAY');
    const years = [...byYear.keys()].sort();
    const totals = MdrTotals.assert((await ok('/risk/total-mdrs?product_code=nay')).json());
    expect(totals.line_chart).toEqual(years.map((year) => ({ year, count: byYear.get(year)!.size })));
    expect(totals.total_count).toBe(years.reduce((sum, year) => sum + byYear.get(year)!.size, 0));
    expect(totals.coverage).toEqual({
      held: true,
      sources: ['maude/daVinci_FOIDEV.txt', WEB_EXPORT_FILES[0], 'maude/openfda_device_events_2020-04_sample.csv'],
      firstYear: years[0],
      lastYear: years.at(-1),
      importedAt: IMPORT_DAY,
    });
  });

  it('reads end_date as the last year included', async () => {
    const byYear = mdrReportIdsByYear('NAY');
    const totals = MdrTotals.assert((await ok('/risk/total-mdrs?product_code=NAY&start_date=2013-01-01&end_date=2014-01-01')).json());
    expect(totals.line_chart).toEqual([
      { year: 2013, count: byYear.get(2013)!.size },
      { year: 2014, count: byYear.get(2014)!.size },
    ]);
    expect(totals.total_count).toBe(byYear.get(2013)!.size + byYear.get(2014)!.size);

    const only2020 = MdrTotals.assert((await ok('/risk/total-mdrs?product_code=NAY&start_date=2020-01-01&end_date=2020-01-01')).json());
    // The openFDA sample's NAY reports were received in April 2020: an end_date of 2020-01-01 still counts them.
    expect(only2020.line_chart).toEqual([{ year: 2020, count: byYear.get(2020)!.size }]);
  });

  it('says when the MAUDE files hold nothing for the code, rather than reporting zero', async () => {
    expect(maudeProductCodes().has('JAK')).toBe(false);
    const totals = MdrTotals.assert((await ok('/risk/total-mdrs?product_code=jak')).json());
    expect(totals).toEqual({ line_chart: [], total_count: 0, coverage: NO_COVERAGE });
  });
});

describe('GET /risk/total-recalls', () => {
  it("counts DQY's recall numbers posted within the years, under the code's device class, of no known recall class without enforcement reports", async () => {
    const recalls = [...recallsOf('DQY').values()];
    const inYears = (from: number, to: number) => recalls.filter((year) => year !== null && year >= from && year <= to).length;
    const response = await ok('/risk/total-recalls?product_code=dqy&start_date=2010-01-01&end_date=2015-01-01');
    const count = inYears(2010, 2015);
    expect(RecallsByClass.assert(response.json())).toEqual([{ device_class: 'Class II', count, recall_classes: [{ recall_class: null, count }] }]);
    expect(coverageHeader(response)).toMatchObject({ held: true, sources: ['recalls/fda_device_recalls_2007-2021.csv.gz'] });

    const all = RecallsByClass.assert((await ok('/risk/total-recalls?product_code=DQY')).json());
    expect(all).toMatchObject([{ device_class: 'Class II', count: inYears(2002, new Date().getUTCFullYear()) }]);
  });

  it('gives an empty list for a year without recalls, the export still covering the code', async () => {
    const response = await ok('/risk/total-recalls?product_code=DQY&start_date=2024-01-01');
    expect(response.json()).toEqual([]);
    expect(coverageHeader(response).held).toBe(true);
  });
});

describe('GET /risk/top-device-problems and /risk/top-patient-problems', () => {
  it("rank NAY's problems by the reports that name them, as the MAUDE web export gives them, with its coverage", async () => {
    for (const [path, contract, kind] of [
      ['/risk/top-device-problems?product_code=nay', DeviceProblems, 'device'],
      ['/risk/top-patient-problems?product_code=nay', PatientProblems, 'patient'],
    ] as const) {
      const expected = webExportProblemCounts('NAY', kind);
      expect(expected.length).toBeGreaterThan(0);
      const response = await ok(path);
      const items = contract.assert(response.json()) as Array<Record<string, string | number>>;
      expect(items.map((item) => ({ problem: item[`${kind}_problem`], count: item.count }))).toEqual(expected);
      expect(coverageHeader(response)).toEqual({ held: true, sources: [WEB_EXPORT_FILES[0]], firstYear: 2023, lastYear: 2024, importedAt: IMPORT_DAY });
    }
  });

  it('say in the header that no problem is held for a code the MAUDE files do not name', async () => {
    expect(maudeProductCodes().has('JAK')).toBe(false);
    const response = await ok('/risk/top-device-problems?product_code=jak');
    expect(response.json()).toEqual([]);
    expect(coverageHeader(response)).toEqual(NO_COVERAGE);
  });
});

describe('GET /risk/snapshot', () => {
  it("gives DQY's adverse events and recalls with the coverage of each part", async () => {
    const snapshot = RiskSnapshot.assert((await ok('/risk/snapshot?product_code=dqy&limit=5')).json());
    const events = webExportProblemCounts('DQY', 'device').slice(0, 5);
    expect(snapshot).toMatchObject({
      product_code: 'DQY',
      adverse_events: events.map(({ problem, count }) => ({ product_problem: problem, count })),
      recalls: recallsOf('DQY').size,
    });
    expect(snapshot.coverage.adverse_events).toMatchObject({ held: true, sources: [WEB_EXPORT_FILES[0]] });
    expect(snapshot.coverage.recalls.held).toBe(true);
  });

  it("finds the product code of a K-number's device", async () => {
    const device = pmnRecordsOf('510k/pmn8185.txt').find((r) => r.PRODUCTCODE === 'DQY')!;
    const snapshot = RiskSnapshot.assert((await ok(`/risk/snapshot?k_number=${device.KNUMBER!.toLowerCase()}`)).json());
    expect(snapshot.product_code).toBe('DQY');
  });

  it('answers an unknown K-number with 404 and no subject with 400', async () => {
    expect(errorOf(await api.get('/risk/snapshot?k_number=K000000'))).toEqual({ status: 404, message: 'No device found for K-number: K000000' });
    expect(errorOf(await api.get('/risk/snapshot'))).toEqual({ status: 400, message: DATA_MESSAGES.productCodeRequired });
    expect(errorOf(await api.get('/risk/snapshot?product_code=DQY&limit=0'))).toEqual({
      status: 400,
      message: 'query.limit must be at least 1 (was 0)',
    });
  });
});

describe('risk query validation', () => {
  it.each([
    ['/risk/total-recalls', 'Product code is required for total recalls API'],
    ['/risk/total-mdrs?product_code=', 'Product code is required for total MDRs API'],
    ['/risk/top-device-problems', 'Product code is required for top device problems API'],
    ['/risk/top-patient-problems?product_code=%20', 'Product code is required for top patient problems API'],
    ['/risk/total-mdrs?product_code=na', DATA_MESSAGES.productCodeFormat],
    ['/risk/total-mdrs?product_code=nay&start_date=2015', 'start_date must be a year start as YYYY-01-01 (e.g., 2015-01-01)'],
    ['/risk/total-mdrs?product_code=nay&end_date=2015-07-01', 'end_date must be a year start as YYYY-01-01 (e.g., 2015-01-01)'],
    ['/risk/total-recalls?product_code=nay&start_date=2016-01-01&end_date=2015-01-01', 'start_date must not be after end_date'],
  ])('answers %s with 400 %j', async (path, message) => {
    expect(errorOf(await api.get(path))).toEqual({ status: 400, message });
  });
});
