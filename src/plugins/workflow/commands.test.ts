import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { commandRegistry } from '../../commands/registry';
import { contextKeys$ } from '../../commands/context';
import { CommandDisabledError } from '../../commands/errors';
import { WORKFLOW_STEPS } from '../../app/workflow-steps';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { markCompleted, openByPath, workflow$, workflowStatus$ } from '../../app/workflow/store';
import { profile$, PROFILE_STORAGE_KEY } from '../device-profiler/store';
import { setStepValue } from '../device-profiler/profile-updates';

const fillRequiredFields = () => {
  setStepValue('device_name', 'Infusion pump');
  setStepValue('description', 'Delivers fluids');
  setStepValue('intended_use', 'Hospital use');
};
import { definePlugin } from '../host/define-plugin';
import { PluginHost } from '../host/plugin-host';
import type { PluginDefinition } from '../host/types';
import { builtinPlugins } from '../index';
import { workflowPlugin } from './index';
import { unreachableServices } from '../../../tests/app-services';

const navigate = vi.fn<(path: string) => void>();
let host: PluginHost;

async function start(plugins: readonly PluginDefinition[] = builtinPlugins) {
  host = new PluginHost({ services: unreachableServices() });
  await host.activate(plugins);
}

const reasonFor = (id: string) => commandRegistry.describe(id, commandRegistry.context())?.enabled;

beforeEach(() => {
  clearAllCache({ reload: false });
  navigate.mockReset();
  setNavigator(navigate);
});

afterEach(() => host.deactivateAll());

