import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEmulatorUser } from '../../../server/testing/emulator-user.ts';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from '../../../server/testing/imported-database.ts';
import { createApiClients } from '../../api/clients';
import { API_BASE_PATHS } from '../../api/contracts/api-bases';
import type { AppServices } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { contextKeys$, setContextKey } from '../../commands/context';
import { commandRegistry, type CommandExecution } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { toast } from '../../panels/toast';
import { createRequestBus } from '../host/create-request-bus';
import { PluginHost, type PluginError } from '../host/plugin-host';
import { predicate$, predicateKNumbers } from '../predicate/store';
import { risk$ } from '../risk/store';
import {
  PROFILE_FINALIZED_KEY,
  PROFILE_GET,
  PROFILE_MARK_FINALIZED,
  PROFILE_REQUIRED_FILLED_KEY,
  type ProfileSnapshot,
} from '../common/profile-requests';
import { testsStandards$ } from '../tests-standards/store';
import { workflowPlugin } from '../workflow';
import { predicatePlugin } from '../predicate';
import { riskPlugin } from '../risk';
import { testsStandardsPlugin } from '../tests-standards';
import { classificationPlugin } from './index';
import { classification$, classificationRun$, type Scenario } from './store';

/**
 * The classification flow with the real plugins against the real server (on loopback, full FDA import). The
 * test plays the device profiler: it answers 'profile' requests on the bus and sets its context keys. The AI
 * base goes through an HTTP relay that can answer 500 for chosen calls.
 */
let server: ImportedTestApp;
let relay: http.Server;
let host: PluginHost;
const hostErrors: PluginError[] = [];

/** AI calls seen by the relay (path below the AI base, and the JSON body), and the paths it fails. */
const aiCalls: Array<{ path: string; body: Record<string, unknown> }> = [];
const failingAiPaths = new Set<string>();

const profile: ProfileSnapshot = {
  role: 'Manufacturer',
  device_name: 'Fingertip pulse oximeter',
  description:
    'A battery-powered fingertip sensor that measures functional oxygen saturation of arterial hemoglobin (SpO2) and pulse rate by shining red and infrared light through the finger onto a photodetector, with an OLED display.',
  intended_use: 'Spot-check measurement of SpO2 and pulse rate in adults and children in hospitals, clinics and the home.',
  key_specifications: 'SpO2 range 70-100 % (accuracy ±2 %); pulse rate 30-250 bpm; two AAA batteries',
  functionality: 'Shows SpO2, pulse rate and a perfusion bar; switches off after 8 seconds without a finger.',
  references: '',
  attachments: [],
  finalized: false,
};
let markFinalizedRequests = 0;
let profileHandler: Disposable;

const bus = createRequestBus();
const executions: CommandExecution[] = [];
const toasts: Array<[kind: string, message: string]> = [];
const contextKeys: Disposable[] = [];

function playProfiler(requiredFilled: boolean) {
  contextKeys.push(setContextKey(PROFILE_REQUIRED_FILLED_KEY, requiredFilled));
  contextKeys.push(setContextKey(PROFILE_FINALIZED_KEY, profile.finalized));
}

function relayAi(origin: string): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const path = new URL(req.url!, 'http://relay').pathname.slice(API_BASE_PATHS.ai.length);
      aiCalls.push({ path, body: body.length > 0 ? JSON.parse(body.toString()) : {} });
      if (failingAiPaths.has(path)) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error', code: 'INTERNAL_ERROR', status: 500, requestId: 'req_relay' }));
        return;
      }
      const upstream = await fetch(origin + req.url, {
        method: req.method,
        headers: { authorization: req.headers.authorization ?? '', 'content-type': 'application/json' },
        body: body.length > 0 ? body : undefined,
      });
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
}

