import { sql } from 'kysely';
import mammoth from 'mammoth';
import { describe, expect, it } from 'vitest';
import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { Report, ReportList, type SummaryDraftRequest } from '../../../../src/api/contracts/reports.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../../testing/emulator-user.ts';
import { importedAppPerFile } from '../../../testing/imported-app-per-file.ts';
import { testConfig } from '../../../testing/test-app.ts';
import { startFakeOpenAiServer } from '../../../testing/fake-openai-server.ts';
import { createAccountRepository } from '../../account/account.repository.ts';
import { numbersIn } from '../../ai/llm/fact-check.ts';
import { createDataServices } from '../../fda/data-services.ts';
import { CATALOGUE } from '../../ai/standards/catalogue/index.ts';
import { readSummaryDraftInput } from './summary-draft-input.ts';
import { createSummaryDraftBuilder } from './summary-draft.service.ts';
import { summaryWordingFromConfig } from './summary-wording.ts';
import { SUMMARY_DRAFT_HEADINGS } from './testing/summary-headings.ts';

const REST = '/api/rest/v1';
const testApp = importedAppPerFile();


/** DQY (the e2e journey's code, with a regulation number in the data) and two of its cleared devices. */
async function codeWithDevices() {
  const devices = await testApp().db.selectFrom('fda_devices').select('k_number').where('product_code', '=', 'DQY').orderBy('k_number').limit(2).execute();
  expect(devices).toHaveLength(2);
  return { product_code: 'DQY', k_numbers: devices.map((device) => device.k_number) };
}

/** A kept row as the Tests and Standards step holds it, from the team's catalogue entry of that category. */
function catalogueRow(category: string): TestStandardsRow {
  const entry = CATALOGUE.find((item) => item.category === category && item.recognition !== null)!;
  return {
    test_and_evaluation: entry.test,
    standard_reference: entry.designation,
    purpose: entry.scope,
    label: 'fda-consensus',
    category: entry.category,
    recognition_number: entry.recognition,
    recognition_source: 'Clearway standards catalogue',
  };
}

const post = (user: EmulatorUser, body: unknown) =>
  testApp().app.inject({ method: 'POST', url: `${REST}/reports/summary-draft`, headers: bearer(user), payload: body as object });

async function docxText(user: EmulatorUser, report: Report): Promise<string> {
  const response = await testApp().app.inject({ method: 'GET', url: `${REST}/reports/${report.id}/docx`, headers: bearer(user) });
  expect(response.statusCode).toBe(200);
  return (await mammoth.extractRawText({ buffer: response.rawPayload })).value;
}

/**
 * The text less the draft's own wording, which holds no figures: its citations of 21 CFR 807.92, the CFR's
 * title, section numbers, and the records' page addresses (eCFR's 'title-21').
 */
const withoutTemplate = (text: string) =>
  text
    .replace(/https?:\/\/\S+/g, '')
    .replace(/21 CFR 807\.92(\([a-z0-9]\))*/g, '')
    .replace(/21 CFR /g, '')
    .replace(/^\d+(\.\d+)? /gm, '');

