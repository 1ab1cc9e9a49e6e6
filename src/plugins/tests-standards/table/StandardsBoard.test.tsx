import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../../tests/app-services';
import { fakeListLayout } from '../../../../tests/list-layout';
import { renderWithServices } from '../../../../tests/render-with-services';
import type { TestStandardsRow } from '../../../api/contracts/ai';
import { clearAllCache } from '../../../app/workflow/clear-cache';
import { setContextKey } from '../../../commands/context';
import type { Disposable } from '../../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { fillRequiredProfile } from '../../device-profiler/testing/required-profile';
import { definePlugin } from '../../host/define-plugin';
import { PluginHost } from '../../host/plugin-host';
import { stepIndexOf } from '../../step-kit/step-context';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { CATCH_ALL_CATEGORY } from '../rules/table-rules';
import { testsStandards$ } from '../store';
import { standardsBoard$ } from './board-state';
import { StandardsBoard } from './StandardsBoard';
import { STANDARDS_TEXTS as TEXT } from './texts';
import { standardsViewCommands } from './view-commands';

/** The board with its real commands: tabs, inline edits (Enter, Escape, blur, no draft), add and delete. */
const CODE = 'FRN';
let host: PluginHost;
const keys: Disposable[] = [];

const row = (category: string, test: string, standard: string, label: TestStandardsRow['label']): TestStandardsRow => ({
  test_and_evaluation: test,
  standard_reference: standard,
  purpose: '',
  label,
  category,
});
const ROWS = [
  row('Electrical safety', 'Basic safety and essential performance', 'IEC 60601-1', 'fda-consensus'),
  row('EMC', 'Electromagnetic compatibility', 'IEC 60601-1-2', 'fda-consensus'),
  row('Software', 'Software life cycle', 'N/A', 'ai'),
];

beforeEach(async () => {
  clearAllCache({ reload: false });
  fillRequiredProfile();
  standardsBoard$.assign({ analysis: {}, category: CATCH_ALL_CATEGORY, editing: null, reveal: null });
  fakeListLayout({ viewportPx: 500, rowPx: 52 });
  host = new PluginHost({ services: unreachableServices() });
  await host.activate([definePlugin({ id: 'standards-view-test', activate: (api) => standardsViewCommands().forEach((c) => api.registerCommand(c)) })]);
  keys.push(setContextKey(CURRENT_STEP_KEY, stepIndexOf('tests-standards')), setContextKey(SELECTED_PRODUCT_CODE_KEY, CODE));
});
afterEach(() => {
  keys.splice(0).forEach((key) => key.dispose());
  host.deactivateAll();
  vi.restoreAllMocks();
});

const stored = () => testsStandards$.rowsByProductCode[CODE]!.peek() ?? [];
const table = () => screen.getByRole('table', { name: TEXT.tableName(CODE) });
const cell = (column: string, n: number) => screen.getByRole('button', { name: TEXT.editLabel(column, n) });
const input = (column: string, n: number) => screen.getByRole('textbox', { name: TEXT.editLabel(column, n) });

