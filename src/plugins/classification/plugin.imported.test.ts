import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { servicesAt } from '../../../tests/app-services';
import { createEmulatorUser, type EmulatorUser } from '../../../server/testing/emulator-user.ts';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from '../../../server/testing/imported-database.ts';
import { API_BASE_PATHS, type ApiBase } from '../../api/contracts/api-bases';
import { dataApi } from '../../api/data';
import { beginSession, endSession } from '../../app/auth/session';
import type { AppServices } from '../../app/services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { openByPath } from '../../app/workflow/store';
import { contextKeys$, setContextKey } from '../../commands/context';
import { wasReported } from '../../commands/errors';
import { commandRegistry, type CommandExecution } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { toast } from '../../panels/toast';
import { createRequestBus } from '../host/create-request-bus';
import { PluginHost, type PluginError } from '../host/plugin-host';
import { predicateKNumbers } from '../predicate/predicate-k-numbers';
import { predicate$ } from '../predicate/store';
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
import { scenarioBoard$ } from './board/board-state';
import { classificationPlugin } from './index';
import { appendScenario } from './rules/scenario-list-rules';
import { scenarioFromClassification } from './rules/scenarios';
import { classification$, classificationRun$, type Scenario } from './store';

/**
 * The classification plugin with the real plugins against the real server (on loopback, full FDA import):
 * the classification flow, and the scenario list's commands with the user's saved list on the REST API. The
 * test plays the device profiler: it answers 'profile' requests on the bus and sets its context keys. The
 * three API bases go through an HTTP relay that records the calls and can answer 500 for chosen ones.
 */
let server: ImportedTestApp;
let relay: http.Server;
let user: EmulatorUser;
let services: AppServices;
let host: PluginHost;
const hostErrors: PluginError[] = [];

interface RelayedCall {
  base: ApiBase;
  method: string;
  /** The path below the base. */
  path: string;
  body: Record<string, unknown>;
}

/** Calls seen by the relay, and the calls it fails ('<base> <method> <path>'). */
const calls: RelayedCall[] = [];
const failing = new Set<string>();
const fail = (base: ApiBase, method: string, path: string) => failing.add(`${base} ${method} ${path}`);
const failAi = (path: string) => fail('ai', 'POST', path);
const aiCalls = () => calls.filter((call) => call.base === 'ai');
const SCENARIOS_PATH = '/reg-strategy/scenarios';
const scenarioCalls = () => calls.filter((call) => call.base === 'rest' && call.path === SCENARIOS_PATH);

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

const signIn = () => beginSession({ uid: user.uid, email: user.email }, async () => user.idToken);

function baseOf(pathname: string): ApiBase {
  const base = (Object.keys(API_BASE_PATHS) as ApiBase[]).find((name) => pathname.startsWith(API_BASE_PATHS[name] + '/'));
  if (!base) throw new Error(`No API base for ${pathname}`);
  return base;
}

function relayTo(origin: string): http.Server {
  return http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const pathname = new URL(req.url!, 'http://relay').pathname;
      const base = baseOf(pathname);
      const call = { base, method: req.method!, path: pathname.slice(API_BASE_PATHS[base].length), body: body.length > 0 ? JSON.parse(body.toString()) : {} };
      calls.push(call);
      if (failing.has(`${call.base} ${call.method} ${call.path}`)) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: 'Internal Server Error', code: 'INTERNAL_ERROR', status: 500, requestId: 'req_relay' }));
        return;
      }
      const upstream = await fetch(origin + req.url, {
        method: req.method,
        headers: { authorization: req.headers.authorization ?? '', ...(body.length > 0 ? { 'content-type': 'application/json' } : {}) },
        body: body.length > 0 ? body : undefined,
      });
      res.writeHead(upstream.status, { 'content-type': upstream.headers.get('content-type') ?? 'application/json' });
      res.end(Buffer.from(await upstream.arrayBuffer()));
    });
  });
}

const listen = (target: http.Server) => new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
const originOf = (target: http.Server) => `http://127.0.0.1:${(target.address() as AddressInfo).port}`;

const PLUGINS = [workflowPlugin, classificationPlugin, predicatePlugin, riskPlugin, testsStandardsPlugin];

