import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicesFor } from '../../../../tests/app-services';
import { createEmulatorUser } from '../../../../server/testing/emulator-user.ts';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from '../../../../server/testing/imported-database.ts';
import type { DeviceRow } from '../../../api/contracts/data';
import { dataApi } from '../../../api/data';
import type { AppServices } from '../../../app/services';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { setContextKey } from '../../../commands/context';
import { wasReported } from '../../../commands/errors';
import { commandRegistry } from '../../../commands/registry';
import type { Disposable } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { usDate } from '../../../api/text/us-date';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { PROFILE_GET, type ProfileSnapshot } from '../../common/profile-requests';
import { createRequestBus } from '../../host/create-request-bus';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { predicate$, type PredicateDevice } from '../store';
import { PREDICATE_STEP_INDEX } from './command-kit';
import { activateComparison } from './commands';
import { questionRuns$ } from './question-runs';
import { csvField } from './rules/csv';
import { OWN_DEVICE_COLUMN } from './rules/own-device';
import { comparisonTable } from './rules/table-model';
import { chosenKNumbers, comparison$ } from './store';

/**
 * The comparison commands against the real server (on loopback, full FDA import, which the compare's recall
 * ties need): two documented devices of one product code and one without documents are chosen from the
 * data, compared, and asked a question. The test plays the device profiler (the 'profile' request) and sets
 * the selected scenario and the workflow step as their plugins would.
 */
let server: ImportedTestApp;
let services: AppServices;
let host: PluginHost;
const requested: string[] = [];
const toasts: Array<[kind: string, message: string]> = [];
const keys: Disposable[] = [];

const profile: ProfileSnapshot = {
  role: 'Manufacturer',
  device_name: 'My test device',
  description: 'A device described for the comparison test.',
  intended_use: 'Intended for the comparison test.',
  key_specifications: 'Specification one',
  functionality: '',
  references: '',
  attachments: [],
  finalized: false,
};

/** A product code with at least two devices whose documents state an intended use, and one device without documents. */
let code: string;
let documented: [DeviceRow, DeviceRow];
let bare: DeviceRow;

async function chooseDevices(): Promise<void> {
  const db = server.db;
  const documentedCodes = sql`
    select d.product_code from fda_devices d
    where d.product_code is not null and d.k_number like 'K%'
      and exists (select 1 from fda_device_documents dd where dd.k_number = d.k_number and dd.intended_use is not null)
    group by d.product_code having count(*) >= 2`;
  const picked = await sql<{ product_code: string; bare: string }>`
    select d.product_code, min(d.k_number) as bare from fda_devices d
    where d.product_code in (${documentedCodes}) and d.k_number like 'K%'
      and not exists (select 1 from fda_device_documents dd where dd.k_number = d.k_number)
    group by d.product_code order by d.product_code limit 1`.execute(db);
  code = picked.rows[0]!.product_code;
  const kNumbers = await sql<{ k_number: string }>`
    select d.k_number from fda_devices d where d.product_code = ${code} and d.k_number like 'K%'
      and exists (select 1 from fda_device_documents dd where dd.k_number = d.k_number and dd.intended_use is not null)
    order by d.k_number limit 2`.execute(db);
  const data = dataApi(services.clients);
  documented = [await data.device(kNumbers.rows[0]!.k_number), await data.device(kNumbers.rows[1]!.k_number)];
  bare = await data.device(picked.rows[0]!.bare);
}

/** A device as the predicate list holds one added by its K-number: the data's fields, no analysis scores. */
function listed(row: DeviceRow, order: number): PredicateDevice {
  return {
    kNumber: row.k_number, deviceName: row.device_name, applicant: row.applicant, productCode: row.product_code!, code: row.product_code!,
    decisionDate: row.decision_date, decisionDescription: row.decision_description, processingTime: row.processing_time_days,
    statementOrSummary: row.statement_or_summary, summaryPdfUrl: row.summary_pdf_url, order, predicateDevices: row.predicate_k_numbers,
    postdicateDevices: row.postdicate_k_numbers, predicateRelationshipSummary: null, deviceDescriptionConfidenceScore: null,
    deviceDescriptionReasoning: null, intendedUseConfidenceScore: null, intendedUseReasoning: null, characteristicsConfidenceScore: null,
    characteristicsReasoning: null, finalConfidenceScore: null, finalReasoning: null, recalled: false, recalls: [],
  };
}