describe('StandardsBoard', () => {
  it('says so when nothing was generated, and when the analysis failed offers Try Again', () => {
    renderWithServices(<StandardsBoard productCode={CODE} />, unreachableServices());
    expect(screen.getByText(TEXT.empty)).toBeInTheDocument();
    act(() => standardsBoard$.analysis[CODE]!.set('failed'));
    const card = screen.getAllByRole('alert')[0]!;
    expect(card).toHaveTextContent(TEXT.failedTitle);
    expect(within(card).getByRole('button', { name: TEXT.tryAgain })).toBeInTheDocument();
  });

  it('shows every row on the catch-all tab, a category’s rows on its tab, with the source labels and placeholders', async () => {
    act(() => testsStandards$.rowsByProductCode[CODE]!.set(ROWS));
    renderWithServices(<StandardsBoard productCode={CODE} />, unreachableServices());
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual([`${CATCH_ALL_CATEGORY} 3`, 'Electrical safety 1', 'EMC 1', 'Software 1']);
    expect(within(table()).getAllByText('FDA Consensus')).toHaveLength(2);
    expect(within(table()).getByText('AI')).toBeInTheDocument();
    expect(cell(TEXT.columns.standard, 3)).toHaveTextContent(TEXT.placeholders.standard_reference);

    await userEvent.click(screen.getByRole('tab', { name: /^EMC/ }));
    expect(screen.getByRole('tab', { name: /^EMC/ })).toHaveAttribute('aria-selected', 'true');
    expect(within(table()).getAllByRole('row')).toHaveLength(2);
    expect(cell(TEXT.columns.standard, 2)).toHaveTextContent('IEC 60601-1-2');
  });

  it('shows under a standard its recognition number and where it is from, a superseded flag with the successor, and the source link', () => {
    const cited: TestStandardsRow = {
      ...row('IVD performance', 'Precision', 'CLSI EP05-A2 (FDA Standards Recognition # 7-110)', 'predicate'),
      recognition_number: '7-110',
      recognition_source: 'As the 510(k) document states it',
      status: 'superseded',
      successor: 'CLSI EP05-A3',
      source: { kind: 'k_number', id: 'K231974', label: 'K231974: PATHFAST hs-cTnI-II', url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfpmn/pmn.cfm?ID=K231974' },
    };
    act(() => testsStandards$.rowsByProductCode[CODE]!.set([cited, ROWS[0]!]));
    renderWithServices(<StandardsBoard productCode={CODE} />, unreachableServices());
    const recognition = within(table()).getByText(TEXT.recognition('7-110'));
    expect(recognition).toHaveAttribute('title', 'As the 510(k) document states it');
    expect(within(table()).getByText(`${TEXT.replaced.superseded}: ${TEXT.successor('CLSI EP05-A3')}`)).toBeInTheDocument();
    const link = within(table()).getByRole('link', { name: TEXT.sourceLink.k_number('K231974') });
    expect(link).toHaveAttribute('href', cited.source!.url);
    expect(link).toHaveAttribute('target', '_blank');
    // A row with none of these facts shows none.
    expect(within(table()).getAllByRole('row')[2]!.querySelector('.cw-standards-facts')).toBeNull();
  });

  it('saves a typed cell on Enter or on leaving it, cancels on Escape, and saves nothing without a draft', async () => {
    act(() => testsStandards$.rowsByProductCode[CODE]!.set(ROWS));
    renderWithServices(<StandardsBoard productCode={CODE} />, unreachableServices());

    await userEvent.click(cell(TEXT.columns.purpose, 1));
    await userEvent.type(input(TEXT.columns.purpose, 1), 'Shows the device is safe to touch{Enter}');
    expect(stored()[0]!.purpose).toBe('Shows the device is safe to touch');

    await userEvent.click(cell(TEXT.columns.standard, 2));
    await userEvent.clear(input(TEXT.columns.standard, 2));
    await userEvent.type(input(TEXT.columns.standard, 2), 'CISPR 11{Escape}');
    expect(stored()[1]!.standard_reference).toBe('IEC 60601-1-2');

    await userEvent.click(cell(TEXT.columns.test, 3));
    await userEvent.type(input(TEXT.columns.test, 3), ' (IEC 62304)');
    await userEvent.click(screen.getByRole('heading', { name: TEXT.snapshot.title }));
    expect(stored()[2]!.test_and_evaluation).toBe('Software life cycle (IEC 62304)');

    const before = stored();
    await userEvent.click(cell(TEXT.columns.purpose, 2));
    await userEvent.keyboard('{Enter}');
    expect(stored()).toBe(before);
  });

  it('adds a blank user row in the current tab and opens its first cell; deletes a row from its button', async () => {
    act(() => testsStandards$.rowsByProductCode[CODE]!.set(ROWS));
    renderWithServices(<StandardsBoard productCode={CODE} />, unreachableServices());
    await userEvent.click(screen.getByRole('tab', { name: /^Software/ }));
    await userEvent.click(screen.getByRole('button', { name: TEXT.addRow }));
    expect(stored()[3]).toMatchObject({ label: 'user', category: 'Software', test_and_evaluation: '' });
    expect(input(TEXT.columns.test, 4)).toHaveFocus();
    await userEvent.type(input(TEXT.columns.test, 4), 'Cybersecurity testing{Enter}');
    expect(within(table()).getByText('User Added')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: TEXT.deleteRow(4) }));
    expect(stored()).toEqual(ROWS);
  });
});
