import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../../tests/app-services';
import { renderWithServices } from '../../../../tests/render-with-services';
import { WORKFLOW_STEPS } from '../../../app/workflow-steps';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { setNavigator } from '../../../app/workflow/navigation';
import { openByPath, workflow$ } from '../../../app/workflow/store';
import { workspace$ } from '../../../app/workspace/workspace-store';
import { setContextKey } from '../../../commands/context';
import { CommandDisabledError } from '../../../commands/errors';
import { commandRegistry } from '../../../commands/registry';
import type { Disposable } from '../../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { scenarioDraft } from '../../classification/rules/scenarios';
import { classification$ } from '../../classification/store';
import { DEVICE_PROFILE_PANEL_ID } from '../../device-profiler/commands';
import { profile$ } from '../../device-profiler/store';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { comparison$, emptyComparison } from '../../predicate/comparison/store';
import { UNSCORED } from '../../predicate/rules/device-list-rules';
import { predicateBoard$ } from '../../predicate/board/board-state';
import { viewCommands as predicateViewCommands } from '../../predicate/board/view-commands';
import { predicate$, type PredicateDevice } from '../../predicate/store';
import { risk$, riskDateRange$, type RiskResult } from '../../risk/store';
import { standardsBoard$ } from '../../tests-standards/table/board-state';
import { standardsViewCommands } from '../../tests-standards/table/view-commands';
import { testsStandards$ } from '../../tests-standards/store';
import { stepIndexOf } from '../../step-kit/step-context';
import { workflowPlugin } from '../../workflow';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { openStepCommand } from '../../workflow/open-step-command';
import { ancestryRecalls$ } from './ancestry-recalls';
import { REVIEW_PROFILE_FIELDS, type ReviewProfileField } from './gap-rules';
import { REVIEW_MESSAGES, reviewCommands } from './review-commands';
import { GAPS_SHOWN, REVIEW_TEXTS, ReviewList } from './ReviewList';

/**
 * The review on the Finalize step with the real step commands: a strategy built by hand in the stores (test
 * data: the K-numbers and figures are made up), the gaps it shows, and the jump to the step that fixes one.
 */
const CODE = 'DQA';
const YEARS = { startYear: 2010, endYear: 2020 };
const navigate = vi.fn<(path: string) => void>();
let host: PluginHost;
const keys: Disposable[] = [];

function device(kNumber: string, order: number, recalls: PredicateDevice['recalls'] = []): PredicateDevice {
  return {
    kNumber,
    deviceName: `Test oximeter ${order}`,
    applicant: 'Test Medical',
    productCode: CODE,
    code: CODE,
    decisionDate: '2024-05-01',
    decisionDescription: 'Substantially Equivalent',
    processingTime: 90,
    statementOrSummary: null,
    summaryPdfUrl: null,
    order,
    predicateDevices: [],
    postdicateDevices: [],
    ...UNSCORED,
    recalled: recalls.length > 0,
    recalls,
  };
}

const riskResult: RiskResult = {
  years: YEARS,
  data: {
    totalRecalls: { value: [], coverage: null, error: null },
    totalMdrs: { value: { total_count: 0, line_chart: [] }, coverage: null, error: null },
    topDeviceProblems: { value: [], coverage: null, error: null },
    topPatientProblems: { value: [], coverage: null, error: null },
  },
  analysis: { risk_level: 'LOW', risk_total: 0, ai_snapshot: 'Test snapshot.', highlights: [], engine: { provider: 'local', model: null, note: null }, sources: [] },
  updatedAt: '2026-11-20T09:00:00.000Z',
};

/** A strategy with nothing missing. */
function storeCompleteStrategy() {
  const profile: Record<ReviewProfileField, string> = {
    device_name: 'Test pulse oximeter',
    description: 'A fingertip sensor.',
    intended_use: 'Spot-checking SpO2.',
    key_specifications: 'SpO2 70-100 %',
    functionality: 'Reads and stores SpO2.',
  };
  REVIEW_PROFILE_FIELDS.forEach((field) => profile$.steps[field].data.set(profile[field]));
  const draft = scenarioDraft(
    {
      product_code: CODE,
      device_name: 'Oximeter',
      device_class: 'Class II',
      regulation_number: '870.2700',
      regulation_description: null,
      review_panel: null,
      medical_specialty_description: null,
      confidence: 80,
      reasoning: 'Test',
      matched_terms: [],
      example_k_numbers: [],
      submission_path: '510(k)',
      path_note: null,
    },
    null,
  );
  classification$.assign({ scenarios: [{ ...draft, id: 'scn_review_test', order: 1, createdAt: null, updatedAt: null }], selectedProductCode: CODE });
  predicate$.devicesByProductCode[CODE]!.set([device('K990001', 1), device('K990002', 2)]);
  comparison$.byProductCode[CODE]!.set({ ...emptyComparison(), selectedKNumbers: ['K990001', 'K990002'], lastComparedKNumbers: ['K990001', 'K990002'] });
  riskDateRange$.set(YEARS);
  risk$.resultsByProductCode[CODE]!.set(riskResult);
  testsStandards$.rowsByProductCode[CODE]!.set([
    { test_and_evaluation: 'Risk management', standard_reference: 'ISO 14971:2019', purpose: 'Risk', label: 'fda-consensus', category: 'Risk', recognition_number: '5-125' },
  ]);
}

