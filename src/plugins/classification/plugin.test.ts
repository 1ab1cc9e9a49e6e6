import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { beginSession, endSession } from '../../app/auth/session';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { openByPath, workflow$, workflowStatus$ } from '../../app/workflow/store';
import { setContextKey } from '../../commands/context';
import { CommandDisabledError } from '../../commands/errors';
import { commandRegistry, type CommandExecution } from '../../commands/registry';
import { toast } from '../../panels/toast';
import { PROFILE_REQUIRED_FILLED_KEY } from '../common/profile-requests';
import { PluginHost } from '../host/plugin-host';
import { workflowPlugin } from '../workflow';
import { scenarioBoard$ } from './board/board-state';
import { classificationPlugin } from './index';
import { scenarioFromFoiclass } from './testing/scenarios';
import { classification$ } from './store';

/** Scenarios of real product codes (FDA's foiclass rows), numbered from 1. */
const LISTED = ['DQA', 'DPZ', 'MUD'].map((code, i) => scenarioFromFoiclass(code, i + 1));

/**
 * The scenario commands that need no server, with the real plugins and registry. The services point at a
 * port where nothing listens, so a call that should not be made would fail (and toast) at once.
 */
let host: PluginHost;
const toasts: Array<[kind: string, message: string]> = [];

beforeAll(async () => {
  for (const kind of ['success', 'error', 'info', 'warning'] as const) {
    vi.spyOn(toast, kind).mockImplementation((message: string) => toasts.push([kind, message]));
  }
  setNavigator(() => {});
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([workflowPlugin, classificationPlugin]);
});

beforeEach(() => {
  clearAllCache({ reload: false });
  classification$.scenarios.set(structuredClone(LISTED));
  openByPath(1);
});

afterEach(() => {
  toasts.length = 0;
  scenarioBoard$.assign({ confirmDelete: null, detailsFor: null, insightsOpen: false, search: { busy: false, error: null } });
});

afterAll(() => {
  host.deactivateAll();
  vi.restoreAllMocks();
});

const run = (id: string, args?: unknown, source: 'test' | 'palette' | 'button' = 'test') => commandRegistry.executeUnchecked(id, args, source);
const reasonFor = (id: string) => commandRegistry.describe(id, commandRegistry.context())?.enabled;
const visible = (id: string) => commandRegistry.describe(id, commandRegistry.context())?.visible;
const codes = () => classification$.scenarios.peek().map((scenario) => scenario.productCode);

describe('selecting a scenario', () => {
  it('Get Started selects it for the report, and Hide (the same command again) deselects it', async () => {
    await run('classification.select', { productCode: 'dpz' }, 'button');
    expect(classification$.selectedProductCode.peek()).toBe('DPZ');
    expect(commandRegistry.context()['classification.selectedProductCode']).toBe('DPZ');

    await run('classification.select', { productCode: 'DPZ' }, 'button');
    expect(classification$.selectedProductCode.peek()).toBeNull();
    expect(toasts).toEqual([
      ['success', 'Scenario 2 (DPZ) added to the report'],
      ['info', 'Scenario 2 (DPZ) removed from the report'],
    ]);
  });

  it('selecting another replaces the selection', async () => {
    await run('classification.select', { productCode: 'DQA' });
    await run('classification.select', { productCode: 'MUD' });
    expect(classification$.selectedProductCode.peek()).toBe('MUD');
  });

  it('refuses a blank or unlisted code with the spec texts, changing nothing', async () => {
    await expect(run('classification.select', { productCode: ' ' })).rejects.toThrow('Invalid Scenario selected');
    await expect(run('classification.select', { productCode: 'LLZ' })).rejects.toThrow('Scenario with product code LLZ not found in the list');
    expect(classification$.selectedProductCode.peek()).toBeNull();
    expect(toasts).toEqual([]);
  });

  it("offers every scenario on the palette's page", () => {
    const choices = commandRegistry.get('classification.select')!.prompt!.choices!(commandRegistry.context());
    expect(choices).toEqual([
      { label: 'Scenario 1 · DQA · Oximeter', value: { productCode: 'DQA' } },
      { label: 'Scenario 2 · DPZ · Oximeter, Ear', value: { productCode: 'DPZ' } },
      { label: 'Scenario 3 · MUD · Oximeter, Tissue Saturation', value: { productCode: 'MUD' } },
    ]);
  });

  it('the commands on one scenario are disabled while none is listed', () => {
    classification$.scenarios.set([]);
    for (const id of ['classification.select', 'classification.delete', 'classification.open-details']) {
      expect(reasonFor(id)).toBe('No scenarios yet. Add a product code or run the classification.');
    }
  });

  it('deselect is disabled without a selection and otherwise clears it', async () => {
    expect(reasonFor('classification.deselect')).toBe('No scenario selected. Please select a scenario first.');
    classification$.selectedProductCode.set('MUD');
    await run('classification.deselect');
    expect(classification$.selectedProductCode.peek()).toBeNull();
    expect(toasts).toEqual([['info', 'Scenario 3 (MUD) removed from the report']]);
  });
});

describe('moving on from the Scenario step', () => {
  it('needs a selected scenario that is still listed', async () => {
    await run('workflow.next');
    expect(workflowStatus$.message.peek()).toBe('To proceed, select a Scenario first!');
    expect(workflow$.currentStep.peek()).toBe(1);

    classification$.selectedProductCode.set('LLZ');
    await run('workflow.next');
    expect(workflowStatus$.message.peek()).toBe('Invalid Scenario selected');

    classification$.selectedProductCode.set('DQA');
    await run('workflow.next');
    expect(workflow$.peek()).toMatchObject({ currentStep: 2, completed: [0, 1] });
  });
});