beforeAll(async () => {
  user = await createEmulatorUser();
  server = await buildImportedTestApp();
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  relay = relayTo(originOf(server.app.server));
  await listen(relay);
  const via = originOf(relay);
  services = servicesAt(via, { getIdToken: async () => user.idToken });

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
  host = new PluginHost({ bus, services, onError: (error) => hostErrors.push(error) });
  await host.activate(PLUGINS);
}, IMPORT_TIMEOUT_MS);

afterEach(() => {
  failing.clear();
  toasts.length = 0;
});

afterAll(async () => {
  host?.deactivateAll();
  endSession();
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

  it('waits for the saved list before it runs by itself', async () => {
    playProfiler(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'idle', error: null });
    expect(runsOf('classification.run')).toEqual([]);
    expect(classification$.firstInvokeDone.peek()).toBe(false);
  });

  it('once the saved list (empty for a new user) is loaded, runs once by itself, storing and saving the scenarios and their analyses', { timeout: 300_000 }, async () => {
    signIn();
    await vi.waitFor(() => expect(contextKeys$.peek()['classification.running']).toBe(true), { timeout: 10_000, interval: 5 });
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'loaded', error: null });
    expect(scenarioCalls().map((call) => call.method)).toEqual(['GET']);
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
      expect(aiCalls().find((call) => call.path === '/test-standards/invoke' && call.body.product_code === code)?.body.predicate_k_numbers).toEqual(predicateKNumbers(code));
      expect(aiCalls().some((call) => call.path === '/risk/invoke' && call.body.product_code === code)).toBe(true);
    }

    expect(markFinalizedRequests).toBe(1);
    expect(toasts).toEqual([['success', 'Classification scenarios updated.']]);
    // The merged list was saved to the user's account.
    expect(await services.scenarios.list()).toEqual(scenarios.map((scenario) => ({ ...scenario, updatedAt: expect.any(String) })));
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
    // The user's own scenario in front (a code added by the search box), and the last found one removed.
    const [own] = appendScenario([], scenarioFromClassification(await dataApi(services.clients).classification('LLZ')), new Date().toISOString());
    const edited = [own!, ...first.slice(0, -1).map((scenario, i) => ({ ...scenario, order: i + 2 }))];
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
    expect(codesOf(await services.scenarios.list())).toEqual(codes);
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
    failAi('/risk/invoke');

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
    failAi('/classification/invoke');

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
    failAi('/predicates/invoke');
    await expect(commandRegistry.execute('predicate.run', { productCode: code() }, 'test')).rejects.toThrow('Internal Server Error');
    expect(predicate$.devicesByProductCode[code()]!.peek()).toEqual(devices);
    expect(predicate$.researchInsightsByProductCode.peek()).not.toHaveProperty(code());
    expect(toasts).toEqual([['error', 'Failed to fetch predicate devices']]);
  });

  it('failed risk and standards analyses keep the last results and toast the spec texts', { timeout: 60_000 }, async () => {
    const risk = risk$.resultsByProductCode[code()]!.peek();
    const rows = testsStandards$.rowsByProductCode[code()]!.peek();
    failAi('/risk/invoke');
    failAi('/test-standards/invoke');
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

describe('adding a scenario by its product code', () => {
  const listed = () => codesOf(classification$.scenarios.peek());
  const add = (productCode: string) => commandRegistry.execute('classification.add-product-code', { productCode }, 'button');

  async function productCodeRow(code: string) {
    const { rows } = await sql<{ device_name: string; regulation_number: string | null; review_panel: string | null }>`
      SELECT device_name, regulation_number, review_panel FROM fda_product_codes WHERE product_code = ${code}`.execute(server.db);
    return rows[0];
  }

  it('says in the box that the search failed when the data service fails, and toasts why', async () => {
    expect(listed()).not.toContain('DQY');
    fail('data', 'GET', '/classification/DQY');
    const before = classification$.scenarios.peek();

    const failure = await add('dqy').catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'Internal Server Error', status: 500 });
    expect(wasReported(failure)).toBe(true);
    expect(scenarioBoard$.search.peek()).toEqual({ busy: false, error: 'Search scenario failed.' });
    expect(toasts).toEqual([['error', 'Search failed: Internal Server Error']]);
    expect(classification$.scenarios.peek()).toEqual(before);
  });

  it("adds DQY with the data service's fields, runs its three analyses and saves the list", { timeout: 180_000 }, async () => {
    const before = listed();
    const runsBefore = executions.length;

    await add(' dqy ');

    const scenarios = classification$.scenarios.peek();
    const dqy = scenarios.at(-1)!;
    const row = (await productCodeRow('DQY'))!;
    expect(codesOf(scenarios)).toEqual([...before, 'DQY']);
    expect(dqy).toMatchObject({
      productCode: 'DQY',
      order: before.length + 1,
      deviceName: row.device_name,
      regulationNumber: row.regulation_number,
      reviewPanel: row.review_panel,
      deviceClass: 'Class II',
      aiReasoning: null,
      confidence: null,
    });
    expect(dqy.createdAt).toBe(dqy.updatedAt);
    expect(scenarioBoard$.search.peek()).toEqual({ busy: false, error: null });

    const analyses = executions.slice(runsBefore).filter((run) => run.id !== 'classification.add-product-code');
    expect(analyses.map((run) => [run.id, (run.args as { productCode: string }).productCode, run.source, run.ok])).toEqual([
      ['predicate.run', 'DQY', 'button', true],
      ['risk.run', 'DQY', 'button', true],
      ['tests-standards.run', 'DQY', 'button', true],
    ]);
    expect(predicate$.researchInsightsByProductCode.DQY!.peek()).toEqual(expect.any(String));
    expect(risk$.resultsByProductCode.DQY!.peek()?.analysis.ai_snapshot).not.toBe('');
    expect(testsStandards$.rowsByProductCode.DQY!.peek()?.length).toBeGreaterThan(0);
    expect(toasts).toEqual([
      ['success', 'Product code DQY successfully added to scenarios'],
      ['success', 'Scenario DQY added successfully with predicates and risks'],
    ]);
    expect(await services.scenarios.list()).toEqual(scenarios.map((scenario) => ({ ...scenario, updatedAt: expect.any(String) })));
  });

  it('refuses a malformed code, a listed one and one the FDA files do not hold, in the box and without a toast', async () => {
    expect(await held('fda_product_codes', 'product_code', ['ZZZ'])).toEqual(new Set());
    const before = classification$.scenarios.peek();
    const savesBefore = scenarioCalls().length;
    const runsBefore = executions.length;
    for (const [text, message] of [
      ['D1Y', 'Product code must be 3 uppercase letters (e.g., DQY)'],
      ['dqy', 'Product code DQY is already in the list'],
      ['zzz', 'No scenario found for product code: ZZZ'],
    ] as const) {
      await expect(add(text)).rejects.toThrow(message);
      expect(scenarioBoard$.search.peek()).toEqual({ busy: false, error: message });
    }
    expect(classification$.scenarios.peek()).toEqual(before);
    expect(scenarioCalls()).toHaveLength(savesBefore);
    expect(executions.slice(runsBefore).map((run) => run.id)).toEqual(Array(3).fill('classification.add-product-code'));
    expect(toasts).toEqual([]);
  });

  it('without the required profile fields, adds the code and says what its analyses need', async () => {
    expect(listed()).not.toContain('DXN');
    playProfiler(false);
    const runsBefore = executions.length;
    try {
      await add('DXN');
    } finally {
      playProfiler(true);
    }
    expect(listed().at(-1)).toBe('DXN');
    expect(executions.slice(runsBefore).map((run) => run.id)).toEqual(['classification.add-product-code']);
    expect(toasts).toEqual([
      ['success', 'Product code DXN successfully added to scenarios'],
      ['info', 'Fill in the device name, description and intended use to fetch predicates, risk and standards for DXN.'],
    ]);
    expect(codesOf(await services.scenarios.list())).toEqual(listed());
  });
});