describe('step commands', () => {
  it("offer 'Go to <label>' for each step, with its shortcut and path words", async () => {
    await start();
    const open = WORKFLOW_STEPS.map((step) => commandRegistry.get(`${step.id}.open`));
    expect(open.map((c) => c?.title)).toEqual([
      'Go to Product Info',
      'Go to Scenario',
      'Go to Predicate',
      'Go to Risk',
      'Go to Tests & Standards',
      'Go to Finalize',
    ]);
    expect(open.map((c) => c?.keys)).toEqual([1, 2, 3, 4, 5, 6].map((n) => [`$mod+Alt+${n}`]));
    expect(commandRegistry.get('tests-standards.open')).toMatchObject({ category: 'Navigation', keywords: ['tests', 'standards'] });
  });

  it("'Go to Finalize' is disabled with the reason for a new user", async () => {
    await start();
    expect(reasonFor('finalize.open')).toBe("Complete 'Product Info' first");
    await expect(commandRegistry.execute('finalize.open', undefined, 'test')).rejects.toBeInstanceOf(CommandDisabledError);
    expect(workflow$.currentStep.peek()).toBe(0);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("'Go to Finalize' opens the step once the steps before are completed", async () => {
    await start();
    [0, 1, 2, 3, 4].forEach((step) => markCompleted(step));
    openByPath(4);

    expect(reasonFor('finalize.open')).toBe(true);
    await commandRegistry.execute('finalize.open', undefined, 'test');

    expect(workflow$.currentStep.peek()).toBe(5);
    expect(navigate).toHaveBeenCalledWith('/strategy/finalize');
  });
});

describe('workflow.next', () => {
  it('is disabled until the current step is completed, then moves on and navigates', async () => {
    await start();
    expect(reasonFor('workflow.next')).toBe("Complete 'Product Info' first");

    fillRequiredFields();
    expect(reasonFor('workflow.next')).toBe(true);
    await commandRegistry.execute('workflow.next', undefined, 'test');

    expect(workflow$.currentStep.peek()).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/strategy/classification');
    expect(contextKeys$.peek()).toMatchObject({ 'workflow.currentStep': 1, 'workflow.completed': [0] });
  });

  it('is disabled on the last step', async () => {
    await start();
    openByPath(5);
    expect(reasonFor('workflow.next')).toBe('Already at the last step');
  });

  describe('with a step action', () => {
    const scenarioStep = (beforeNext: () => Promise<true | false | string>) =>
      definePlugin({
        id: 'scenario-test',
        requires: ['workflow'],
        activate: (api) => void api.registerStep({ step: 'classification', component: () => null, beforeNext }),
      });

    it('shows the veto message, stays on the step and shows processing while the action runs', async () => {
      let answer: (verdict: string) => void = () => {};
      await start([workflowPlugin, scenarioStep(() => new Promise((resolve) => (answer = resolve)))]);
      openByPath(1);
      expect(reasonFor('workflow.next')).toBe(true);

      const running = commandRegistry.execute('workflow.next', undefined, 'test');
      await vi.waitFor(() => expect(workflowStatus$.processing.peek()).toBe(true));
      expect(reasonFor('workflow.next')).toBe('The step action is still running');
      answer('To proceed, select a Scenario first!');
      await running;

      expect(workflowStatus$.peek()).toEqual({ processing: false, message: 'To proceed, select a Scenario first!' });
      expect(workflow$.peek()).toMatchObject({ currentStep: 1, completed: [0] });
      expect(navigate).not.toHaveBeenCalled();
    });

    it('a silent veto (false) stays without a message', async () => {
      await start([workflowPlugin, scenarioStep(async () => false)]);
      openByPath(1);
      await commandRegistry.execute('workflow.next', undefined, 'test');
      expect(workflowStatus$.peek()).toEqual({ processing: false, message: null });
      expect(workflow$.currentStep.peek()).toBe(1);
    });

    it('an action that passes completes the step and moves on, clearing an earlier message', async () => {
      const verdicts = ['Select a scenario', true] as const;
      let call = 0;
      await start([workflowPlugin, scenarioStep(async () => verdicts[call++]!)]);
      openByPath(1);

      await commandRegistry.execute('workflow.next', undefined, 'test');
      expect(workflowStatus$.message.peek()).toBe('Select a scenario');
      await commandRegistry.execute('workflow.next', undefined, 'test');

      expect(workflow$.peek()).toMatchObject({ currentStep: 2, completed: [0, 1] });
      expect(workflowStatus$.message.peek()).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/strategy/predicate');
    });
  });
});

describe('workflow.previous, reset and clear-cache', () => {
  it('previous is disabled on the first step and otherwise goes back and navigates', async () => {
    await start();
    expect(reasonFor('workflow.previous')).toBe('Already at the first step');
    openByPath(2);

    await commandRegistry.execute('workflow.previous', undefined, 'test');

    expect(workflow$.currentStep.peek()).toBe(1);
    expect(navigate).toHaveBeenCalledWith('/strategy/classification');
  });

  it('reset returns to the first step with nothing completed', async () => {
    await start();
    openByPath(3);

    await commandRegistry.execute('workflow.reset', undefined, 'test');

    expect(workflow$.peek()).toMatchObject({ currentStep: 0, completed: [] });
    expect(navigate).toHaveBeenCalledWith('/strategy/device-profiler');
  });

  it('clear-cache opens the first step, resets the stores and removes the stored state', async () => {
    vi.useFakeTimers();
    try {
      await start();
      setStepValue('device_name', 'Stent');
      openByPath(4);
      expect(localStorage.getItem(PROFILE_STORAGE_KEY)).not.toBeNull();

      await commandRegistry.execute('workflow.clear-cache', undefined, 'test');

      expect(profile$.steps.device_name.data.peek()).toBe('');
      expect(workflow$.peek()).toMatchObject({ currentStep: 0, completed: [], started: false });
      expect(localStorage.getItem(PROFILE_STORAGE_KEY)).toBeNull();
      expect(localStorage.getItem('clearway.workflow.v1')).toBeNull();
      expect(navigate).toHaveBeenCalledWith('/strategy/device-profiler');
    } finally {
      // Drops the pending page reload, which jsdom cannot do.
      vi.useRealTimers();
    }
  });

  it('the workflow commands carry their titles, category and shortcuts', async () => {
    await start();
    expect(['workflow.next', 'workflow.previous', 'workflow.reset', 'workflow.clear-cache'].map((id) => commandRegistry.get(id))).toMatchObject([
      { title: 'Next step', category: 'Workflow', keys: ['$mod+Alt+ArrowRight'] },
      { title: 'Previous step', category: 'Workflow', keys: ['$mod+Alt+ArrowLeft'] },
      { title: 'Reset workflow', category: 'Workflow' },
      { title: 'Clear all cache', category: 'Workflow', keywords: ['reset storage'] },
    ]);
  });
});
