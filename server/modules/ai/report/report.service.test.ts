import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReportAnswer, type EngineInfo } from '../../../../src/api/contracts/ai.ts';
import { DATA_MESSAGES, RISK_FIRST_YEAR, RISK_SNAPSHOT_DEFAULT_LIMIT } from '../../../../src/api/contracts/data.ts';
import { riskLevel, riskTotal } from '../../../../src/api/contracts/risk-level.ts';
import { REVIEW_TIME_NO_PLANNED_DATE, reviewTimeLikelyRange, reviewTimePlannedFor } from '../../../../src/api/text/review-time.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase, type ImportedDatabase } from '../../../testing/imported-database.ts';
import { normaliseDeviceClass } from '../../fda/common/device-class.ts';
import { createDataServices, type DataServices } from '../../fda/data-services.ts';
import { createComparisonEngine } from '../compare/compare.service.ts';
import type { EngineDeps, ReportInput } from '../engine.ts';
import { createPredicatesEngine } from '../predicates/predicates.service.ts';
import { normaliseProfile } from '../profile.ts';
import { createRiskEngine } from '../risk/risk-analysis.service.ts';
import { CATALOGUE } from '../standards/catalogue/index.ts';
import { createStandardsEngine } from '../standards/standards.service.ts';
import { createReportEngine } from './report.service.ts';

const LocalReportAnswer = ReportAnswer.omit('engine');
const LOCAL: EngineInfo = { provider: 'local', model: null, note: null };
const SECTION_ORDER = ['profile', 'scenario', 'review-time', 'predicates', 'comparison', 'risk', 'standards', 'sources'];

let imported: ImportedDatabase;
let data: DataServices;
let report: ReturnType<typeof createReportEngine>;

const tagged =
  <I, O>(part: (input: I) => Promise<O>) =>
  async (input: I) => ({ ...(await part(input)), engine: LOCAL });

beforeAll(async () => {
  imported = await openImportedDatabase();
  data = createDataServices(imported.db);
  const deps: EngineDeps = { db: imported.db, data };
  report = createReportEngine({
    ...deps,
    engine: {
      predicates: tagged(createPredicatesEngine(deps).predicates),
      compare: tagged(createComparisonEngine(deps).compare),
      risk: tagged(createRiskEngine(deps).risk),
      testStandards: tagged(createStandardsEngine(deps).testStandards),
    },
  });
}, IMPORT_TIMEOUT_MS);
afterAll(() => imported?.db.destroy());

/** The product code with the most cleared devices in the data, with its classification record. */
async function busiestCode() {
  const { rows } = await sql<{ product_code: string; device_name: string; device_class: string; regulation_number: string | null }>`
    select p.product_code, p.device_name, p.device_class, p.regulation_number
    from fda_devices d join fda_product_codes p on p.product_code = d.product_code
    group by p.product_code order by count(*) desc, p.product_code limit 1`.execute(imported.db);
  return rows[0]!;
}

function request(productCode: string, deviceName: string, figures: Partial<ReportInput> = {}): ReportInput {
  const profile = normaliseProfile({ device_name: deviceName, description: `A ${deviceName.toLowerCase()}.`, intended_use: 'For clinical use.' });
  return { profile, productCode, predicateKNumbers: [], standardsRows: null, riskYears: { fromYear: RISK_FIRST_YEAR, toYear: new Date().getUTCFullYear() }, plannedSubmission: null, ...figures };
}

async function devicesOfCode(kNumbers: readonly string[], productCode: string): Promise<string[]> {
  if (kNumbers.length === 0) return [];
  const { rows } = await sql<{ k_number: string }>`
    select k_number from fda_devices where product_code = ${productCode} and k_number in (${sql.join(kNumbers)})`.execute(imported.db);
  return rows.map((row) => row.k_number);
}