describe('reordering and deleting scenarios', () => {
  beforeAll(() => openByPath(1));

  const listed = () => codesOf(classification$.scenarios.peek());
  const saved = async () => codesOf(await services.scenarios.list());
  const reorder = (productCodes: string[]) => commandRegistry.execute('classification.reorder', { productCodes }, 'button');

  it('saves a new order, renumbered from 1; an unchanged order makes no call', async () => {
    const reversed = [...listed()].reverse();
    await reorder(reversed);
    expect(listed()).toEqual(reversed);
    expect(classification$.scenarios.peek().map((scenario) => scenario.order)).toEqual(reversed.map((_, i) => i + 1));
    expect(await saved()).toEqual(reversed);
    expect((await services.scenarios.list()).map((scenario) => scenario.order)).toEqual(reversed.map((_, i) => i + 1));

    const callsBefore = scenarioCalls().length;
    await reorder(reversed);
    expect(scenarioCalls()).toHaveLength(callsBefore);
    expect(toasts).toEqual([['success', 'Scenario order updated successfully']]);
  });

  it('moves the selected scenario one place, through the same save', async () => {
    const [first, second, ...rest] = listed();
    classification$.selectedProductCode.set(first!);
    await commandRegistry.execute('classification.move-right', undefined, 'keyboard');
    expect(listed()).toEqual([second, first, ...rest]);
    expect(await saved()).toEqual([second, first, ...rest]);
    expect(toasts).toEqual([['success', 'Scenario order updated successfully']]);
    classification$.selectedProductCode.set(null);
  });

  it('puts the previous order back when the save fails', async () => {
    const before = classification$.scenarios.peek();
    fail('rest', 'POST', SCENARIOS_PATH);

    const failure = await commandRegistry.execute('classification.move-left', { productCode: before[1]!.productCode }, 'button').catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'Failed to update scenario order', details: { message: 'Internal Server Error' } });
    expect(wasReported(failure)).toBe(true);
    expect(classification$.scenarios.peek()).toEqual(before);
    expect(await saved()).toEqual(codesOf(before));
    expect(toasts).toEqual([['error', 'Failed to update scenario order. Changes have been reverted.']]);
  });

  it('deletes after the confirmation, renumbers, clears the selection if it was the one, and the server follows', async () => {
    const [first, ...rest] = listed();
    await commandRegistry.execute('classification.select', { productCode: first! }, 'button');
    await commandRegistry.execute('classification.delete', { productCode: first! }, 'button');
    expect(scenarioBoard$.confirmDelete.peek()).toBe(first);
    expect(listed()).toEqual([first, ...rest]);

    await commandRegistry.execute('classification.delete', { productCode: first!, confirmed: true }, 'button');

    expect(listed()).toEqual(rest);
    expect(classification$.scenarios.peek().map((scenario) => scenario.order)).toEqual(rest.map((_, i) => i + 1));
    expect(classification$.selectedProductCode.peek()).toBeNull();
    expect(scenarioBoard$.peek()).toMatchObject({ confirmDelete: null, deleting: null });
    expect(await saved()).toEqual(rest);
    expect(toasts).toEqual([
      ['success', `Scenario 1 (${first}) added to the report`],
      ['success', `Scenario ${first} successfully deleted`],
    ]);
  });

  it('deleting another scenario keeps the selection', async () => {
    const [first, second, ...rest] = listed();
    classification$.selectedProductCode.set(first!);
    await commandRegistry.execute('classification.delete', { productCode: second!, confirmed: true }, 'button');
    expect(listed()).toEqual([first, ...rest]);
    expect(classification$.selectedProductCode.peek()).toBe(first);
    classification$.selectedProductCode.set(null);
  });

  it('deletes a scenario the server never held (only in this browser): its 404 counts as done', async () => {
    const savedBefore = await saved();
    const frn = scenarioFromClassification(await dataApi(services.clients).classification('FRN'));
    classification$.scenarios.set(appendScenario(classification$.scenarios.peek(), frn, new Date().toISOString()));

    await commandRegistry.execute('classification.delete', { productCode: 'FRN', confirmed: true }, 'button');

    expect(listed()).toEqual(savedBefore);
    expect(scenarioCalls().at(-1)).toMatchObject({ method: 'DELETE' });
    expect(await saved()).toEqual(savedBefore);
    expect(toasts).toEqual([['success', 'Scenario FRN successfully deleted']]);
  });

  it('puts the list and the selection back when the delete fails', async () => {
    const before = classification$.scenarios.peek();
    const selected = before[0]!.productCode;
    classification$.selectedProductCode.set(selected);
    fail('rest', 'DELETE', SCENARIOS_PATH);

    const failure = await commandRegistry.execute('classification.delete', { productCode: selected, confirmed: true }, 'button').catch((error: unknown) => error);

    expect(failure).toMatchObject({ message: 'Internal Server Error' });
    expect(wasReported(failure)).toBe(true);
    expect(classification$.scenarios.peek()).toEqual(before);
    expect(classification$.selectedProductCode.peek()).toBe(selected);
    expect(scenarioBoard$.peek()).toMatchObject({ confirmDelete: null, deleting: null });
    expect(await saved()).toEqual(codesOf(before));
    expect(toasts).toEqual([['error', 'Delete scenario failed.']]);
    classification$.selectedProductCode.set(null);
  });
});