beforeEach(async () => {
  clearAllCache({ reload: false });
  navigate.mockReset();
  keys.push(setNavigator(navigate));
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([
    workflowPlugin,
    definePlugin({
      id: 'review-test',
      requires: ['workflow'],
      activate(api) {
        WORKFLOW_STEPS.forEach((step) => api.registerCommand(openStepCommand(step.id)));
        standardsViewCommands().forEach((command) => api.registerCommand(command));
        predicateViewCommands(api).forEach((command) => api.registerCommand(command));
        reviewCommands.forEach((command) => api.registerCommand(command));
      },
    }),
  ]);
  openByPath(stepIndexOf('finalize'));
  keys.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, CODE));
  storeCompleteStrategy();
});
afterEach(() => {
  keys.splice(0).forEach((key) => key.dispose());
  host.deactivateAll();
});

const sectionOf = (title: string) => screen.getByRole('listitem', { name: title });

describe('ReviewList', () => {
  it("shows each section's line and 'Nothing missing' for a complete strategy", () => {
    renderWithServices(<ReviewList />, unreachableServices());
    expect(screen.getByRole('status')).toHaveTextContent(REVIEW_TEXTS.nothingMissing);
    expect(within(sectionOf('Scenario')).getByText('Scenario 1: DQA, Oximeter (Class II, regulation 870.2700)')).toBeInTheDocument();
    expect(within(sectionOf('Predicates')).getByText('2 predicates chosen of 2 listed')).toBeInTheDocument();
    expect(within(sectionOf('Risk snapshot')).getByText('LOW risk, written 11/20/2026 for 2010 – 2020')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
  });

  it('lists the gaps under their sections with a badge and a fix button, and follows the stores', () => {
    renderWithServices(<ReviewList />, unreachableServices());
    act(() => {
      profile$.steps.intended_use.data.set('');
      predicate$.devicesByProductCode[CODE]!.set([device('K990001', 1, [{ recall_number: 'Z-0001-2026', recall_class: null, date_posted: null, reason: null }]), device('K990002', 2)]);
    });
    expect(screen.getByRole('status')).toHaveTextContent('1 missing, 1 weak in the strategy.');

    const profile = sectionOf('Device profile');
    expect(within(profile).getByText('Missing')).toHaveAttribute('data-severity', 'missing');
    expect(within(profile).getByText('The device profile has no intended use: the analyses and the report need it.')).toBeInTheDocument();
    expect(within(profile).getByRole('button', { name: 'Add the intended use' })).toBeEnabled();

    const predicates = sectionOf('Predicates');
    expect(within(predicates).getByText('Weak')).toHaveAttribute('data-severity', 'weak');
    expect(within(predicates).getByText("K990001, a chosen predicate, has 1 recall in FDA's data.")).toBeInTheDocument();
    expect(within(predicates).getByText('2 predicates chosen of 2 listed; 1 with recalls')).toBeInTheDocument();

    act(() => comparison$.byProductCode[CODE]!.selectedKNumbers.set(['K990002']));
    expect(within(sectionOf('Predicates')).queryByText('Weak')).not.toBeInTheDocument();
    expect(within(sectionOf('Comparison')).getByText('Only 1 predicate is chosen (K990002): a comparison needs at least 2.')).toBeInTheDocument();
  });

  it('shows the Class I recall found in a chosen predicate’s ancestry under Predicates, opens its graph on the Predicate step, and drops it with the choice', async () => {
    renderWithServices(<ReviewList />, unreachableServices());
    // Test input: what useAncestryRecalls keeps once a lineage has loaded (the server is unreachable here).
    act(() => ancestryRecalls$.K990002!.set([{ ancestor: 'K880001', ancestorName: null, generation: 2, recallNumber: 'Z-0001-2011', datePosted: '2011-04-05' }]));
    const predicates = sectionOf('Predicates');
    expect(
      within(predicates).getByText(
        'K990002, a chosen predicate, has a Class I recall in its ancestry: K880001, an ancestor 2 generations back, was recalled under Class I recall Z-0001-2011, posted 04/05/2011.',
      ),
    ).toBeInTheDocument();
    expect(within(predicates).getByText('2 predicates chosen of 2 listed; 1 with a Class I recall in their ancestry')).toBeInTheDocument();

    await userEvent.click(within(predicates).getByRole('button', { name: 'Review the lineage' }));
    await waitFor(() => expect(predicateBoard$.details.peek()).toMatchObject({ kNumber: 'K990002', section: 'graph' }));
    expect(workflow$.currentStep.peek()).toBe(stepIndexOf('predicate'));
    expect(navigate).toHaveBeenLastCalledWith('/strategy/predicate');
    act(() => predicateBoard$.details.set(null));
    openByPath(stepIndexOf('finalize'));

    act(() => comparison$.byProductCode[CODE]!.selectedKNumbers.set(['K990001']));
    expect(within(sectionOf('Predicates')).queryByText('Weak')).not.toBeInTheDocument();
    act(() => ancestryRecalls$.K990002!.delete());
  });

  it('jumps to the Product Info step with the Device Profile shown for an empty profile field', async () => {
    act(() => profile$.steps.functionality.data.set(''));
    workspace$.assign({ sidePanel: 'assistant', sideCollapsed: true });
    renderWithServices(<ReviewList />, unreachableServices());
    await userEvent.click(screen.getByRole('button', { name: 'Add the functionality' }));
    await waitFor(() => expect(workflow$.currentStep.peek()).toBe(stepIndexOf('device-profiler')));
    expect(navigate).toHaveBeenLastCalledWith('/strategy/device-profiler');
    expect(workspace$.peek()).toMatchObject({ sidePanel: DEVICE_PROFILE_PANEL_ID, sideCollapsed: false });
  });

  it("jumps to a standard's tab on the Tests & Standards step", async () => {
    act(() =>
      testsStandards$.rowsByProductCode[CODE]!.set([
        { test_and_evaluation: 'Electrical safety', standard_reference: 'IEC 60601-1', purpose: '', label: 'fda-consensus', category: 'Electrical', recognition_number: null },
      ]),
    );
    renderWithServices(<ReviewList />, unreachableServices());
    expect(screen.getByText('IEC 60601-1, an FDA consensus standard, has no FDA recognition number.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check the standard' }));
    await waitFor(() => expect(workflow$.currentStep.peek()).toBe(stepIndexOf('tests-standards')));
    expect(standardsBoard$.category.peek()).toBe('Electrical');
  });
  it('lists the first 3 gaps of a section and the rest on request', async () => {
    const standards = ['IEC 60601-1', 'IEC 60601-1-2', 'ISO 14971', 'ISO 10993-1', 'IEC 62304'];
    act(() =>
      testsStandards$.rowsByProductCode[CODE]!.set(
        standards.map((standard) => ({ test_and_evaluation: 'Test', standard_reference: standard, purpose: '', label: 'fda-consensus' as const, category: 'Electrical', recognition_number: null })),
      ),
    );
    renderWithServices(<ReviewList />, unreachableServices());
    const section = sectionOf('Tests and standards');
    expect(within(section).getAllByRole('button', { name: 'Check the standard' })).toHaveLength(GAPS_SHOWN);
    await userEvent.click(within(section).getByRole('button', { name: 'Show 2 more' }));
    expect(within(section).getAllByRole('button', { name: 'Check the standard' })).toHaveLength(standards.length);
    await userEvent.click(within(section).getByRole('button', { name: 'Show fewer' }));
    expect(within(section).getAllByRole('button', { name: 'Check the standard' })).toHaveLength(GAPS_SHOWN);
  });
});

