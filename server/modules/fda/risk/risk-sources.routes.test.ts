import { describe, expect, it } from 'vitest';
import {
  DATA_MESSAGES,
  DeviceProblems,
  MdrReportsPage,
  MdrTotals,
  PatientProblems,
  PROBLEM_TERMS_MAX,
  ProblemTerms,
  RecallsByClass,
  RecallsPage,
  type ProblemKind,
} from '../../../../src/api/contracts/data.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { webExportProblemCounts, webExportReports } from '../../../testing/maude-web-export-facts.ts';
import { coverageHeader, dataApiCaller, errorOf, IMPORT_DAY } from '../testing/data-api.ts';
import { maudeProductCodes, mdrReportIdsByYear, recallExportDay, recallRecordsOf } from '../testing/raw-fda-facts.ts';

const testApp = importedAppPerFile();

const api = dataApiCaller(testApp);
const ok = api.getOk;

const reportsPage = async (query: string) => MdrReportsPage.assert((await ok(`/risk/reports?${query}`)).json());
const recallsPage = async (query: string) => RecallsPage.assert((await ok(`/risk/recalls?${query}`)).json());

/** The items of every page of a list, asking for one page after another until `total` are in. */
async function everyPage<T>(read: (page: number) => Promise<{ items: T[]; total: number }>): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await read(page);
    items.push(...answer.items);
    if (answer.items.length === 0 || items.length >= answer.total) return items;
  }
}

function expectNewestFirst(days: Array<string | null>) {
  expect(days.every((day) => day !== null)).toBe(true);
  expect(days).toEqual([...days].sort().reverse());
}

const NO_COVERAGE = { held: false, sources: [], firstYear: null, lastYear: null, importedAt: IMPORT_DAY };

/** A field of a raw export as the importer keeps it: trimmed, null when blank or N/A, FDA's &amp; read as &. */
const exported = (value: string | undefined) => {
  const text = (value ?? '').trim().replaceAll('&amp;', '&');
  return text === '' || text === 'N/A' ? null : text;
};

