import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { renderWithServices } from '../../../tests/render-with-services';
import { WORKFLOW_STEPS } from '../../app/workflow-steps';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { openByPath } from '../../app/workflow/store';
import { setContextKey } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { fillRequiredProfile } from '../device-profiler/testing/required-profile';
import { PluginHost } from '../host/plugin-host';
import PredicatePanel from '../predicate/Panel';
import RiskPanel from '../risk/Panel';
import TestsStandardsPanel from '../tests-standards/Panel';
import { openStepCommand } from '../workflow/open-step-command';
import { workflowPlugin } from '../workflow';
import { GO_TO_SCENARIO, RequireSelectedScenario, SCENARIO_REQUIRED_MESSAGE } from './RequireSelectedScenario';

/** The steps after the scenario ask for a selected scenario, read from the classification plugin's context key. */
const navigate = vi.fn<(path: string) => void>();
let host: PluginHost;
const cleanups: Disposable[] = [];

beforeEach(async () => {
  clearAllCache({ reload: false });
  // With the profile's required fields filled, so that each step shows its own empty state.
  fillRequiredProfile();
  navigate.mockReset();
  cleanups.push(setNavigator(navigate));
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([workflowPlugin]);
  // The classification plugin's 'Go to Scenario', without the rest of that plugin.
  cleanups.push(commandRegistry.register(openStepCommand('classification')));
});
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup.dispose());
  host.deactivateAll();
});

const select = (productCode: string | null) => act(() => void cleanups.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, productCode)));
const stepIndex = (id: string) => WORKFLOW_STEPS.find((step) => step.id === id)!.index;

describe('RequireSelectedScenario', () => {
  it("gives its content the selected scenario's product code", () => {
    select('DQY');
    render(<RequireSelectedScenario>{(productCode) => <p>Predicates of {productCode}</p>}</RequireSelectedScenario>);
    expect(screen.getByText('Predicates of DQY')).toBeInTheDocument();
    expect(screen.queryByText(SCENARIO_REQUIRED_MESSAGE)).not.toBeInTheDocument();
  });

  it('asks for a scenario when none is selected, and follows the selection', () => {
    select(null);
    render(<RequireSelectedScenario>{(productCode) => <p>Predicates of {productCode}</p>}</RequireSelectedScenario>);
    expect(screen.getByText('Product code is required. Please select a scenario first.')).toBeInTheDocument();
    select('FRN');
    expect(screen.getByText('Predicates of FRN')).toBeInTheDocument();
    select(null);
    expect(screen.getByText(SCENARIO_REQUIRED_MESSAGE)).toBeInTheDocument();
  });

  it.each<[string, ComponentType, RegExp]>([
    ['predicate', PredicatePanel, /^No similar devices found yet\.$/],
    ['risk', RiskPanel, /^DQY$/],
    ['tests-standards', TestsStandardsPanel, /^No Testing Standards Available - /],
  ])('stands in for the %s step until a scenario is selected, with a way back to the Scenario step', async (step, Panel, content) => {
    openByPath(stepIndex(step));
    renderWithServices(<Panel />, unreachableServices());
    expect(screen.getByText(SCENARIO_REQUIRED_MESSAGE)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: GO_TO_SCENARIO }));
    expect(navigate).toHaveBeenCalledWith('/strategy/classification');

    select('DQY');
    expect(screen.queryByText(SCENARIO_REQUIRED_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByText(content)).toBeInTheDocument();
  });
});
