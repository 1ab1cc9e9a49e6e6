import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  AI_MESSAGES,
  ClassificationAnswer,
  ComparisonAnswer,
  FeatureExtractionAnswer,
  NOT_AVAILABLE,
  PredicatesAnswer,
  ReportAnswer,
  RiskAnswer,
  STREAM_DONE,
  TestStandardsAnswer,
} from '../../../src/api/contracts/ai.ts';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases.ts';
import { RiskSnapshot } from '../../../src/api/contracts/data.ts';
import { importedAppPerFile } from '../../testing/imported-app-per-file.ts';
import { apiCaller, dataApiCaller, errorOf } from '../fda/testing/data-api.ts';
import { streamChunks } from './testing/stream-chunks.ts';

const testApp = importedAppPerFile();

const ai = apiCaller(API_BASE_PATHS.ai, testApp);
const data = dataApiCaller(testApp);

async function ok(path: string, body: unknown) {
  const response = await ai.post(path, body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
}

/** A real 2025 510(k) summary's own words, as a user would describe the device. */
async function realProfile() {
  const { rows } = await sql<{ k_number: string; device_name: string; device_description: string; intended_use: string; product_code: string }>`
    SELECT d.k_number, v.device_name, d.device_description, d.intended_use, v.product_code
    FROM fda_device_documents d JOIN fda_devices v ON v.k_number = d.k_number
    WHERE d.doc_type = '510k_summary' AND v.device_name IS NOT NULL AND v.product_code IS NOT NULL
      AND d.device_description IS NOT NULL AND d.intended_use IS NOT NULL
    ORDER BY d.k_number LIMIT 1`.execute(testApp().db);
  const row = rows[0]!;
  return {
    kNumber: row.k_number,
    productCode: row.product_code,
    profile: { device_name: row.device_name, description: row.device_description, intended_use: row.intended_use, role: 'Manufacturer' },
  };
}

async function existing(table: 'fda_product_codes' | 'fda_devices', column: 'product_code' | 'k_number', values: string[]) {
  if (values.length === 0) return new Set<string>();
  const { rows } = await sql<{ value: string }>`SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(values)})`.execute(testApp().db);
  return new Set(rows.map((row) => row.value));
}

describe('the AI API', () => {
  it('needs a signed-in user', async () => {
    const response = await testApp().app.inject({ method: 'POST', url: `${API_BASE_PATHS.ai}/classification/invoke`, payload: {} });
    expect(response.statusCode).toBe(401);
  });

  it('answers a profile without the three fields with the message of SPEC.md section 5', async () => {
    const response = await ai.post('/classification/invoke', { device_name: 'Pulse oximeter' });
    expect(errorOf(response)).toEqual({ status: 400, message: AI_MESSAGES.requiredProfileFields });
  });

  it('classifies a real device into 3 to 5 codes that exist, from the local engine', async () => {
    const { profile } = await realProfile();
    const answer = ClassificationAnswer.assert(await ok('/classification/invoke', profile));
    expect(answer.results.length).toBeGreaterThanOrEqual(3);
    expect(answer.results.length).toBeLessThanOrEqual(5);
    const codes = answer.results.map((scenario) => scenario.product_code);
    expect(await existing('fda_product_codes', 'product_code', codes)).toEqual(new Set(codes));
    const kNumbers = answer.results.flatMap((scenario) => scenario.example_k_numbers);
    expect(await existing('fda_devices', 'k_number', kNumbers)).toEqual(new Set(kNumbers));
    expect(answer.engine).toEqual({ provider: 'local', model: null, note: null });
    expect(answer.research_insights).not.toBe('');
  });

  it('ranks predicates of the code, compares two and answers a question per device', async () => {
    const { profile, productCode } = await realProfile();
    const predicates = PredicatesAnswer.assert(await ok('/predicates/invoke', { ...profile, product_code: productCode.toLowerCase() }));
    expect(predicates.product_code).toBe(productCode);
    const kNumbers = predicates.results.map((device) => device.k_number);
    expect(await existing('fda_devices', 'k_number', kNumbers)).toEqual(new Set(kNumbers));
    expect(predicates.results.every((device) => device.product_code === productCode)).toBe(true);
    expect(predicates.results.map((device) => device.rank)).toEqual(kNumbers.map((_, i) => i + 1));

    const pair = kNumbers.slice(0, 2);
    expect(pair).toHaveLength(2);
    const comparison = ComparisonAnswer.assert(await ok('/predicates/compare', { k_numbers: pair }));
    expect(comparison.results.map((result) => result.k_number)).toEqual(pair);
    expect(comparison.results[0]!.comparison_keys).toEqual(comparison.results[1]!.comparison_keys);
    const byQuery = await ai.post(`/predicates/compare?k_numbers=${pair.join(',')}`, {});
    expect(ComparisonAnswer.assert(byQuery.json()).results).toEqual(comparison.results);

    const features = FeatureExtractionAnswer.assert(
      await ok('/predicates/feature-extraction-v2', { k_numbers: pair, prompt: 'What is the intended use?', product_code: productCode }),
    );
    expect(Object.keys(features.feature_results).sort()).toEqual([...pair].sort());
    for (const result of Object.values(features.feature_results)) {
      expect(result.summary_feature === NOT_AVAILABLE || result.passage !== null).toBe(true);
    }
  });

  it('says why a comparison cannot run', async () => {
    expect(errorOf(await ai.post('/predicates/compare', { k_numbers: ['K000001'] }))).toEqual({ status: 400, message: AI_MESSAGES.needTwoDevices });
  });

  it("writes a risk snapshot whose level follows the data API's snapshot", async () => {
    const { profile, productCode } = await realProfile();
    const answer = RiskAnswer.assert(await ok('/risk/invoke', { ...profile, product_code: productCode }));
    const snapshot = RiskSnapshot.assert((await data.get(`/risk/snapshot?product_code=${productCode}`)).json());
    const total = snapshot.adverse_events.length + snapshot.adverse_events.reduce((sum, event) => sum + event.count, 0) + snapshot.recalls;
    expect(answer.risk_total).toBe(total);
    expect(answer.risk_level).toBe(total <= 10 ? 'LOW' : total <= 100 ? 'MEDIUM' : 'HIGH');
    expect(answer.ai_snapshot).not.toBe('');
    expect(errorOf(await ai.post('/risk/invoke', { intended_use: 'x' }))).toEqual({ status: 400, message: AI_MESSAGES.riskDeviceInformation });
  });

  it('lists tests and standards with their source labels', async () => {
    const { profile, productCode, kNumber } = await realProfile();
    const answer = TestStandardsAnswer.assert(await ok('/test-standards/invoke', { ...profile, product_code: productCode, predicate_k_numbers: [kNumber] }));
    expect(answer.rows.length).toBeGreaterThan(0);
    expect(answer.rows.some((row) => row.label === 'fda-consensus')).toBe(true);
    expect(answer.ai_snapshot).not.toBe('');
    const response = await ai.post('/test-standards/invoke', { intended_use: 'x' });
    expect(errorOf(response)).toEqual({ status: 400, message: AI_MESSAGES.standardsDeviceInformation });
  });

  it('builds the strategy report in its eSTAR-like order', async () => {
    const { profile, productCode } = await realProfile();
    const report = ReportAnswer.assert(await ok('/report/build', { ...profile, product_code: productCode }));
    expect(report.product_code).toBe(productCode);
    expect(report.sections.map((section) => section.id)).toEqual(['profile', 'scenario', 'review-time', 'predicates', 'comparison', 'risk', 'standards', 'sources']);
    const withYears = ReportAnswer.assert(await ok('/report/build', { ...profile, product_code: productCode, risk_years: { from_year: 2018, to_year: 2020 } }));
    expect(withYears.sections.find((section) => section.id === 'risk')!.fields).toContainEqual({ label: 'Years', value: '2018–2020' });
  });

  it('refuses risk years outside the range the dashboard offers, naming the field', async () => {
    const { profile, productCode } = await realProfile();
    const year = new Date().getUTCFullYear();
    const refused = async (risk_years: unknown) => (await ai.post('/report/build', { ...profile, product_code: productCode, risk_years })).json();
    expect(await refused({ from_year: 2001, to_year: 2010 })).toMatchObject({ field: 'body.risk_years.from_year', message: `body.risk_years.from_year must be a year from 2002 to ${year} (was 2001)` });
    expect(await refused({ from_year: 2012, to_year: 2010 })).toMatchObject({ field: 'body.risk_years.from_year', message: 'body.risk_years.from_year must not be after to_year' });
    expect(await refused({ from_year: 2012 })).toMatchObject({ field: expect.stringContaining('risk_years') });
  });

  it('states the planned submission date in the review-time section, and refuses a day that is not one', async () => {
    const { profile, productCode } = await realProfile();
    const report = ReportAnswer.assert(await ok('/report/build', { ...profile, product_code: productCode, planned_submission: '2027-03-01' }));
    expect(report.sections.find((section) => section.id === 'review-time')!.fields).toContainEqual({ label: 'Planned submission date', value: '2027-03-01' });
    const refused = await ai.post('/report/build', { ...profile, product_code: productCode, planned_submission: '2027-02-30' });
    expect(errorOf(refused)).toEqual({ status: 400, message: 'body.planned_submission must be a day written YYYY-MM-DD (was "2027-02-30")' });
  });
});

describe('the streams', () => {
  it('greets in the profiler and ends with [DONE]', async () => {
    const response = await ai.post('/device-profiler-v2/chat', { messages: [] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const { chunks, last } = streamChunks(response.body);
    expect(last).toBe(STREAM_DONE);
    expect(chunks.map((chunk) => chunk.content).join('')).not.toBe('');
    expect(chunks.at(-1)).toEqual({ content: '', is_complete: true });
  });

  it('answers a chatbot question about a real code, citing it', async () => {
    const { productCode } = await realProfile();
    const response = await ai.post('/chatbot/stream', { message: `What is product code ${productCode}?` });
    const { chunks, last } = streamChunks(response.body);
    expect(last).toBe(STREAM_DONE);
    const sources = chunks.flatMap((chunk) => chunk.sources ?? []);
    expect(sources.some((source) => source.kind === 'product_code' && source.id === productCode)).toBe(true);
  });

  it('refuses an empty chatbot message as JSON, before any stream', async () => {
    expect(errorOf(await ai.post('/chatbot/stream', { message: '  ' }))).toEqual({ status: 400, message: AI_MESSAGES.messageEmpty });
  });
});