describe('the scenario screen commands', () => {
  const screenOnly = ['classification.delete', 'classification.open-details', 'classification.show-insights', 'classification.move-left', 'classification.move-right'];

  it('are offered only on the Scenario step', async () => {
    expect(screenOnly.map(visible)).toEqual(screenOnly.map(() => true));
    openByPath(2);
    expect(screenOnly.map(visible)).toEqual(screenOnly.map(() => false));
    await expect(run('classification.show-insights')).rejects.toBeInstanceOf(CommandDisabledError);
    expect(['classification.select', 'classification.add-product-code', 'classification.refresh'].map(visible)).toEqual([true, true, true]);
  });

  it('open the details and the research insights', async () => {
    await run('classification.open-details', { productCode: 'dpz' });
    await run('classification.show-insights');
    expect(scenarioBoard$.peek()).toMatchObject({ detailsFor: 'DPZ', insightsOpen: true });
    await expect(run('classification.open-details', { productCode: 'LLZ' })).rejects.toThrow('Scenario with product code LLZ not found in the list');
  });

  it('delete without confirmation opens the confirmation and changes nothing else', async () => {
    await run('classification.delete', { productCode: 'mud' }, 'button');
    expect(scenarioBoard$.confirmDelete.peek()).toBe('MUD');
    expect(codes()).toEqual(['DQA', 'DPZ', 'MUD']);
    await expect(run('classification.delete', { productCode: 'LLZ' })).rejects.toThrow('Scenario with product code LLZ not found in the list');
    expect(toasts).toEqual([]);
  });

  it('an unchanged order and a move at the edge do nothing (no call, no toast)', async () => {
    await run('classification.reorder', { productCodes: ['DQA', 'DPZ', 'MUD'] });
    await run('classification.move-left', { productCode: 'DQA' });
    classification$.selectedProductCode.set('MUD');
    await run('classification.move-right');
    expect(codes()).toEqual(['DQA', 'DPZ', 'MUD']);
    expect(toasts).toEqual([]);
  });

  it('a move needs a scenario', async () => {
    await expect(run('classification.move-right')).rejects.toThrow('No scenario selected. Please select a scenario first.');
  });

  it('a reorder is refused with the spec texts', async () => {
    await expect(run('classification.reorder', { productCodes: [] })).rejects.toThrow('Cannot reorder empty scenarios list');
    await expect(run('classification.reorder', { productCodes: ['DQA', 'DPZ'] })).rejects.toThrow(
      'Some scenarios are missing required properties (id, productCode)',
    );
  });

  it('carry their shortcuts, and refresh is enabled as the classification is', () => {
    const keysOf = (id: string) => commandRegistry.get(id)?.keys;
    expect(['add-product-code', 'move-left', 'move-right', 'refresh', 'show-insights'].map((verb) => keysOf(`classification.${verb}`))).toEqual([
      ['$mod+Alt+P'],
      ['$mod+Shift+ArrowLeft'],
      ['$mod+Shift+ArrowRight'],
      ['$mod+Alt+R'],
      ['$mod+Alt+I'],
    ]);
    expect(reasonFor('classification.refresh')).toBe('Please fill in all required fields: device name, description, and intended use.');
    const filled = setContextKey(PROFILE_REQUIRED_FILLED_KEY, true);
    expect(reasonFor('classification.refresh')).toBe(true);
    filled.dispose();
  });
});

describe('adding a product code: refusals before any call', () => {
  it('the search box: required, format and duplicate, shown in the box and thrown without a toast', async () => {
    for (const [text, message] of [
      ['', 'Product code is required'],
      ['dq', 'Product code must be 3 uppercase letters (e.g., DQY)'],
      [' dpz ', 'Product code DPZ is already in the list'],
    ]) {
      await expect(run('classification.add-product-code', { productCode: text }, 'button')).rejects.toThrow(message);
      expect(scenarioBoard$.search.peek()).toEqual({ busy: false, error: message });
    }
    expect(toasts).toEqual([]);
  });

  it("the palette's page is the modal form: the length is checked first", async () => {
    const prompt = commandRegistry.get('classification.add-product-code')!.prompt!;
    expect(prompt.placeholder).toBe('Product code, e.g. DQY');
    await expect(run('classification.add-product-code', prompt.fromText!(' dq '), 'palette')).rejects.toThrow('Product code must be 3 characters');
    await expect(run('classification.add-product-code', prompt.fromText!('d1y'), 'palette')).rejects.toThrow(
      'Product code must be 3 uppercase letters (e.g., DQY)',
    );
    expect(scenarioBoard$.search.error.peek()).toBe('Product code must be 3 uppercase letters (e.g., DQY)');
    expect(toasts).toEqual([]);
  });
});

describe('the automatic classification after a failed load', () => {
  it('does not run: the saved list may hold scenarios this browser has not seen', async () => {
    const executed: CommandExecution[] = [];
    const listening = commandRegistry.onDidExecute((execution) => executed.push(execution));
    const filled = setContextKey(PROFILE_REQUIRED_FILLED_KEY, true);
    classification$.scenarios.set([]);
    try {
      beginSession({ uid: 'offline-user', email: null }, () => Promise.reject(new Error('No server in this test')));
      await vi.waitFor(() => expect(scenarioBoard$.load.status.peek()).toBe('failed'), { timeout: 5_000, interval: 5 });
      expect(scenarioBoard$.load.error.peek()).toEqual(expect.any(String));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(executed.map((execution) => execution.id)).toEqual([]);
      expect(classification$.firstInvokeDone.peek()).toBe(false);
    } finally {
      endSession();
      filled.dispose();
      listening.dispose();
    }
    expect(scenarioBoard$.load.peek()).toEqual({ status: 'idle', error: null });
  });
});