describe('POST /reports/summary-draft', () => {
  it('drafts the 510(k) Summary in the order of 807.92, every K-number, regulation, recognition number and figure from the data or the user, blanks marked', async () => {
    const alice = await createEmulatorUser();
    const saved = await testApp().app.inject({ method: 'POST', url: `${REST}/administrative/profile`, headers: bearer(alice), payload: { name: 'Ada Lovelace', company: 'Analytical Devices' } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { product_code: code, k_numbers: [first, second] } = await codeWithDevices();
    const notHeld = 'K000001';
    const rows = [catalogueRow('Biocompatibility'), catalogueRow('Software'), catalogueRow('Electrical safety')];
    const body: SummaryDraftRequest = {
      device_name: 'Test Monitor',
      description: 'A bedside monitor.',
      intended_use: 'Monitoring of adult patients in hospitals.',
      product_code: code.toLowerCase(),
      predicate_k_numbers: [first!, second!, notHeld],
      comparison: { columns: [first!, second!, 'Your device'], rows: [{ label: 'Power source', values: ['Mains', 'Battery', ''] }] },
      standards_rows: rows,
      prepared_on: '2026-11-27',
    };

    const response = await post(alice, body);
    expect(response.statusCode, response.body).toBe(201);
    const report = Report.assert(response.json());
    expect(report).toMatchObject({
      kind: 'summary-draft',
      product_code: code,
      title: `510(k) Summary draft: Test Monitor (${code})`,
      prepared_on: '2026-11-27',
      docx: { file_name: `Clearway-510k-summary-draft-${code}-2026-11-27.docx` },
      pdf: null,
    });
    const list = ReportList.assert((await testApp().app.inject({ method: 'GET', url: `${REST}/reports`, headers: bearer(alice) })).json());
    expect(list.reports).toEqual([report]);
    const pdf = await testApp().app.inject({ method: 'GET', url: `${REST}/reports/${report.id}/pdf`, headers: bearer(alice) });
    expect(pdf.statusCode).toBe(404);

    const text = await docxText(alice, report);
    const lines = text.split('\n').map((line) => line.trim()).filter((line) => line !== '');
    const headingAt = SUMMARY_DRAFT_HEADINGS.map((heading) => lines.indexOf(heading));
    expect(headingAt.every((at) => at >= 0), JSON.stringify(headingAt)).toBe(true);
    expect([...headingAt].sort((a, b) => a - b)).toEqual(headingAt);

    // The user's and the data's facts, and the blanks for the rest.
    for (const fact of ['Analytical Devices', 'Ada Lovelace', 'Test Monitor', 'A bedside monitor.', 'Monitoring of adult patients in hospitals.', 'Mains', 'Battery']) {
      expect(text).toContain(fact);
    }
    for (const missing of ["the submitter's address", "the submitter's telephone number", "the device's key specifications", 'Power source of Your device']) {
      expect(text).toContain(`[To be completed: ${missing}]`);
    }
    expect(text).toContain(`Chosen but not in the FDA data, so not described here: ${notHeld}.`);

    const classification = await testApp().db.selectFrom('fda_product_codes').selectAll().where('product_code', '=', code).executeTakeFirstOrThrow();
    const devices = await testApp().db.selectFrom('fda_devices').selectAll().where('k_number', 'in', [first!, second!]).execute();
    const given = JSON.stringify({ body, classification, devices });
    expect(text).toContain(`21 CFR ${classification.regulation_number}`);
    for (const kNumber of text.match(/\b(?:K|DEN)\d{6}\b/g) ?? []) expect([first, second, notHeld]).toContain(kNumber);
    for (const regulation of withoutTemplate(text).match(/21 CFR [\d.]+/g) ?? []) expect(regulation).toBe(`21 CFR ${classification.regulation_number}`);
    for (const recognition of text.match(/\b\d{1,2}-\d{1,3}\b/g) ?? []) expect(given).toContain(recognition);
    for (const row of rows) expect(text).toContain(row.recognition_number!);
    const allowed = new Set(numbersIn(given));
    const unsourced = numbersIn(withoutTemplate(text)).filter((number) => !allowed.has(number));
    expect(unsourced).toEqual([]);
  });

  it('has the configured model reword the section openings, keeping the local text where the reworded one names what the data does not hold', async () => {
    const model = await startFakeOpenAiServer();
    try {
      const { db } = testApp();
      const config = testConfig({ LLM_BASE_URL: model.baseUrl, LLM_MODEL: 'fake-model' });
      const builder = createSummaryDraftBuilder({ account: createAccountRepository(db), data: createDataServices(db), wording: summaryWordingFromConfig(config) });
      const { product_code: code, k_numbers: [first] } = await codeWithDevices();
      model.script({
        content: JSON.stringify({
          sections: [
            { id: 'device', text: `This submission concerns a device classified under product code ${code}.` },
            { id: 'predicates', text: `Substantial equivalence is claimed to ${first} and K999999.` },
            { id: 'description', text: 'The device weighs 42 kg.' },
          ],
        }),
      });
      const input = readSummaryDraftInput({ product_code: code, device_name: 'Test Monitor', predicate_k_numbers: [first!] });
      const built = await builder.build('no-such-user', input);
      const { value: text } = await mammoth.extractRawText({ buffer: Buffer.from(built.docx) });
      expect(built.rewordedBy).toBe('fake-model');
      expect(text).toContain('Section openings reworded by fake-model and checked against the data.');
      expect(text).toContain(`This submission concerns a device classified under product code ${code}.`);
      expect(text).not.toContain('K999999');
      expect(text).toContain(`The legally marketed devices to which substantial equivalence is claimed: ${first}.`);
      expect(text).not.toContain('42 kg');
      expect(text).toContain('What the device is and how it works.');
      expect(JSON.stringify(model.requests[0])).toContain('Test Monitor');
    } finally {
      await model.stop();
    }
  });

  it('leaves every submitter field blank without an account profile, and the predicates and comparison blank without a choice', async () => {
    const bob = await createEmulatorUser();
    const { product_code: code } = await codeWithDevices();
    const response = await post(bob, { product_code: code });
    expect(response.statusCode, response.body).toBe(201);
    const text = await docxText(bob, Report.assert(response.json()));
    for (const missing of ["the submitter's company name", "the contact person's name", "the device's trade name", 'the legally marketed predicate device(s)']) {
      expect(text).toContain(`[To be completed: ${missing}`);
    }
    expect(text).toContain('No comparison table is built yet in the Predicates step.');
  });

  it('refuses a bad body with 400 and a code the data does not hold with 404, keeping nothing', async () => {
    const carol = await createEmulatorUser();
    const { product_code: code } = await codeWithDevices();
    const unknownKey = await post(carol, { product_code: code, extra: 1 });
    expect(unknownKey.statusCode).toBe(400);
    expect(unknownKey.json()).toMatchObject({ field: 'body.extra' });
    expect((await post(carol, { product_code: 'D1' })).statusCode).toBe(400);
    const uneven = await post(carol, { product_code: code, comparison: { columns: ['A', 'B'], rows: [{ label: 'x', values: ['1'] }] } });
    expect(uneven.statusCode).toBe(400);
    const { rows } = await sql<{ code: string }>`select 'Q' || chr(65 + n / 26) || chr(65 + n % 26) as code from generate_series(0, 675) n
      where 'Q' || chr(65 + n / 26) || chr(65 + n % 26) not in (select product_code from fda_product_codes) limit 1`.execute(testApp().db);
    expect((await post(carol, { product_code: rows[0]!.code })).statusCode).toBe(404);
    const list = ReportList.assert((await testApp().app.inject({ method: 'GET', url: `${REST}/reports`, headers: bearer(carol) })).json());
    expect(list.reports).toEqual([]);
  });
});