describe('GET /risk/reports', () => {
  it("lists NAY's reports of 2013-2014, as many as /risk/total-mdrs counts, newest first, a page at a time", async () => {
    const byYear = mdrReportIdsByYear('NAY');
    const ids = new Set([...byYear.get(2013)!, ...byYear.get(2014)!]);
    const years = 'start_date=2013-01-01&end_date=2014-01-01';
    const totals = MdrTotals.assert((await ok(`/risk/total-mdrs?product_code=nay&${years}`)).json());

    const first = await reportsPage(`product_code=nay&${years}&page_size=100`);
    expect(first.total).toBe(totals.total_count);
    expect(first.total).toBe(ids.size);
    expect(first).toMatchObject({ page: 1, page_size: 100, coverage: totals.coverage });
    const second = await reportsPage(`product_code=NAY&${years}&page=2&page_size=100`);
    const items = [...first.items, ...second.items];
    expect(new Set(items.map((item) => item.mdr_report_key)).size).toBe(200);
    for (const item of items) expect(byYear.get(Number(item.date_received!.slice(0, 4)))?.has(item.mdr_report_key)).toBe(true);
    expectNewestFirst(items.map((item) => item.date_received));

    const lastPage = Math.ceil(first.total / 100);
    expect((await reportsPage(`product_code=nay&${years}&page=${lastPage}&page_size=100`)).items).toHaveLength(
      first.total - (lastPage - 1) * 100,
    );
    const pastTheEnd = await reportsPage(`product_code=nay&${years}&page=${lastPage + 1}&page_size=100`);
    expect(pastTheEnd).toMatchObject({ items: [], total: first.total, page: lastPage + 1 });
  });

  it('lists every DZE report the MAUDE files hold, in a stable order, with the web export fields and MAUDE page', async () => {
    const ids = new Set([...mdrReportIdsByYear('DZE').values()].flatMap((set) => [...set]));
    const items = await everyPage((page) => reportsPage(`product_code=dze&page=${page}&page_size=100`));
    expect(items.map((item) => item.mdr_report_key).sort()).toEqual([...ids].sort());
    expectNewestFirst(items.map((item) => item.date_received));

    const webReports = webExportReports();
    const fromWebExport = items.filter((item) => webReports.has(item.mdr_report_key));
    expect(fromWebExport).toHaveLength([...webReports.values()].filter((report) => report.code === 'DZE').length);
    for (const item of fromWebExport) {
      const { row } = webReports.get(item.mdr_report_key)!;
      expect(item).toEqual({
        mdr_report_key: item.mdr_report_key,
        report_number: exported(row['Report Number']),
        date_received: row['Date Received'],
        event_type: exported(row['Event Type']),
        brand_name: exported(row['Brand Name']),
        manufacturer: exported(row.Manufacturer),
        url: row['Web Address'],
      });
    }
    // openFDA's reports known only by their report number (1234567-2020-00001) have no MAUDE page of that id.
    const byNumberOnly = items.filter((item) => item.mdr_report_key.includes('-'));
    expect(byNumberOnly.length).toBeGreaterThan(0);
    for (const item of byNumberOnly) expect(item).toMatchObject({ report_number: item.mdr_report_key, url: null });

    const page2 = await reportsPage('product_code=DZE&page=2');
    expect(page2).toMatchObject({ page: 2, page_size: 25, total: items.length });
    expect(page2.items).toEqual(items.slice(25, 50));
  });

  it("lists the reports behind a bar of DZE's top device and patient problems, as many as the bar counts", async () => {
    const webReports = [...webExportReports()].filter(([, report]) => report.code === 'DZE');
    for (const [kind, path] of [
      ['device', '/risk/top-device-problems?product_code=dze'],
      ['patient', '/risk/top-patient-problems?product_code=dze'],
    ] as const) {
      const [top] = webExportProblemCounts('DZE', kind);
      const response = await ok(path);
      const bars = (kind === 'device' ? DeviceProblems : PatientProblems).assert(response.json()) as Array<Record<string, string | number>>;
      expect(bars.find((bar) => bar[`${kind}_problem`] === top!.problem)?.count).toBe(top!.count);

      const query = `product_code=dze&kind=${kind}&problem=${encodeURIComponent(top!.problem)}`;
      const first = await reportsPage(query);
      expect(first.total).toBe(top!.count);
      expect(first.coverage).toEqual(coverageHeader(response));
      const items = await everyPage((page) => reportsPage(`${query}&page=${page}`));
      const naming = webReports.filter(([, report]) => report.problems.has(`${kind}|${top!.problem}`)).map(([key]) => key);
      expect(items.map((item) => item.mdr_report_key).sort()).toEqual(naming.sort());
    }
  });

  it('lists none for a problem the reports do not name', async () => {
    const [top] = webExportProblemCounts('DZE', 'device');
    const reports = await reportsPage(`product_code=dze&kind=patient&problem=${encodeURIComponent(top!.problem)}`);
    expect(reports).toMatchObject({ items: [], total: 0 });
    expect(reports.coverage.held).toBe(true);
  });

  it('says when the MAUDE files hold nothing for the code, rather than an empty list as if none were made', async () => {
    expect(maudeProductCodes().has('JAK')).toBe(false);
    expect(await reportsPage('product_code=jak')).toEqual({ items: [], total: 0, page: 1, page_size: 25, coverage: NO_COVERAGE });
  });
});

