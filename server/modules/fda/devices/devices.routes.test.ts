import { describe, expect, it } from 'vitest';
import { DATA_MESSAGES, DeviceRow, DeviceRows } from '../../../../src/api/contracts/data.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { coverageHeader, dataApiCaller, errorOf, IMPORT_DAY } from '../testing/data-api.ts';
import { rawCsvRecords } from '../../../testing/raw-fda-files.ts';
import { daysBetween, isoDay, jsonLines } from '../testing/raw-fda-records.ts';
import { foiclassRecord, pmnRecords, pmnRecordsOf } from '../testing/raw-fda-facts.ts';

const testApp = importedAppPerFile();

const api = dataApiCaller(testApp);

async function device(path: string): Promise<DeviceRow> {
  const response = await api.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return DeviceRow.assert(response.json());
}

const DOCS = 'https://www.accessdata.fda.gov/cdrh_docs';

describe('GET /device/{kNumber}', () => {
  it("gives a 1980s clearance as pmn8185.txt has it, with its product code's classification", async () => {
    const raw = pmnRecordsOf('510k/pmn8185.txt').find((r) => r.KNUMBER!.startsWith('K80') && r.PRODUCTCODE && r.DATERECEIVED)!;
    const classification = foiclassRecord(raw.PRODUCTCODE!)!;
    const row = await device(`/device/${raw.KNUMBER}`);
    expect(row).toMatchObject({
      k_number: raw.KNUMBER,
      applicant: raw.APPLICANT,
      device_name: raw.DEVICENAME,
      decision_date: isoDay(raw.DECISIONDATE),
      date_received: isoDay(raw.DATERECEIVED),
      processing_time_days: daysBetween(isoDay(raw.DATERECEIVED)!, isoDay(raw.DECISIONDATE)!),
      product_code: raw.PRODUCTCODE,
      decision_code: raw.DECISION,
      country_code: raw.COUNTRY_CODE,
      classification_name: classification.DEVICENAME,
      openfda_device_name: classification.DEVICENAME,
      regulation_number: classification.REGULATIONNUMBER,
      foia_pdf_url: null,
    });
  });

  it('answers /devices/{kNumber} alike, trimming and upper-casing the K-number', async () => {
    const raw = pmnRecordsOf('510k/pmn8185.txt')[0]!;
    expect(await device(`/devices/%20${raw.KNUMBER!.toLowerCase()}%20`)).toEqual(await device(`/device/${raw.KNUMBER}`));
  });

  it('links the summary or the statement, whichever the record names', async () => {
    const monthly = pmnRecordsOf('510k/pmnlstmn_2026-07.txt');
    const withSummary = monthly.find((r) => r.STATEORSUMM === 'Summary' && r.KNUMBER!.startsWith('K'))!;
    // pmnlstmn_2026-07.txt names 323 summaries and 7 statements.
    const withStatement = monthly.find((r) => r.STATEORSUMM === 'Statement' && r.KNUMBER!.startsWith('K'))!;
    const summary = await device(`/device/${withSummary.KNUMBER}`);
    expect(summary).toMatchObject({
      statement_or_summary: 'Summary',
      summary_pdf_url: `${DOCS}/pdf${withSummary.KNUMBER!.slice(1, 3)}/${withSummary.KNUMBER}.pdf`,
      statement_pdf_url: null,
    });
    expect(await device(`/device/${withStatement.KNUMBER}`)).toMatchObject({
      statement_or_summary: 'Statement',
      summary_pdf_url: null,
      statement_pdf_url: `${DOCS}/pdf${withStatement.KNUMBER!.slice(1, 3)}/${withStatement.KNUMBER}.pdf`,
    });
  });

  it('links the decision summary of a De Novo', async () => {
    const deNovo = pmnRecords().find((r) => r.KNUMBER!.startsWith('DEN'))!;
    expect((await device(`/device/${deNovo.KNUMBER}`)).decision_summary_pdf_url).toBe(`${DOCS}/reviews/${deNovo.KNUMBER}.pdf`);
  });

  it('takes summary texts from the documents held, and links a held decision summary', async () => {
    const openFda = new Set(rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv').map((r) => r.k_number));
    const documents = new Map<string, Map<string, Record<string, unknown>>>();
    for await (const doc of jsonLines('ivd_decision_summaries/ivd_decision_summaries.jsonl.gz')) {
      const kNumber = String(doc.k_number);
      if (!openFda.has(kNumber)) continue;
      documents.set(kNumber, (documents.get(kNumber) ?? new Map()).set(String(doc.doc_type), doc));
    }
    const [kNumber, held] = [...documents].find(([, docs]) => docs.has('decision_summary') && docs.get('510k_summary')?.intended_use)!;
    const row = await device(`/device/${kNumber}`);
    expect(row.decision_summary_pdf_url).toBe(`${DOCS}/reviews/${kNumber}.pdf`);
    expect(row.summary_intended_use).toBe(String(held.get('510k_summary')!.intended_use).trim());
  });

  it('marks a device of the AI-enabled list', async () => {
    const listed = rawCsvRecords('510k/fda_ai_enabled_devices_2025-07.csv').find((r) => r['Submission Number']!.startsWith('K'))!;
    expect((await device(`/device/${listed['Submission Number']}`)).ai_enabled).toBe(true);
  });

  it('answers 404 for an unknown K-number and 400 for a blank one', async () => {
    expect(errorOf(await api.get('/device/k000000'))).toEqual({ status: 404, message: DATA_MESSAGES.noDevice('K000000') });
    expect(errorOf(await api.get('/device/%20'))).toEqual({ status: 400, message: DATA_MESSAGES.kNumberRequired });
    expect(errorOf(await api.get('/devices/'))).toEqual({ status: 400, message: DATA_MESSAGES.kNumberRequired });
    expect(errorOf(await api.get('/device'))).toEqual({ status: 400, message: DATA_MESSAGES.kNumberRequired });
    expect(errorOf(await api.get('/device/latest'))).toEqual({ status: 400, message: DATA_MESSAGES.productCodeRequired });
    expect(errorOf(await api.get('/device/latest/DQ'))).toEqual({ status: 400, message: DATA_MESSAGES.productCodeFormat });
  });
});

describe('GET /device/latest/{productCode}', () => {
  it('lists the newest clearances first, 10 by default', async () => {
    const response = await api.get('/device/latest/dqy');
    expect(response.statusCode).toBe(200);
    const rows = DeviceRows.assert(response.json());
    expect(rows).toHaveLength(10);
    expect(rows.every((row) => row.product_code === 'DQY')).toBe(true);
    const dates = rows.map((row) => row.decision_date!);
    expect(dates).toEqual([...dates].sort().reverse());
    const newestMonthly = pmnRecordsOf('510k/pmnlstmn_2026-07.txt')
      .filter((r) => r.PRODUCTCODE === 'DQY')
      .map((r) => isoDay(r.DECISIONDATE)!)
      .sort()
      .at(-1);
    expect(dates[0]).toBe(newestMonthly);
    expect(coverageHeader(response)).toMatchObject({ held: true, lastYear: Number(newestMonthly!.slice(0, 4)) });
  });

  it('honours limit and says when the 510(k) files hold nothing for the code', async () => {
    expect(DeviceRows.assert((await api.get('/device/latest/DQY?limit=3')).json())).toHaveLength(3);
    expect(errorOf(await api.get('/device/latest/DQY?limit=101'))).toEqual({ status: 400, message: 'query.limit must be at most 100 (was 101)' });

    const codesWithDevices = new Set([
      ...pmnRecords().map((r) => r.PRODUCTCODE),
      ...rawCsvRecords('510k/openfda_510k_sample_2015-2026.csv').map((r) => r.product_code),
      ...rawCsvRecords('510k/fda_ai_enabled_devices_2024.csv').map((r) => r['Primary Product Code']),
      ...rawCsvRecords('510k/fda_ai_enabled_devices_2025-07.csv').map((r) => r['Primary Product Code']),
    ]);
    expect(codesWithDevices.has('RAA')).toBe(false);
    const none = await api.get('/device/latest/raa');
    expect(none.json()).toEqual([]);
    expect(coverageHeader(none)).toEqual({ held: false, sources: [], firstYear: null, lastYear: null, importedAt: IMPORT_DAY });
  });
});