describe('buildReport', () => {
  it("writes the eight sections from the code's data, with the engine's top predicates", async () => {
    const code = await busiestCode();
    const answer = LocalReportAnswer.assert(await report.buildReport(request(code.product_code, code.device_name)));

    expect(answer.product_code).toBe(code.product_code);
    expect(answer.title).toBe(`510(k) strategy: ${code.device_name} (${code.product_code})`);
    expect(answer.sections.map((section) => section.id)).toEqual(SECTION_ORDER);
    const [, scenario, reviewTime, predicates, , risk, , sources] = answer.sections;
    const field = (label: string) => scenario!.fields.find((item) => item.label === label)?.value;
    expect(field('Product code')).toBe(code.product_code);
    expect(field('Device name')).toBe(code.device_name);
    expect(field('Device class')).toContain(normaliseDeviceClass(code.device_class));
    expect(field('Regulation')).toContain(`21 CFR ${code.regulation_number}`);

    // The review-time forecast of the code as GET /review-time gives it; the average says what it rests on.
    const forecast = await data.reviewTime.reviewTime(code.product_code);
    const { average, overall } = forecast;
    expect(field('Average time to clearance')).toBe(`${average!.days} days (${average!.decisions} decisions, ${average!.first_year}–${average!.last_year})`);
    const forecastField = (label: string) => reviewTime!.fields.find((item) => item.label === label)?.value;
    expect(forecastField('Decisions the forecast rests on')).toBe(`${overall.decisions}`);
    expect(forecastField('Median days from receipt to decision')).toBe(`${overall.percentiles!.median}`);
    expect(reviewTime!.tables[0]!.rows.map((row) => Number(row[0]))).toEqual(overall.years);
    expect(forecastField('Planned submission date')).toBe('Not chosen');
    expect(reviewTime!.summary).toContain(REVIEW_TIME_NO_PLANNED_DATE);

    const kNumbers = predicates!.tables[0]!.rows.map((row) => row[0]!);
    expect(kNumbers.length).toBeGreaterThan(0);
    expect((await devicesOfCode(kNumbers, code.product_code)).sort()).toEqual([...kNumbers].sort());

    const snapshot = await data.risk.snapshot({ productCode: code.product_code }, RISK_SNAPSHOT_DEFAULT_LIMIT);
    const total = riskTotal(snapshot.adverse_events, snapshot.recalls).total;
    const riskField = (label: string) => risk!.fields.find((item) => item.label === label)?.value;
    expect([riskField('Risk level (all years)'), riskField('Risk total (all years)')]).toEqual([riskLevel(total), `${total}`]);

    const sourceKeys = answer.sources.map((source) => `${source.kind}:${source.id}`);
    expect(new Set(sourceKeys).size).toBe(sourceKeys.length);
    expect(sourceKeys).toContain(`product_code:${code.product_code}`);
    for (const kNumber of kNumbers) expect(sourceKeys).toContain(`k_number:${kNumber}`);
    expect(sources!.tables[0]!.rows).toHaveLength(answer.sources.length);
  });

  it('states the decision dates of a submission sent on the day the user planned', async () => {
    const code = await busiestCode();
    const planned = '2027-03-01';
    const answer = LocalReportAnswer.assert(await report.buildReport(request(code.product_code, code.device_name, { plannedSubmission: planned })));
    const section = answer.sections.find((item) => item.id === 'review-time')!;
    const field = (label: string) => section.fields.find((item) => item.label === label)?.value;
    const { percentiles } = (await data.reviewTime.reviewTime(code.product_code)).overall;
    const day = (days: number) => new Date(Date.parse(`${planned}T00:00:00Z`) + Math.round(days) * 86_400_000).toISOString().slice(0, 10);
    expect(field('Planned submission date')).toBe(planned);
    expect([field('p25 decision date'), field('Median decision date'), field('p75 decision date')]).toEqual([day(percentiles!.p25), day(percentiles!.median), day(percentiles!.p75)]);
    expect(section.summary).toContain(`${reviewTimePlannedFor(planned)} ${reviewTimeLikelyRange(day(percentiles!.p25), day(percentiles!.p75))}`);
    expect(section.summary).not.toContain(REVIEW_TIME_NO_PLANNED_DATE);
  });

  it('lists the chosen predicates, compares them, and names a K-number the data does not hold', async () => {
    const code = await busiestCode();
    const latest = await data.devices.latest(code.product_code, 2);
    const chosen = latest.list.map((device) => device.k_number);
    expect(chosen).toHaveLength(2);
    const absent = 'K000000';
    expect(await devicesOfCode([absent], code.product_code)).toEqual([]);
    const rows = [{ test_and_evaluation: 'Biocompatibility', standard_reference: 'ISO 10993-1', purpose: 'Kept by the user', label: 'user' as const, category: 'Biocompatibility' }];

    const answer = LocalReportAnswer.assert(
      await report.buildReport(request(code.product_code, code.device_name, { predicateKNumbers: [...chosen, absent], standardsRows: rows })),
    );
    const [, , , predicates, comparison, , standards] = answer.sections;
    expect(predicates!.tables[0]!.rows.map((row) => row[0])).toEqual(chosen);
    expect(predicates!.summary).toContain(absent);
    expect(comparison!.tables[0]!.columns).toEqual(['Field', ...chosen]);
    expect(standards!.tables[0]!.rows).toEqual([['Biocompatibility', 'Biocompatibility', 'ISO 10993-1', '', 'Kept by the user', 'User Added']]);
  });

  it("counts the risk section's recalls, reports and problems in the dashboard's years, naming the files", async () => {
    const code = await busiestCode();
    const years = { fromYear: 2015, toYear: 2020 };
    const answer = LocalReportAnswer.assert(await report.buildReport(request(code.product_code, code.device_name, { riskYears: years })));
    const risk = answer.sections.find((section) => section.id === 'risk')!;
    const field = (label: string) => risk.fields.find((item) => item.label === label)?.value;
    const [recalls, mdrs, problems] = await Promise.all([
      data.risk.totalRecalls(code.product_code, years),
      data.risk.totalMdrs(code.product_code, years),
      data.risk.topDeviceProblems(code.product_code, years),
    ]);
    const recallCount = recalls.list.reduce((sum, item) => sum + item.count, 0);
    expect(field('Years')).toBe('2015–2020');
    expect(field('Recalls')).toBe(`${recallCount}`);
    expect(field('Medical device reports')).toBe(`${mdrs.total_count}`);
    expect(risk.summary).toContain(`${recallCount} recalls and ${mdrs.total_count} medical device reports in 2015–2020`);
    const table = (title: string) => risk.tables.find((item) => item.title === title);
    expect(table('Medical device reports by year, 2015–2020')?.rows ?? []).toEqual(mdrs.line_chart.map((point) => [`${point.year}`, `${point.count}`]));
    expect(table('Top device problems, 2015–2020')?.rows ?? []).toEqual(problems.list.map((item) => [item.device_problem, `${item.count}`]));
    for (const point of mdrs.line_chart) expect(point.year).toBeGreaterThanOrEqual(2015);
    // Each card names the files it counts, and the files are sources of the report.
    if (recalls.coverage.held) {
      for (const file of recalls.coverage.sources) {
        expect(field('Recalls counted from')).toContain(file.split('/').pop());
        expect(answer.sources).toContainEqual(expect.objectContaining({ kind: 'dataset', id: file }));
      }
    } else expect(field('Recalls counted from')).toMatch(/hold no recalls/);

    const everyYear = LocalReportAnswer.assert(await report.buildReport(request(code.product_code, code.device_name)));
    const allYears = (await data.risk.totalMdrs(code.product_code, { fromYear: RISK_FIRST_YEAR, toYear: new Date().getUTCFullYear() })).total_count;
    expect(everyYear.sections.find((section) => section.id === 'risk')!.fields.find((item) => item.label === 'Medical device reports')?.value).toBe(`${allYears}`);
  });

  it('holds only facts the data holds: every K-number, regulation and recognition number in it is in the imported tables', async () => {
    // An IVD code whose documents state recognition numbers, with two of its clearances chosen as predicates.
    const { rows: [ivd] } = await sql<{ product_code: string; device_name: string }>`
      select p.product_code, p.device_name from fda_standard_recognitions r
      join fda_device_documents d on d.k_number = r.k_number join fda_product_codes p on p.product_code = d.product_codes[1]
      group by p.product_code, p.device_name order by count(*) desc limit 1`.execute(imported.db);
    const latest = await data.devices.latest(ivd!.product_code, 2);
    const answer = LocalReportAnswer.assert(
      await report.buildReport(request(ivd!.product_code, ivd!.device_name, { predicateKNumbers: latest.list.map((device) => device.k_number) })),
    );
    expect(answer.sections.map((section) => section.id)).toEqual(SECTION_ORDER);
    for (const section of answer.sections.slice(0, -1)) expect(section.fields.length + section.tables.length, section.id).toBeGreaterThan(0);

    const texts = answer.sections.flatMap((section) => [section.summary, ...section.fields.map((item) => item.value), ...section.tables.flatMap((table) => [table.title, ...table.rows.flat()])]);
    const all = texts.join('\n');
    const kNumbers = [...new Set(all.match(/\bK\d{6}\b/g) ?? [])];
    expect(kNumbers.length).toBeGreaterThan(0);
    const heldK = await sql<{ k_number: string }>`
      select k_number from fda_devices where k_number in (${sql.join(kNumbers)})
      union select k_number from fda_device_documents where k_number in (${sql.join(kNumbers)})`.execute(imported.db);
    expect(heldK.rows.map((row) => row.k_number).sort()).toEqual(kNumbers.sort());

    const regulations = [...new Set([...all.matchAll(/21 CFR (\d{3}\.\d{1,4})/g)].map((match) => match[1]!))];
    expect(regulations.length).toBeGreaterThan(0);
    const heldRegulations = await sql<{ regulation_number: string }>`
      select distinct regulation_number from fda_product_codes where regulation_number in (${sql.join(regulations)})`.execute(imported.db);
    expect(heldRegulations.rows.map((row) => row.regulation_number).sort()).toEqual(regulations.sort());

    const standards = answer.sections.find((section) => section.id === 'standards')!.tables[0]!;
    const recognitionColumn = standards.columns.indexOf('Recognition number');
    const numbers = standards.rows.map((row) => row[recognitionColumn]!.split(' ')[0]!).filter((number) => number !== '');
    expect(numbers.length).toBeGreaterThan(0);
    const stated = new Set((await imported.db.selectFrom('fda_standard_recognitions').select('recognition_number').distinct().execute()).map((row) => row.recognition_number));
    const catalogued = new Set(CATALOGUE.flatMap((entry) => (entry.recognition ? [entry.recognition] : [])));
    for (const number of numbers) expect(stated.has(number) || catalogued.has(number), number).toBe(true);
  });

  it('refuses a product code the data does not hold', async () => {
    const { rows } = await sql`select 1 from fda_product_codes where product_code = 'ZZZ'`.execute(imported.db);
    expect(rows).toHaveLength(0);
    await expect(report.buildReport(request('ZZZ', 'Anything'))).rejects.toThrow(new NotFoundError(DATA_MESSAGES.noScenario('ZZZ')));
  });
});