describe('GET /risk/recalls', () => {
  it("lists DQY's recalls of 2010-2015, as many as /risk/total-recalls counts, each linked to its recall event", async () => {
    const inYears = new Map<string, Record<string, string>>();
    for (const r of recallRecordsOf('DQY')) {
      const year = Number(recallExportDay(r['Date Posted'])?.slice(0, 4));
      if (year >= 2010 && year <= 2015) inYears.set(r['Recall Number']!, r);
    }
    const years = 'start_date=2010-01-01&end_date=2015-01-01';
    const [byClass] = RecallsByClass.assert((await ok(`/risk/total-recalls?product_code=dqy&${years}`)).json());

    const first = await recallsPage(`product_code=dqy&${years}&page_size=50`);
    expect(first.total).toBe(byClass!.count);
    expect(first.total).toBe(inYears.size);
    expect(first.coverage).toMatchObject({ held: true, sources: ['recalls/fda_device_recalls_2007-2021.csv.gz'] });
    const items = await everyPage((page) => recallsPage(`product_code=DQY&${years}&page=${page}&page_size=50`));
    expect(items.map((item) => item.recall_number).sort()).toEqual([...inYears.keys()].sort());
    expectNewestFirst(items.map((item) => item.date_posted));
    for (const item of items) {
      const r = inYears.get(item.recall_number)!;
      expect(item).toEqual({
        recall_number: r['Recall Number'],
        recall_event_id: exported(r['Recall Event ID']),
        date_posted: recallExportDay(r['Date Posted']),
        trade_name: exported(r['Trade Name/Product']),
        recalling_firm: exported(r['Recalling Manufacturer']),
        recall_class: exported(r['Recall Class']),
        reason: exported(r['Reason for Recall']),
        status: exported(r['Recall Status']),
        url: `https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfRES/res.cfm?start_search=1&event_id=${r['Recall Event ID']}`,
      });
    }
  });

  it('pages in a stable order, with an empty page past the end', async () => {
    const hundred = await recallsPage('product_code=dqy&page_size=100');
    const page2 = await recallsPage('product_code=dqy&page=2');
    expect(page2).toMatchObject({ page: 2, page_size: 25, total: hundred.total });
    expect(page2.items).toEqual(hundred.items.slice(25, 50));
    const past = Math.ceil(hundred.total / 25) + 1;
    expect(await recallsPage(`product_code=dqy&page=${past}`)).toMatchObject({ items: [], total: hundred.total });
  });

  it('lists none for years without recalls, the export still covering the code', async () => {
    const recalls = await recallsPage('product_code=DQY&start_date=2024-01-01');
    expect(recalls).toMatchObject({ items: [], total: 0 });
    expect(recalls.coverage.held).toBe(true);
  });
});