beforeAll(async () => {
  server = await buildImportedTestApp();
  server.app.server.on('request', (request: { url?: string }) => requested.push(request.url ?? ''));
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const user = await createEmulatorUser();
  services = servicesFor(server, () => user.idToken);
  await chooseDevices();

  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    vi.spyOn(toast, kind).mockImplementation((message: string) => toasts.push([kind, message]));
  }
  const bus = createRequestBus();
  bus.handle('profile', PROFILE_GET, () => ({ ...profile }));
  clearAllCache({ reload: false });
  host = new PluginHost({ bus, services });
  await host.activate([definePlugin({ id: 'comparison-test', activate: activateComparison })]);
  keys.push(setContextKey(CURRENT_STEP_KEY, PREDICATE_STEP_INDEX));
  predicate$.devicesByProductCode[code]!.set([...documented, bare].map((row, i) => listed(row, i + 1)));
}, IMPORT_TIMEOUT_MS);

afterEach(() => {
  toasts.length = 0;
});

afterAll(async () => {
  host?.deactivateAll();
  keys.forEach((key) => key.dispose());
  vi.restoreAllMocks();
  await server?.close();
});

const run = (id: string, args?: unknown) => commandRegistry.executeUnchecked(id, args, 'test');
const reasonFor = (id: string) => commandRegistry.describe(id, commandRegistry.context())?.enabled;
const comparison = () => comparison$.byProductCode[code]!.peek()!;
const compareCalls = () => requested.filter((url) => url.startsWith('/api/ai/v1/predicates/compare')).length;
const featureCalls = () => requested.filter((url) => url === '/api/ai/v1/predicates/feature-extraction-v2').length;
const waitForComparison = () =>
  vi.waitFor(() => expect(comparison().comparisonMeta.isComparing).toBe(false), { timeout: 60_000, interval: 50 });
/** Letters and digits only, for finding a passage in the document it came from. */
const bareText = (text: string) => text.replace(/<[^>]*>/g, ' ').replace(/&[a-z#0-9]+;/g, ' ').toLowerCase().replace(/[^a-z0-9]+/g, '');

describe('the comparison refusals', () => {
  it('needs a selected scenario', async () => {
    expect(reasonFor('predicate.ask-comparison')).toBe('No product code selected.');
    expect(reasonFor('predicate.compare')).toBe('No product code selected.');
    keys.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, code));
    expect(reasonFor('predicate.ask-comparison')).toBe(true);
  });

  it("refuses to compare fewer than 2 devices with the spec's toast, calling nothing", async () => {
    const call = run('predicate.compare', { force: true });
    await expect(call).rejects.toThrow('At least 2 devices are required for comparison');
    await call.catch((error: unknown) => expect(wasReported(error)).toBe(true));
    expect(toasts).toEqual([['error', 'At least 2 devices are required for comparison']]);
    expect(compareCalls()).toBe(0);
  });

  it("refuses an empty question, and a question with no device selected, with the spec's messages", async () => {
    await expect(run('predicate.ask-comparison', { prompt: '   ' })).rejects.toThrow('Prompt cannot be empty.');
    await expect(run('predicate.ask-comparison', { prompt: 'What is the intended use?' })).rejects.toThrow('Please select devices to compare.');
    expect(featureCalls()).toBe(0);
  });

  it('adds only devices listed for the scenario', async () => {
    const held = new Set((await server.db.selectFrom('fda_devices').select('k_number').where('k_number', 'like', 'K99999%').execute()).map((row) => row.k_number));
    const unknown = ['K999999', 'K999998', 'K999997'].find((kNumber) => !held.has(kNumber))!;
    await expect(run('predicate.add-to-comparison', { kNumber: unknown })).rejects.toThrow(`Device with K-number ${unknown} not found in the list`);
    await expect(run('predicate.add-to-comparison', { kNumber: ' ' })).rejects.toThrow('K-number is required');
  });
});

