import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../../tests/app-services';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { setContextKey } from '../../../commands/context';
import type { Disposable } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { predicate$, type PredicateDevice } from '../store';
import { PREDICATE_STEP_INDEX } from './command-kit';
import { activateComparison } from './commands';
import { ComparisonView } from './ComparisonView';
import { applyComparison, comparing, withMeta } from './rules/compare-rules';
import { applyAnswers } from './rules/row-rules';
import { addDevice } from './rules/selection-rules';
import { setQuestionRun } from './question-runs';
import { comparison$, emptyComparison, type ProductComparison } from './store';

/**
 * The comparison table with the real comparison commands (services where nothing listens, so a call fails
 * at once). The devices are built by hand; the server test checks them against the FDA data.
 */
const CODE = 'DQA';
const T1 = '2025-01-01T00:00:00.000Z';
let host: PluginHost;
const keys: Disposable[] = [];

function device(kNumber: string, order: number, name: string): PredicateDevice {
  return {
    kNumber, deviceName: name, applicant: 'Acme Medical', productCode: CODE, code: CODE, decisionDate: '2024-05-01',
    decisionDescription: 'Substantially Equivalent', processingTime: 120, statementOrSummary: 'Summary', summaryPdfUrl: null, order,
    predicateDevices: [], postdicateDevices: [], predicateRelationshipSummary: null, deviceDescriptionConfidenceScore: 70,
    deviceDescriptionReasoning: null, intendedUseConfidenceScore: 91, intendedUseReasoning: null, characteristicsConfidenceScore: 64.4,
    characteristicsReasoning: null, finalConfidenceScore: 80, finalReasoning: null, recalled: false, recalls: [],
  };
}

const DEVICES = [device('K111111', 1, 'First oximeter'), device('K222222', 2, 'Second oximeter'), device('K333333', 3, 'Third oximeter')];

/** The devices selected, the automatic comparison's trigger already taken (the commands' test covers it). */
function selecting(...kNumbers: string[]): ProductComparison {
  const selected = kNumbers.reduce((c, k) => addDevice(c, k, T1), emptyComparison());
  return { ...selected, trigger: { ...selected.trigger, shouldTriggerComparison: false } };
}
const store = (comparison: ProductComparison) => act(() => comparison$.byProductCode[CODE]!.set(comparison));
const comparisonNow = () => comparison$.byProductCode[CODE]!.peek()!;

beforeAll(async () => {
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([definePlugin({ id: 'comparison-test', activate: activateComparison })]);
  vi.spyOn(toast, 'error').mockImplementation(() => 0);
  vi.spyOn(toast, 'success').mockImplementation(() => 0);
});
afterAll(() => {
  host.deactivateAll();
  vi.restoreAllMocks();
});
beforeEach(() => {
  clearAllCache({ reload: false });
  predicate$.devicesByProductCode[CODE]!.set(structuredClone(DEVICES));
  keys.push(setContextKey(SELECTED_PRODUCT_CODE_KEY, CODE), setContextKey(CURRENT_STEP_KEY, PREDICATE_STEP_INDEX));
});
afterEach(() => keys.splice(0).forEach((key) => key.dispose()));

const table = () => screen.getByRole('table', { name: 'Comparison of DQA predicates' });
/** A cell as read: a row's label without its buttons, an answer without its passage. */
const cellText = (cell: Element) => (cell.querySelector('.cw-comparison-label > span, .cw-comparison-answer > span') ?? cell).textContent;
const rowTexts = () =>
  within(table())
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map(cellText));
const button = (name: string) => screen.queryByRole('button', { name });