describe('GET /risk/problem-terms', () => {
  /**
   * The codes of the IMDRF 2025 annexes, then those only FDA's NCIt export still lists (retired codes older
   * reports use), each with its term, FDA code and definition.
   */
  const imdrf = rawCsvRecords('problem_codes/imdrf_2025_combined.csv').map((r) => ({
    annex: r.Annex!,
    imdrf_code: r['IMDRF Code']!,
    fda_code: r['FDA Code'],
    term: r.Term!,
    definition: r.Definition,
  }));
  const ncitOnly = rawCsvRecords('problem_codes/FDA-CDRH_NCIt_Subsets.csv')
    .map((r) => ({
      imdrf_code: r['IMDRF Code']!.replace('IMDRF:', ''),
      fda_code: r['CDRH Source Code'],
      term: r['CDRH Preferred Term']!,
      definition: r['CDRH Definition'],
    }))
    .filter((code) => code.imdrf_code !== '' && !imdrf.some((held) => held.imdrf_code === code.imdrf_code))
    .map((code) => ({ ...code, annex: code.imdrf_code.charAt(0) }));
  const problemCodes = [...imdrf, ...ncitOnly];
  const annexes: Record<ProblemKind, string[]> = { device: ['A'], patient: ['E', 'F'] };
  const rowOf = (kind: ProblemKind, term: string) =>
    problemCodes
      .filter((code) => annexes[kind].includes(code.annex) && code.term.trim().toLowerCase() === term.toLowerCase())
      .sort((a, b) => (a.annex + a.imdrf_code < b.annex + b.imdrf_code ? -1 : 1))[0];
  /** What the tables say of a term among the annexes of its kind (nulls when they do not hold it). */
  const codeOf = (kind: ProblemKind, term: string) => {
    const row = rowOf(kind, term);
    return {
      term,
      kind,
      imdrf_code: row?.imdrf_code ?? null,
      fda_code: exported(row?.fda_code),
      definition: exported(row?.definition),
      annex: row?.annex ?? null,
    };
  };
  const lookUp = async (kind: ProblemKind, terms: string[]) =>
    ProblemTerms.assert((await ok(`/risk/problem-terms?${new URLSearchParams([['kind', kind], ...terms.map((t) => ['term', t])])}`)).json());

  it("gives the code and definition of DZE's device and patient problems, in the order asked, any case", async () => {
    for (const kind of ['device', 'patient'] as const) {
      const terms = webExportProblemCounts('DZE', kind).map(({ problem }) => problem);
      terms.push(terms[0]!.toUpperCase());
      const answer = await lookUp(kind, terms);
      expect(answer).toEqual(terms.map((term) => codeOf(kind, term)));
      expect(answer.every((code) => code.imdrf_code !== null && code.fda_code !== null)).toBe(true);
    }
  });

  it('reads a term by the annexes of its kind, and answers a term they do not hold with nulls', async () => {
    // 'Insufficient Information' is a device problem in MAUDE, but the annexes hold the term for clinical signs only.
    expect(rowOf('device', 'Insufficient Information')).toBeUndefined();
    expect(rowOf('patient', 'Insufficient Information')?.annex).toBe('E');
    const tableTerms = new Set(problemCodes.map((code) => code.term.trim().toLowerCase()));
    const deviceTerms = [...webExportReports().values()].flatMap((report) => [...report.problems].filter((p) => p.startsWith('device|')));
    const notHeld = deviceTerms.map((problem) => problem.slice('device|'.length)).find((term) => !tableTerms.has(term.toLowerCase()))!;
    expect(notHeld).toBeDefined();

    const device = await lookUp('device', ['Insufficient Information', notHeld]);
    expect(device).toEqual([codeOf('device', 'Insufficient Information'), codeOf('device', notHeld)]);
    expect(device.map((code) => code.imdrf_code)).toEqual([null, null]);
    const patient = await lookUp('patient', ['Insufficient Information']);
    expect(patient).toEqual([codeOf('patient', 'Insufficient Information')]);
  });

  it.each([
    ['/risk/problem-terms?kind=device', 'At least one problem term is required (query.term)'],
    ['/risk/problem-terms?kind=device&term=%20', 'At least one problem term is required (query.term)'],
    [
      `/risk/problem-terms?kind=patient&${Array.from({ length: PROBLEM_TERMS_MAX + 1 }, (_, i) => `term=t${i}`).join('&')}`,
      `At most ${PROBLEM_TERMS_MAX} problem terms can be looked up at once (was ${PROBLEM_TERMS_MAX + 1})`,
    ],
    ['/risk/problem-terms?term=Break', 'query.kind must be "device" or "patient" (was missing)'],
    ['/risk/problem-terms?kind=component&term=Break', 'query.kind must be "device" or "patient" (was "component")'],
  ])('answers %s with 400 %j', async (path, message) => {
    expect(errorOf(await api.get(path))).toEqual({ status: 400, message });
  });
});

describe('validation of the lists behind the risk figures', () => {
  it.each([
    ['/risk/reports', 'Product code is required for MDR reports API'],
    ['/risk/recalls?product_code=', 'Product code is required for recalls API'],
    ['/risk/reports?product_code=na', DATA_MESSAGES.productCodeFormat],
    ['/risk/recalls?product_code=dqy&start_date=2016-01-01&end_date=2015-01-01', 'start_date must not be after end_date'],
    ['/risk/reports?product_code=nay&end_date=2015-07-01', 'end_date must be a year start as YYYY-01-01 (e.g., 2015-01-01)'],
    ['/risk/reports?product_code=nay&page=0', 'query.page must be at least 1 (was 0)'],
    ['/risk/recalls?product_code=dqy&page_size=101', 'query.page_size must be at most 100 (was 101)'],
    ['/risk/reports?product_code=nay&kind=device', 'query.problem is required with query.kind (a problem term the reports name)'],
    ['/risk/reports?product_code=nay&problem=Break', "query.kind is required with query.problem ('device' or 'patient')"],
    ['/risk/recalls?product_code=dqy&page=two', 'query.page must be a well-formed integer string (was "two")'],
    ['/risk/reports?product_code=nay&problem=Break&kind=component', 'query.kind must be "device" or "patient" (was "component")'],
  ])('answers %s with 400 %j', async (path, message) => {
    expect(errorOf(await api.get(path))).toEqual({ status: 400, message });
  });
});
