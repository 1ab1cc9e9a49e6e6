import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { fakeListLayout } from '../../../tests/list-layout';
import { renderWithServices } from '../../../tests/render-with-services';
import type { StepId } from '../../app/workflow-steps';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { openByPath, workflow$ } from '../../app/workflow/store';
import { workspace$ } from '../../app/workspace/workspace-store';
import { setContextKey } from '../../commands/context';
import { commandRegistry } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { DEVICE_PROFILE_PANEL_ID, fillFieldCommand } from '../device-profiler/commands';
import { profilerUi$ } from '../device-profiler/profiler-ui';
import { fillRequiredProfile } from '../device-profiler/testing/required-profile';
import { PluginHost } from '../host/plugin-host';
import { PREDICATE_TEXTS } from '../predicate/board/texts';
import PredicatePanel from '../predicate/Panel';
import { RISK_TEXTS } from '../risk/dashboard/texts';
import RiskPanel from '../risk/Panel';
import TestsStandardsPanel from '../tests-standards/Panel';
import { testsStandards$ } from '../tests-standards/store';
import { STANDARDS_TEXTS } from '../tests-standards/table/texts';
import { workflowPlugin } from '../workflow';
import { PROFILE_FIELDS_TEXTS } from './RequireProfileFields';
import { stepIndexOf } from './step-context';

/**
 * The steps after the scenario, on a selected scenario whose step has nothing yet, while the device profile
 * misses required fields: which ones, and a way back to fill each in (the profiler's 'device-profiler.fill-field').
 */
const navigate = vi.fn<(path: string) => void>();
let host: PluginHost;
const cleanups: Disposable[] = [];

beforeEach(async () => {
  clearAllCache({ reload: false });
  profilerUi$.editing.set(null);
  navigate.mockReset();
  cleanups.push(setNavigator(navigate));
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([workflowPlugin]);
  cleanups.push(commandRegistry.register(fillFieldCommand), setContextKey(SELECTED_PRODUCT_CODE_KEY, 'DQY'));
});
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup.dispose());
  host.deactivateAll();
  vi.restoreAllMocks();
});

describe('a step after an incomplete device profile', () => {
  it.each<[StepId, ComponentType, string, string | null]>([
    ['predicate', PredicatePanel, PREDICATE_TEXTS.profileNeeded, PREDICATE_TEXTS.empty],
    ['risk', RiskPanel, RISK_TEXTS.profileNeeded, null],
    ['tests-standards', TestsStandardsPanel, STANDARDS_TEXTS.profileNeeded, STANDARDS_TEXTS.empty],
  ])('the %s step names the missing fields, leads back to fill one in, and gives way once they are filled', async (step, Panel, needs, empty) => {
    fillRequiredProfile(['device_name']);
    act(() => openByPath(stepIndexOf(step)));
    renderWithServices(<Panel />, unreachableServices());

    expect(screen.getByRole('note')).toHaveTextContent('Missing from the device profile: Description and Intended Use.');
    expect(screen.getByText(`${needs} ${PROFILE_FIELDS_TEXTS.comeBack(2)}`)).toBeInTheDocument();
    if (empty) expect(screen.queryByText(empty)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill in Device Name' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Fill in Intended Use' }));
    expect(navigate).toHaveBeenCalledWith('/strategy/device-profiler');
    expect(workflow$.currentStep.peek()).toBe(0);
    expect(workspace$.sidePanel.peek()).toBe(DEVICE_PROFILE_PANEL_ID);
    expect(profilerUi$.editing.peek()).toBe('intended_use');

    fillRequiredProfile(['description']);
    expect(screen.getByRole('note')).toHaveTextContent('Missing from the device profile: Intended Use.');
    expect(screen.getByText(`${needs} ${PROFILE_FIELDS_TEXTS.comeBack(1)}`)).toBeInTheDocument();
    fillRequiredProfile(['intended_use']);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    if (empty) expect(screen.getByText(empty)).toBeInTheDocument();
  });

  it('keeps what a step already has in view: tests and standards planned earlier stay', () => {
    fakeListLayout({ viewportPx: 500, rowPx: 52 });
    act(() =>
      testsStandards$.rowsByProductCode.DQY!.set([
        { test_and_evaluation: 'Basic safety and essential performance', standard_reference: 'IEC 60601-1', purpose: '', label: 'fda-consensus', category: 'Electrical safety' },
      ]),
    );
    renderWithServices(<TestsStandardsPanel />, unreachableServices());
    expect(screen.getByText('IEC 60601-1')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