describe('the saved list', () => {
  const listed = () => codesOf(classification$.scenarios.peek());
  const reload = () => commandRegistry.execute('classification.reload', undefined, 'button');

  it('fills an empty browser list, keeping the selection only if its code is listed', async () => {
    const saved = await services.scenarios.list();
    const code = saved[1]!.productCode;

    classification$.assign({ scenarios: [], selectedProductCode: code });
    await reload();
    expect(classification$.scenarios.peek()).toEqual(saved);
    expect(classification$.selectedProductCode.peek()).toBe(code);

    classification$.assign({ scenarios: [], selectedProductCode: 'QQQ' });
    await reload();
    expect(classification$.scenarios.peek()).toEqual(saved);
    expect(classification$.selectedProductCode.peek()).toBeNull();
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'loaded', error: null });
  });

  it("saves the browser's list over a different saved one (the browser holds the latest work)", async () => {
    const reordered = [...classification$.scenarios.peek()].reverse().map((scenario, i) => ({ ...scenario, order: i + 1 }));
    classification$.scenarios.set(reordered);
    const postsBefore = scenarioCalls().filter((call) => call.method === 'POST').length;

    await reload();

    expect(codesOf(await services.scenarios.list())).toEqual(codesOf(reordered));
    expect(classification$.scenarios.peek()).toEqual(reordered);
    // A list the server already holds is not sent again.
    await reload();
    expect(scenarioCalls().filter((call) => call.method === 'POST')).toHaveLength(postsBefore + 1);
  });

  it('a failed load says so on the board, and Retry loads again', async () => {
    const before = classification$.scenarios.peek();
    fail('rest', 'GET', SCENARIOS_PATH);
    await expect(reload()).rejects.toThrow('Internal Server Error');
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'failed', error: 'Internal Server Error' });
    expect(classification$.scenarios.peek()).toEqual(before);

    failing.clear();
    await reload();
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'loaded', error: null });
  });

  it('keeps the list in this browser when a save fails, and warns once', { timeout: 60_000 }, async () => {
    playProfiler(false);
    fail('rest', 'POST', SCENARIOS_PATH);
    try {
      const savedBefore = codesOf(await services.scenarios.list());
      await commandRegistry.execute('classification.add-product-code', { productCode: 'FRN' }, 'button');
      await commandRegistry.execute('classification.add-product-code', { productCode: 'DRT' }, 'button');
      expect(listed().slice(-2)).toEqual(['FRN', 'DRT']);
      expect(codesOf(await services.scenarios.list())).toEqual(savedBefore);
      expect(toasts.filter(([kind]) => kind !== 'info')).toEqual([
        ['success', 'Product code FRN successfully added to scenarios'],
        ['warning', 'Scenarios are kept in this browser, but saving them to your account failed: Internal Server Error'],
        ['success', 'Product code DRT successfully added to scenarios'],
      ]);
    } finally {
      playProfiler(true);
    }
  });

  it('a new browser gets the saved list when the user signs in, and does not classify by itself', async () => {
    const saved = await services.scenarios.list();
    host.deactivateAll();
    endSession();
    clearAllCache({ reload: false });
    expect(classification$.peek()).toMatchObject({ scenarios: [], firstInvokeDone: false });
    const runsBefore = runsOf('classification.run').length;

    host = new PluginHost({ bus, services, onError: (error) => hostErrors.push(error) });
    await host.activate(PLUGINS);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'idle', error: null });
    expect(runsOf('classification.run')).toHaveLength(runsBefore);
    signIn();

    await vi.waitFor(() => expect(classification$.scenarios.peek()).toEqual(saved), { timeout: 10_000, interval: 10 });
    await vi.waitFor(() => expect(scenarioBoard$.load.status.peek()).toBe('loaded'), { timeout: 10_000, interval: 10 });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(runsOf('classification.run')).toHaveLength(runsBefore);
    expect(classificationRun$.running.peek()).toBe(false);
    expect(hostErrors).toEqual([]);
  });
});