describe('comparing two devices of one product code', () => {
  it('compares by itself once a second device is selected, and marks the scenario active', { timeout: 90_000 }, async () => {
    const [first, second] = documented;
    await run('predicate.add-to-comparison', { kNumber: first.k_number.toLowerCase() });
    expect(comparison().trigger).toMatchObject({ shouldTriggerComparison: false, lastAction: 'add' });
    await run('predicate.add-to-comparison', { kNumber: second.k_number });
    await vi.waitFor(() => expect(compareCalls()).toBe(1), { timeout: 10_000, interval: 20 });
    await waitForComparison();

    expect(toasts).toEqual([['success', 'Device comparison completed successfully']]);
    expect(comparison().trigger).toEqual({ shouldTriggerComparison: false, lastAction: 'add', hasActiveComparison: true });
    expect(comparison().comparisonMeta).toEqual({ isComparing: false, error: null, createdAt: expect.any(String) });
    expect(comparison().lastComparedKNumbers).toEqual([first.k_number, second.k_number].sort());
    expect(chosenKNumbers(` ${code.toLowerCase()} `)).toEqual([first.k_number, second.k_number]);
  });

  it("holds the data's facts for each device, shown in the table as the spec formats them", () => {
    const table = comparisonTable(code, comparison(), predicate$.devicesByProductCode[code]!.peek()!);
    const value = (label: string, kNumber: string) => table.rows.find((row) => row.label === label)!.cells[kNumber]!.text;
    for (const device of documented) {
      const k = device.k_number;
      const facts = comparison().comparisonData[k]!.static;
      expect(facts['Intended Use']).toBe(device.summary_intended_use?.trim() || 'N/A');
      expect(facts['Decision']).toBe(device.decision_description ?? 'N/A');
      expect(value('Device Name', k)).toBe(device.device_name ?? 'N/A');
      expect(value('Manufacturer', k)).toBe(device.applicant ?? 'N/A');
      expect(value('Product Code', k)).toBe(code);
      expect(value('Date Cleared', k)).toBe(device.decision_date ? usDate(device.decision_date) : 'N/A');
      expect(value('Date Cleared', k)).toMatch(/^(\d{2}\/\d{2}\/\d{4}|N\/A)$/);
      expect(value('Clearance Time', k)).toBe(device.processing_time_days === null ? 'N/A' : `${device.processing_time_days} days`);
      expect(value('Predicates', k)).toBe(device.predicate_k_numbers.length ? device.predicate_k_numbers.join(', ') : 'N/A');
      expect(value('Intended Use Match', k)).toBe('N/A');
      expect(value('Intended Use', k)).toBe(facts['Intended Use']);
    }
    // The answer's rows that a default field shows are not shown twice.
    expect(table.rows.filter((row) => row.label === 'Device Name')).toHaveLength(1);
    expect(table.rows.some((row) => row.label === 'Applicant')).toBe(false);
  });

  it('uses the cache for the same devices, and calls again when forced', { timeout: 60_000 }, async () => {
    await run('predicate.compare');
    expect(compareCalls()).toBe(1);
    expect(toasts).toEqual([]);

    await run('predicate.compare', { force: true });
    expect(compareCalls()).toBe(2);
    expect(toasts).toEqual([['success', 'Device comparison completed successfully']]);
  });
});

describe('asking a question', () => {
  const question = 'What is the intended use?';

  it('answers each selected device from its own documents with the passage, N/A for a device without any', { timeout: 120_000 }, async () => {
    await run('predicate.add-to-comparison', { kNumber: bare.k_number });
    // The third device started the comparison again (the set changed); the question waits for it.
    await vi.waitFor(() => expect(compareCalls()).toBe(3), { timeout: 10_000, interval: 20 });
    await waitForComparison();
    expect(toasts).toEqual([['success', 'Device comparison completed successfully']]);
    toasts.length = 0;

    const asking = run('predicate.ask-comparison', { prompt: `  ${question} ` });
    expect(questionRuns$[code]![question]!.peek()).toEqual({ status: 'loading' });
    expect(comparison().dynamicRows).toEqual([question]);
    await asking;

    expect(questionRuns$[code]![question]!.peek()).toBeUndefined();
    expect(featureCalls()).toBe(1);
    const documents = await server.db.selectFrom('fda_device_documents').select(['k_number', 'intended_use']).where('k_number', 'in', documented.map((d) => d.k_number)).execute();
    for (const device of documented) {
      const entry = comparison().comparisonData[device.k_number]!;
      const evidence = entry.evidence[question]!;
      expect(entry.dynamic[question]).not.toBe('N/A');
      expect(['510k_summary', 'decision_summary']).toContain(evidence.document);
      const held = documents.filter((document) => document.k_number === device.k_number).map((document) => bareText(document.intended_use ?? ''));
      expect(held.some((text) => text.includes(bareText(evidence.passage.replace(/…$/, ''))))).toBe(true);
    }
    expect(comparison().comparisonData[bare.k_number]).toMatchObject({ dynamic: { [question]: 'N/A' }, evidence: {} });

    const row = comparisonTable(code, comparison(), []).rows.find((r) => r.label === question)!;
    expect(row.kind).toBe('dynamic');
    expect(row.cells[documented[0].k_number]!.evidence?.passage).toBeTruthy();
    expect(toasts).toEqual([]);
  });
});