const listen = (target: http.Server) => new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const originOf = (target: http.Server) => `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

beforeAll(async () => {
  const user = await createEmulatorUser();
  server = await buildImportedTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const origin = originOf(server.app.server);
  relay = relayAi(origin);
  await listen(relay);
  const clients = createApiClients({
    auth: { getIdToken: async () => user.idToken },
    env: {
      restApiUrl: origin + API_BASE_PATHS.rest,
      aiApiUrl: originOf(relay) + API_BASE_PATHS.ai,
      dataApiUrl: origin + API_BASE_PATHS.data,
      firebase: { apiKey: 'demo-clearway-key', authDomain: 'localhost', projectId: 'demo-clearway', emulatorUrl: undefined },
      supportEmail: 'support@clearway.app',
    },
  });

  profileHandler = bus.handle('profile', PROFILE_GET, () => ({ ...profile }));
  bus.handle('profile', PROFILE_MARK_FINALIZED, () => {
    markFinalizedRequests += 1;
    profile.finalized = true;
    contextKeys.push(setContextKey(PROFILE_FINALIZED_KEY, true));
  });
  commandRegistry.onDidExecute((execution) => executions.push(execution));
  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    vi.spyOn(toast, kind).mockImplementation((message: string) => toasts.push([kind, message]));
  }

  clearAllCache({ reload: false });
  // The plugins read only the API clients from the services.
  host = new PluginHost({ bus, services: { clients } as AppServices, onError: (error) => hostErrors.push(error) });
  await host.activate([workflowPlugin, classificationPlugin, predicatePlugin, riskPlugin, testsStandardsPlugin]);
}, IMPORT_TIMEOUT_MS);

afterEach(() => {
  failingAiPaths.clear();
  toasts.length = 0;
});

afterAll(async () => {
  host?.deactivateAll();
  contextKeys.forEach((key) => key.dispose());
  vi.restoreAllMocks();
  await new Promise((resolve) => relay?.close(resolve));
  await server?.close();
});

const runsOf = (id: string) => executions.filter((execution) => execution.id === id);
const codesOf = (scenarios: readonly Scenario[]) => scenarios.map((scenario) => scenario.productCode);
const reasonFor = (id: string) => commandRegistry.describe(id, commandRegistry.context())?.enabled;

async function held(table: 'fda_product_codes' | 'fda_devices', column: 'product_code' | 'k_number', values: string[]): Promise<Set<string>> {
  if (values.length === 0) return new Set();
  const { rows } = await sql<{ value: string }>`SELECT ${sql.ref(column)} AS value FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(values)})`.execute(server.db);
  return new Set(rows.map((row) => row.value));
}

/** Waits for the running flow to end. */
async function flowEnded() {
  await vi.waitFor(() => expect(classificationRun$.running.peek()).toBe(false), { timeout: 240_000, interval: 100 });
}

describe('the classification flow', () => {
  it('is disabled with the spec message until the required profile fields are filled', () => {
    playProfiler(false);
    expect(hostErrors).toEqual([]);
    expect(reasonFor('classification.run')).toBe('Please fill in all required fields: device name, description, and intended use.');
    expect(reasonFor('risk.run')).toBe('Please fill in all required fields: device name, description, and intended use.');
    expect(runsOf('classification.run')).toEqual([]);
  });

  it('runs once by itself when the required fields are filled, storing scenarios and their analyses', { timeout: 300_000 }, async () => {
    playProfiler(true);
    await vi.waitFor(() => expect(contextKeys$.peek()['classification.running']).toBe(true), { timeout: 5_000, interval: 5 });
    expect(reasonFor('classification.run')).toBe('Classification is already running.');
    await flowEnded();

    expect(runsOf('classification.run').map(({ source, ok }) => ({ source, ok }))).toEqual([{ source: 'api', ok: true }]);
    expect(classification$.firstInvokeDone.peek()).toBe(true);
    expect(contextKeys$.peek()['classification.running']).toBe(false);

    const scenarios = classification$.scenarios.peek();
    const codes = codesOf(scenarios);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(await held('fda_product_codes', 'product_code', codes)).toEqual(new Set(codes));
    expect(scenarios.map((scenario) => scenario.order)).toEqual(codes.map((_, i) => i + 1));
    expect(scenarios.every((scenario) => ['Class I', 'Class II', 'Class III', 'Unknown'].includes(scenario.deviceClass))).toBe(true);
    // The data service's classification filled what the AI's answer lacks.
    expect(scenarios.every((scenario) => scenario.tplcSnapshot !== null && scenario.aiReasoning)).toBe(true);
    expect(classification$.researchInsights.peek()).not.toBe('');

    // Each code got the three analyses, run quietly through the registry with the flow's source.
    for (const id of ['predicate.run', 'risk.run', 'tests-standards.run']) {
      expect(runsOf(id).map((run) => [(run.args as { productCode: string }).productCode, run.source, run.ok])).toEqual(codes.map((code) => [code, 'api', true]));
    }
    for (const code of codes) {
      const devices = predicate$.devicesByProductCode[code]!.peek() ?? [];
      expect(devices.every((device) => device.productCode === code)).toBe(true);
      expect(devices.map((device) => device.order)).toEqual(devices.map((_, i) => i + 1));
      expect(predicate$.researchInsightsByProductCode[code]!.peek()).toEqual(expect.any(String));
      expect(risk$.resultsByProductCode[code]!.peek()?.analysis.ai_snapshot).not.toBe('');
      expect(testsStandards$.rowsByProductCode[code]!.peek()?.length).toBeGreaterThan(0);
      expect(testsStandards$.analysisByProductCode[code]!.peek()?.aiSnapshot).not.toBe('');
    }
    const kNumbers = codes.flatMap((code) => predicateKNumbers(code));
    expect(kNumbers.length).toBeGreaterThan(0);
    expect(await held('fda_devices', 'k_number', kNumbers)).toEqual(new Set(kNumbers));

    // Tests and standards were sent the predicates stored for their code, and the risk call its product code.
    for (const code of codes) {
      expect(aiCalls.find((call) => call.path === '/test-standards/invoke' && call.body.product_code === code)?.body.predicate_k_numbers).toEqual(predicateKNumbers(code));
      expect(aiCalls.some((call) => call.path === '/risk/invoke' && call.body.product_code === code)).toBe(true);
    }

    expect(markFinalizedRequests).toBe(1);
    expect(toasts).toEqual([['success', 'Classification scenarios updated.']]);
  });

  it('does not run by itself a second time', async () => {
    const kept = classification$.scenarios.peek();
    playProfiler(false);
    classification$.scenarios.set([]);
    playProfiler(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runsOf('classification.run')).toHaveLength(1);
    expect(classificationRun$.running.peek()).toBe(false);
    classification$.scenarios.set(kept);
  });

  it('refuses to run again once the profile is finalised, unless forced', async () => {
    const before = classification$.peek();
    await expect(commandRegistry.execute('classification.run', undefined, 'test')).rejects.toThrow(
      'Classification has already been completed for this device.',
    );
    expect(classification$.peek()).toEqual(before);
    expect(toasts).toEqual([]);
  });

  it('merges a forced run by product code: listed codes keep their place, missing ones are appended', { timeout: 300_000 }, async () => {
    const first = classification$.scenarios.peek();
    const dropped = first.at(-1)!;
    // The user's own scenario in front, and the last found one removed.
    const own = { ...first[0]!, productCode: 'LLZ', product_code: 'LLZ', deviceName: 'System, Image Processing, Radiological', order: 1 };
    const edited = [own, ...first.slice(0, -1).map((scenario, i) => ({ ...scenario, order: i + 2 }))];
    classification$.scenarios.set(edited);

    await commandRegistry.execute('classification.run', { force: true }, 'test');

    const merged = classification$.scenarios.peek();
    const codes = codesOf(merged);
    expect(new Set(codes).size).toBe(codes.length);
    expect(codes).toEqual([...codesOf(edited), dropped.productCode].filter((code, i, all) => all.indexOf(code) === i));
    expect(merged.map((scenario) => scenario.order)).toEqual(codes.map((_, i) => i + 1));
    expect(merged.find((scenario) => scenario.productCode === dropped.productCode)?.createdAt).not.toBe(dropped.createdAt);
    expect(markFinalizedRequests).toBe(2);
    expect(toasts).toEqual([['success', 'Classification scenarios updated.']]);
  });

  it('says when a run finds nothing new', { timeout: 300_000 }, async () => {
    const before = codesOf(classification$.scenarios.peek());
    await commandRegistry.execute('classification.run', { force: true }, 'test');
    expect(codesOf(classification$.scenarios.peek())).toEqual(before);
    expect(toasts).toEqual([
      ['info', 'No new scenarios found.'],
      ['success', 'Classification scenarios updated.'],
    ]);
  });

  it("goes on when one analysis fails, warning with the spec text and keeping that analysis's last result", { timeout: 300_000 }, async () => {
    const riskBefore = structuredClone(risk$.resultsByProductCode.peek());
    const standardsBefore = structuredClone(testsStandards$.analysisByProductCode.peek());
    const finalisedBefore = markFinalizedRequests;
    const runsBefore = executions.length;
    failingAiPaths.add('/risk/invoke');

    await commandRegistry.execute('classification.run', { force: true }, 'test');

    const riskRuns = executions.slice(runsBefore).filter((execution) => execution.id === 'risk.run');
    const codes = riskRuns.map((run) => (run.args as { productCode: string }).productCode);
    expect(codes.length).toBeGreaterThanOrEqual(3);
    expect(riskRuns.every((run) => !run.ok)).toBe(true);
    expect(toasts.filter(([kind]) => kind === 'warning')).toEqual(
      codes.map((code) => ['warning', `Failed to fetch risk analysis for ${code}, but scenario was added successfully.`]),
    );
    for (const code of codes) {
      expect(risk$.resultsByProductCode[code]!.peek()).toEqual(riskBefore[code]);
      expect(testsStandards$.analysisByProductCode[code]!.peek()?.updatedAt).not.toBe(standardsBefore[code]?.updatedAt);
    }
    expect(runsOf('tests-standards.run').slice(-codes.length).every((run) => run.ok)).toBe(true);
    expect(markFinalizedRequests).toBe(finalisedBefore + 1);
    expect(toasts.at(-1)).toEqual(['success', 'Classification scenarios updated.']);
  });

  it('clears the research insights when the classification call fails, and says so', { timeout: 60_000 }, async () => {
    const scenarios = classification$.scenarios.peek();
    const finalisedBefore = markFinalizedRequests;
    failingAiPaths.add('/classification/invoke');

    await expect(commandRegistry.execute('classification.run', { force: true }, 'test')).rejects.toThrow('Internal Server Error');

    expect(classification$.researchInsights.peek()).toBe('');
    expect(classification$.scenarios.peek()).toEqual(scenarios);
    expect(markFinalizedRequests).toBe(finalisedBefore);
    expect(toasts).toEqual([['error', 'Classification API failed.']]);
  });

  it('says the flow failed when the profile cannot be read', async () => {
    profileHandler.dispose();
    try {
      await expect(commandRegistry.execute('classification.run', { force: true }, 'test')).rejects.toThrow('No handler for profile/get');
      expect(toasts).toEqual([['error', 'Classification flow failed.']]);
      expect(classificationRun$.running.peek()).toBe(false);
    } finally {
      profileHandler = bus.handle('profile', PROFILE_GET, () => ({ ...profile }));
    }
  });

  it('refuses a profile whose required fields are blank, without a toast', async () => {
    const intendedUse = profile.intended_use;
    profile.intended_use = '  ';
    try {
      await expect(commandRegistry.execute('classification.run', { force: true }, 'test')).rejects.toThrow(
        'Please fill in all required fields: device name, description, and intended use.',
      );
      expect(toasts).toEqual([]);
    } finally {
      profile.intended_use = intendedUse;
    }
  });
});

describe('the analysis commands run directly', () => {
  const code = () => classification$.scenarios.peek()[1]!.productCode;

  it('toast the spec success texts', { timeout: 120_000 }, async () => {
    await commandRegistry.execute('predicate.run', { productCode: code() }, 'test');
    await commandRegistry.execute('risk.run', { productCode: code() }, 'test');
    await commandRegistry.execute('tests-standards.run', { productCode: code() }, 'test');
    expect(toasts).toEqual([
      ['success', `Predicate devices for ${code()} updated successfully`],
      ['success', 'Risk analysis completed successfully!'],
      ['success', 'Test and standards analysis completed successfully!'],
    ]);
  });

  it('a failed predicate analysis keeps the devices, removes the research insights and rethrows', { timeout: 60_000 }, async () => {
    const devices = predicate$.devicesByProductCode[code()]!.peek();
    failingAiPaths.add('/predicates/invoke');
    await expect(commandRegistry.execute('predicate.run', { productCode: code() }, 'test')).rejects.toThrow('Internal Server Error');
    expect(predicate$.devicesByProductCode[code()]!.peek()).toEqual(devices);
    expect(predicate$.researchInsightsByProductCode.peek()).not.toHaveProperty(code());
    expect(toasts).toEqual([['error', 'Failed to fetch predicate devices']]);
  });

  it('failed risk and standards analyses keep the last results and toast the spec texts', { timeout: 60_000 }, async () => {
    const risk = risk$.resultsByProductCode[code()]!.peek();
    const rows = testsStandards$.rowsByProductCode[code()]!.peek();
    failingAiPaths.add('/risk/invoke');
    failingAiPaths.add('/test-standards/invoke');
    await expect(commandRegistry.execute('risk.run', { productCode: code() }, 'test')).rejects.toThrow('Internal Server Error');
    await expect(commandRegistry.execute('tests-standards.run', { productCode: code() }, 'test')).rejects.toThrow('Internal Server Error');
    expect(risk$.resultsByProductCode[code()]!.peek()).toEqual(risk);
    expect(testsStandards$.rowsByProductCode[code()]!.peek()).toEqual(rows);
    expect(toasts).toEqual([
      ['error', 'Risk analysis failed.'],
      ['error', 'Tests and standards analysis failed.'],
    ]);
  });

  it('refuse a product code that is not 3 upper-case letters, changing nothing', async () => {
    const before = predicate$.peek();
    await expect(commandRegistry.execute('predicate.run', { productCode: 'dqa' }, 'test')).rejects.toThrow('3 uppercase letters');
    expect(predicate$.peek()).toEqual(before);
  });
});