describe("'finalize.jump-to-gap'", () => {
  it('offers the current gaps by their text in the palette, on the Finalize step only', () => {
    act(() => risk$.resultsByProductCode[CODE]!.delete());
    const command = commandRegistry.get('finalize.jump-to-gap')!;
    const context = commandRegistry.context();
    expect(command.prompt!.choices!(context)).toEqual([{ label: 'No risk analysis has been run for DQA.', value: { id: 'risk.none' } }]);
    expect(commandRegistry.describe('finalize.jump-to-gap', context)?.enabled).toBe(true);
    expect(commandRegistry.describe('finalize.jump-to-gap', { ...context, [CURRENT_STEP_KEY]: stepIndexOf('risk') })?.visible).toBe(false);
  });

  it('opens the step through its Go to command', async () => {
    act(() => comparison$.byProductCode[CODE]!.selectedKNumbers.set([]));
    await commandRegistry.execute('finalize.jump-to-gap', { id: 'predicate.none' }, 'test');
    expect(workflow$.currentStep.peek()).toBe(stepIndexOf('predicate'));
    expect(navigate).toHaveBeenLastCalledWith('/strategy/predicate');
  });

  it('is disabled when nothing is missing, and refuses a gap that has closed', async () => {
    await expect(commandRegistry.execute('finalize.jump-to-gap', { id: 'risk.none' }, 'test')).rejects.toThrow(CommandDisabledError);
    expect(commandRegistry.describe('finalize.jump-to-gap', commandRegistry.context())?.enabled).toBe(REVIEW_MESSAGES.nothingMissing);

    act(() => profile$.steps.description.data.set(''));
    await expect(commandRegistry.execute('finalize.jump-to-gap', { id: 'risk.none' }, 'test')).rejects.toThrow(REVIEW_MESSAGES.gapClosed);
    expect(workflow$.currentStep.peek()).toBe(stepIndexOf('finalize'));
  });
});