describe('the rows, the own device and the export', () => {
  it('adds, edits and removes a dynamic row; a reset leaves the first three default fields', async () => {
    await run('predicate.add-comparison-row', { label: ' Battery ' });
    expect(comparison().comparisonData[bare.k_number]!.dynamic.Battery).toBe('N/A');
    await expect(run('predicate.add-comparison-row', { label: '  ' })).rejects.toThrow('A row title cannot be empty.');
    await run('predicate.edit-comparison-row', { label: 'Battery', values: { [bare.k_number]: 'Two AAA' } });
    expect(comparison().comparisonData[bare.k_number]!.dynamic.Battery).toBe('Two AAA');
    await run('predicate.remove-comparison-row', { label: 'Battery' });
    expect(comparison().dynamicRows).toEqual(['What is the intended use?']);
    await expect(run('predicate.remove-comparison-row', { label: 'Device Name' })).rejects.toThrow('No comparison row named "Device Name".');

    await run('predicate.reset-comparison-rows');
    expect(comparison().visibleFields).toEqual(['deviceName', 'applicant', 'productCode']);
    await run('predicate.show-comparison-field', { field: 'decisionDate' });
    expect(comparison().visibleFields).toEqual(['deviceName', 'applicant', 'productCode', 'decisionDate']);
  });

  it("shows the user's device from the profile as a column, and hides it again", async () => {
    await run('predicate.toggle-own-device');
    const table = comparisonTable(code, comparison(), []);
    expect(table.columns.at(-1)).toMatchObject({ id: OWN_DEVICE_COLUMN, title: 'Your device', subtitle: profile.device_name });
    expect(table.rows.find((row) => row.label === 'Intended Use')!.cells[OWN_DEVICE_COLUMN]!.text).toBe(profile.intended_use);
    await run('predicate.toggle-own-device');
    expect(comparisonTable(code, comparison(), []).columns.map((column) => column.id)).toEqual(chosenKNumbers(code));
  });

  it('downloads what the table shows as comparison-{CODE}-{date}.csv', async () => {
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((saved = blob), 'blob:comparison'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await run('predicate.export-comparison-csv');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(new RegExp(`^comparison-${code}-\\d{4}-\\d{2}-\\d{2}\\.csv$`));
    const text = await saved!.text();
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(['Field', ...chosenKNumbers(code)].map(csvField).join(','));
    expect(lines[1]).toBe(['Device Name', ...[...documented, bare].map((device) => device.device_name ?? 'N/A')].map(csvField).join(','));
  });
});

describe('a failed comparison', () => {
  it("stores the server's message and toasts 'Failed to compare devices', without retrying", { timeout: 60_000 }, async () => {
    const held = new Set((await server.db.selectFrom('fda_devices').select('k_number').where('k_number', 'like', 'K99999%').execute()).map((row) => row.k_number));
    const unknown = ['K999999', 'K999998', 'K999997'].find((kNumber) => !held.has(kNumber))!;
    predicate$.devicesByProductCode[code]!.push({ ...listed(documented[0], 4), kNumber: unknown });
    await run('predicate.add-to-comparison', { kNumber: unknown });
    await vi.waitFor(() => expect(toasts).toEqual([['error', 'Failed to compare devices']]), { timeout: 30_000, interval: 50 });
    const before = compareCalls();
    expect(comparison().comparisonMeta).toMatchObject({ isComparing: false, error: `No device found for K-number: ${unknown}` });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(compareCalls()).toBe(before);
  });
});