describe('the comparison table', () => {
  it("says 'No devices selected' while none is", () => {
    render(<ComparisonView productCode="dqa" />);
    expect(screen.getByText('No devices selected')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('has a column per selected device, in the order added, and the default fields as rows', () => {
    store(selecting('K222222', 'K111111'));
    render(<ComparisonView productCode={CODE} highlightKNumber="k111111" />);
    const headers = within(table()).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Field', 'K222222Second oximeter×', 'K111111First oximeter×']);
    expect(headers[2]).toHaveAttribute('data-highlighted', 'true');
    expect(rowTexts()).toEqual([
      ['Device Name', 'Second oximeter', 'First oximeter'],
      ['Manufacturer', 'Acme Medical', 'Acme Medical'],
      ['Product Code', CODE, CODE],
      ['Date Cleared', '05/01/2024', '05/01/2024'],
      ['Clearance Time', '120 days', '120 days'],
      ['Predicates', 'N/A', 'N/A'],
      ['Intended Use Match', '91%', '91%'],
      ['Tech Match', '64%', '64%'],
    ]);
  });

  it('shows the re-compare button from 2 devices on, disabled while comparing, with the loading row', () => {
    store(selecting('K111111'));
    const { rerender } = render(<ComparisonView productCode={CODE} />);
    expect(button('Compare again')).not.toBeInTheDocument();

    store(selecting('K111111', 'K222222'));
    rerender(<ComparisonView productCode={CODE} />);
    expect(button('Compare again')).toBeEnabled();

    store(withMeta(comparisonNow(), comparing));
    rerender(<ComparisonView productCode={CODE} />);
    expect(button('Compare again')).toBeDisabled();
    expect(button('Compare again')).toHaveAttribute('title', 'A comparison is already running.');
    expect(within(table()).getByText('Loading comparison data...')).toBeInTheDocument();
  });

  it("shows a failed comparison's message in a 'Comparison Error' row", () => {
    const failed = selecting('K111111', 'K222222');
    store({ ...failed, comparisonMeta: { isComparing: false, error: 'No device found for K-number: K222222', createdAt: null } });
    render(<ComparisonView productCode={CODE} />);
    const alert = within(table()).getByRole('alert');
    expect(alert).toHaveTextContent('No device found for K-number: K222222');
    expect(alert.closest('tr')).toHaveTextContent(/^Comparison Error/);
  });

  it("lists the compare answer's facts after the default fields", () => {
    const kNumbers = ['K111111', 'K222222'];
    store(
      applyComparison(selecting(...kNumbers), kNumbers, kNumbers.map((k_number) => ({ k_number, comparison_keys: ['Device Name', 'Intended Use'], comparison_values: ['x', `Use of ${k_number}`] })), T1),
    );
    render(<ComparisonView productCode={CODE} />);
    expect(rowTexts().at(-1)).toEqual(['Intended Use', 'Use of K111111', 'Use of K222222']);
    expect(rowTexts().filter((row) => row[0] === 'Device Name')).toHaveLength(1);
  });

  it("says under a fact that it was read from a summary fetched from FDA's host, with a link to the PDF", () => {
    const kNumbers = ['K111111', 'K222222'];
    const url = 'https://www.accessdata.fda.gov/cdrh_docs/pdf22/K222222.pdf';
    const results = kNumbers.map((k_number) => ({ k_number, comparison_keys: ['Device Name', 'Intended Use'], comparison_values: ['x', `Use of ${k_number}`] }));
    store(applyComparison(selecting(...kNumbers), kNumbers, [results[0]!, { ...results[1]!, fetched_summary: { url, fetched_at: '2026-11-27', keys: ['Intended Use'] } }], T1));
    render(<ComparisonView productCode={CODE} />);
    const notes = screen.getAllByText(/^From FDA's 510\(k\) summary, fetched 11\/27\/2026/);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.closest('td')).toHaveTextContent('Use of K222222');
    expect(within(notes[0]!.closest('td')!).getByRole('link', { name: 'Open the document' })).toHaveAttribute('href', url);
  });

  it('removes a device from the table with its column button', async () => {
    const user = userEvent.setup();
    store(selecting('K111111', 'K222222'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Remove K111111 from the comparison' }));
    expect(comparisonNow().selectedKNumbers).toEqual(['K222222']);
    expect(within(table()).getAllByRole('columnheader')).toHaveLength(2);
  });

  it('a reset leaves Device Name, Manufacturer and Product Code; a hidden field can be shown again', async () => {
    const user = userEvent.setup();
    store(selecting('K111111', 'K222222'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Reset rows' }));
    expect(rowTexts().map((row) => row[0])).toEqual(['Device Name', 'Manufacturer', 'Product Code']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show a hidden row…' }), 'Tech Match');
    expect(rowTexts().map((row) => row[0])).toEqual(['Device Name', 'Manufacturer', 'Product Code', 'Tech Match']);
  });
});

describe('adding a row', () => {
  it('asks for a title, Save disabled while it is blank, and adds the row with N/A for every device', async () => {
    const user = userEvent.setup();
    store(selecting('K111111', 'K222222'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Add New Comparison Row' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Comparison Row' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Row title' }), '   ');
    expect(save).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Row title' }), 'Battery life');
    await user.click(save);

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(rowTexts().at(-1)).toEqual(['Battery life', 'N/A', 'N/A']);
  });

  it('says why a title is refused and closes with Escape', async () => {
    const user = userEvent.setup();
    store(selecting('K111111'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Add New Comparison Row' }));
    await user.type(screen.getByRole('textbox', { name: 'Row title' }), 'Battery{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add New Comparison Row' }));
    await user.type(screen.getByRole('textbox', { name: 'Row title' }), ' Battery {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A row named "Battery" is already in the table.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('a dynamic row', () => {
  it('is edited per device (Save stores, Escape cancels) and removed; static rows have neither', async () => {
    const user = userEvent.setup();
    store(selecting('K111111', 'K222222'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Add New Comparison Row' }));
    await user.type(screen.getByRole('textbox', { name: 'Row title' }), 'Sterile{Enter}');
    expect(button('Edit the row Device Name')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit the row Sterile' }));
    const first = screen.getByRole('textbox', { name: 'Sterile for K111111' });
    await user.clear(first);
    await user.type(first, 'Yes, EtO');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(rowTexts().at(-1)).toEqual(['Sterile', 'Yes, EtO', 'N/A']);

    await user.click(screen.getByRole('button', { name: 'Edit the row Sterile' }));
    await user.type(screen.getByRole('textbox', { name: 'Sterile for K222222' }), 'changed{Escape}');
    expect(rowTexts().at(-1)).toEqual(['Sterile', 'Yes, EtO', 'N/A']);

    await user.click(screen.getByRole('button', { name: 'Remove the row Sterile' }));
    expect(rowTexts().map((row) => row[0])).not.toContain('Sterile');
  });
});

describe('asking a question', () => {
  it("refuses an empty question with the spec's message and closes with Escape", async () => {
    const user = userEvent.setup();
    store(selecting('K111111'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Ask a question to compare' }));
    const input = screen.getByPlaceholderText('What would you like to compare?');
    await user.type(input, '  {Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Prompt cannot be empty.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'Loading comparison data...' in an asked row while its answers are on their way", () => {
    store(applyAnswers(selecting('K111111', 'K222222'), 'Is it sterile?', [], { title: '', feature_results: {}, engine: { provider: 'local', model: null, note: null }, sources: [] }));
    act(() => setQuestionRun(CODE, 'Is it sterile?', { status: 'loading' }));
    render(<ComparisonView productCode={CODE} />);
    expect(rowTexts().at(-1)).toEqual(['Is it sterile?', 'Loading comparison data...', 'Loading comparison data...']);
    expect(screen.getByRole('button', { name: 'Edit the row Is it sterile?' })).toBeDisabled();
  });

  it("asks from the dialog, which closes at once; a failed call shows 'Comparison Error' with the message in the row", async () => {
    const user = userEvent.setup();
    store(selecting('K111111', 'K222222'));
    render(<ComparisonView productCode={CODE} />);
    await user.click(screen.getByRole('button', { name: 'Ask a question to compare' }));
    await user.type(screen.getByPlaceholderText('What would you like to compare?'), 'Is it sterile?{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // Nothing listens where the services point: the call fails at once.
    await waitFor(() => expect(within(table()).getByRole('alert')).toHaveTextContent('Comparison Error: Network connection failed'));
    const row = within(table()).getByRole('alert').closest('tr')!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Is it sterile?');
    await user.click(within(row).getByRole('button', { name: 'Remove the row Is it sterile?' }));
    expect(within(table()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows each answer with the passage it came from and its document', async () => {
    const user = userEvent.setup();
    store(
      applyAnswers(selecting('K111111', 'K222222'), 'Is it sterile?', ['K111111', 'K222222'], {
        title: 'Is it sterile?',
        feature_results: {
          K111111: { summary_feature: 'Supplied sterile', passage: 'The sensor is supplied sterile (EtO).', document: '510k_summary' },
          K222222: { summary_feature: 'N/A', passage: null, document: null },
        },
        engine: { provider: 'local', model: null, note: null },
        sources: [],
      }),
    );
    render(<ComparisonView productCode={CODE} />);
    expect(rowTexts().at(-1)).toEqual(['Is it sterile?', 'Supplied sterile', 'N/A']);
    const source = screen.getByText('Source passage');
    await user.click(source);
    const details = source.closest('details')!;
    expect(details).toHaveAttribute('open');
    expect(within(details).getByText('The sensor is supplied sterile (EtO).')).toBeVisible();
    expect(within(details).getByText('From the 510(k) summary of K111111')).toBeInTheDocument();
    expect(screen.getAllByText('Source passage')).toHaveLength(1);
  });
});
