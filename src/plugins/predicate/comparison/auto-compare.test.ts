import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../../tests/app-services';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { contextKeys$, setContextKey } from '../../../commands/context';
import { commandRegistry, type CommandExecution } from '../../../commands/registry';
import type { Disposable } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { COMPARING_KEY, PREDICATE_STEP_INDEX } from './command-kit';
import { activateComparison } from './commands';
import { comparing, withMeta } from './rules/compare-rules';
import { addDevice } from './rules/selection-rules';
import { comparison$, emptyComparison } from './store';

/**
 * When the automatic comparison runs (SPEC section 4), with the real commands and services where nothing
 * listens: a comparison that starts fails at once, which is enough to see that it started.
 */
const CODE = 'DQA';
let host: PluginHost;
const keys: Disposable[] = [];
const executions: CommandExecution[] = [];
const toasts: string[] = [];
let listening: Disposable;

const selectTwo = () => comparison$.byProductCode[CODE]!.set(['K111111', 'K222222'].reduce((c, k) => addDevice(c, k, 'x'), emptyComparison()));
const compareRuns = () => executions.filter((execution) => execution.id === 'predicate.compare');
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(async () => {
  clearAllCache({ reload: false });
  vi.spyOn(toast, 'error').mockImplementation((message: string) => toasts.push(message));
  listening = commandRegistry.onDidExecute((execution) => executions.push(execution));
  keys.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, CODE));
});

afterEach(() => {
  host?.deactivateAll();
  keys.splice(0).forEach((key) => key.dispose());
  listening.dispose();
  executions.length = 0;
  toasts.length = 0;
  vi.restoreAllMocks();
});

async function activate() {
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([definePlugin({ id: 'comparison-test', activate: activateComparison })]);
}

describe('the automatic comparison', () => {
  it('waits for the Predicate step, then runs once, marking the scenario active', async () => {
    await activate();
    keys.push(setContextKey(CURRENT_STEP_KEY, 1));
    selectTwo();
    await settle();
    expect(compareRuns()).toEqual([]);
    expect(comparison$.byProductCode[CODE]!.trigger.shouldTriggerComparison.peek()).toBe(true);

    keys.push(setContextKey(CURRENT_STEP_KEY, PREDICATE_STEP_INDEX));
    await vi.waitFor(() => expect(toasts).toEqual(['Failed to compare devices']));
    expect(compareRuns().map(({ source, ok }) => ({ source, ok }))).toEqual([{ source: 'api', ok: false }]);
    expect(comparison$.byProductCode[CODE]!.peek()).toMatchObject({
      trigger: { shouldTriggerComparison: false, hasActiveComparison: true },
      comparisonMeta: { isComparing: false, error: 'Network connection failed' },
    });
    await settle();
    expect(compareRuns()).toHaveLength(1);
  });

  it('does not run for a scenario that is not selected', async () => {
    await activate();
    keys.push(setContextKey(CURRENT_STEP_KEY, PREDICATE_STEP_INDEX), setContextKey(SELECTED_PRODUCT_CODE_KEY, 'DXN'));
    selectTwo();
    await settle();
    expect(compareRuns()).toEqual([]);
  });

  it('tells the commands while the selected scenario compares, and forgets a run cut short by a reload', async () => {
    selectTwo();
    comparison$.byProductCode[CODE]!.set(withMeta({ ...comparison$.byProductCode[CODE]!.peek()!, trigger: { shouldTriggerComparison: false, lastAction: 'add', hasActiveComparison: true } }, comparing));
    await activate();
    expect(comparison$.byProductCode[CODE]!.comparisonMeta.isComparing.peek()).toBe(false);
    expect(contextKeys$.peek()[COMPARING_KEY]).toBe(false);
    comparison$.byProductCode[CODE]!.comparisonMeta.isComparing.set(true);
    expect(contextKeys$.peek()[COMPARING_KEY]).toBe(true);
    expect(commandRegistry.describe('predicate.compare', { ...commandRegistry.context(), [CURRENT_STEP_KEY]: PREDICATE_STEP_INDEX })?.enabled).toBe(
      'A comparison is already running.',
    );
  });
});
