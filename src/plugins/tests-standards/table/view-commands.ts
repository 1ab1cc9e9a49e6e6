import { type } from 'arktype';
import { AI_MESSAGES } from '../../../api/contracts/ai';
import type { AnyCommand } from '../../../commands/registry';
import type { Command, CommandContext } from '../../../commands/types';
import { onStep, selectedProductCode, productCodeGuard } from '../../step-kit/step-context';
import { thenRequiredProfile } from '../../step-kit/product-code-run';
import { runTrackedAnalysis } from '../../step-kit/tracked-analysis';
import { blankRow, categoriesOf, deleteRow, EDITABLE_FIELDS, editCell, type EditableField } from '../rules/table-rules';
import { testsStandards$ } from '../store';
import { standardsBoard$, standardsView$ } from './board-state';

export const STANDARDS_CATEGORY = 'Tests & Standards';
const onStandardsStep = onStep('tests-standards');
/** SPEC section 8: the text when no scenario (product code) is selected. */
const { needs: needsProductCode, require: requireProductCode } = productCodeGuard(AI_MESSAGES.standardsNoProductCode);

export interface RowArgs {
  index: number;
}
export interface CellArgs extends RowArgs {
  field: EditableField;
  value: string;
}

declare module '../../../commands/types' {
  interface CommandArgs {
    'tests-standards.refresh': void;
    'tests-standards.add-row': { category?: string } | undefined;
    'tests-standards.delete-row': RowArgs;
    'tests-standards.edit-cell': CellArgs;
    'tests-standards.switch-category': { category: string };
    'tests-standards.toggle-snapshot': void;
  }
}

const RowIndex = type({ index: 'number.integer >= 0' });
const CellArgs = type({ index: 'number.integer >= 0', field: type.enumerated(...EDITABLE_FIELDS), value: 'string' });

const rowsOf = (productCode: string) => testsStandards$.rowsByProductCode[productCode]!;
const rowsIn = (context: CommandContext) => {
  const code = selectedProductCode(context);
  return code === null ? [] : (rowsOf(code).peek() ?? []);
};
const hasRows = (context: CommandContext): true | string => {
  const needed = needsProductCode(context);
  if (needed !== true) return needed;
  return rowsIn(context).length > 0 || 'No testing standards found for the selected category.';
};

/** The board's commands: re-run, the rows (add, delete, edit a cell), the tabs and the snapshot's visibility. */
export function standardsViewCommands(): readonly AnyCommand[] {
  const refresh: Command = {
    id: 'tests-standards.refresh',
    title: 'Rerun the tests and standards analysis',
    category: STANDARDS_CATEGORY,
    keywords: ['rerun', 'refresh', 'try again', 'retry', 'standards', 'tests', 'analysis'],
    keys: ['$mod+Alt+R'],
    when: onStandardsStep,
    enabled: thenRequiredProfile(needsProductCode),
    run: (_args, env) => {
      const productCode = requireProductCode(env.context);
      return runTrackedAnalysis(standardsBoard$.analysis, productCode, () => env.execute('tests-standards.run', { productCode }));
    },
  };
  const addRow: Command<{ category?: string } | undefined> = {
    id: 'tests-standards.add-row',
    title: 'Add a test or standard',
    category: STANDARDS_CATEGORY,
    keywords: ['add', 'row', 'new', 'standard', 'test', 'manual'],
    args: type({ 'category?': 'string' }).or('undefined'),
    when: onStandardsStep,
    enabled: needsProductCode,
    run: (args, env) => {
      const rows = rowsOf(requireProductCode(env.context));
      const category = args?.category?.trim() || standardsBoard$.category.peek();
      rows.set([...(rows.peek() ?? []), blankRow(category)]);
      const index = rows.peek()!.length - 1;
      standardsBoard$.assign({ category, editing: { index, field: 'test_and_evaluation' }, reveal: index });
    },
  };
  const deleteRowCommand: Command<RowArgs> = {
    id: 'tests-standards.delete-row',
    title: 'Delete a test or standard',
    category: STANDARDS_CATEGORY,
    keywords: ['delete', 'remove', 'row', 'standard'],
    args: RowIndex,
    prompt: {
      placeholder: 'Which row?',
      choices: (context) =>
        rowsIn(context).map((row, index) => ({ label: `${index + 1}. ${row.standard_reference || row.test_and_evaluation || '(blank row)'}`, value: { index } })),
    },
    when: onStandardsStep,
    enabled: hasRows,
    run: ({ index }, env) => {
      const rows = rowsOf(requireProductCode(env.context));
      rows.set(deleteRow(rows.peek() ?? [], index));
      standardsBoard$.editing.set(null);
    },
  };
  const editCellCommand: Command<CellArgs> = {
    id: 'tests-standards.edit-cell',
    title: 'Edit a cell of the tests and standards',
    category: STANDARDS_CATEGORY,
    keywords: ['edit', 'cell', 'change'],
    args: CellArgs,
    when: onStandardsStep,
    enabled: hasRows,
    run: ({ index, field, value }, env) => {
      const rows = rowsOf(requireProductCode(env.context));
      rows.set(editCell(rows.peek() ?? [], index, field, value));
    },
  };
  const switchCategory: Command<{ category: string }> = {
    id: 'tests-standards.switch-category',
    title: 'Show a category of tests and standards',
    category: STANDARDS_CATEGORY,
    keywords: ['tab', 'category', 'filter', 'switch'],
    args: type({ category: 'string' }),
    prompt: { placeholder: 'Category', choices: (context) => categoriesOf(rowsIn(context)).map((category) => ({ label: category, value: { category } })) },
    when: onStandardsStep,
    run: ({ category }) => void standardsBoard$.assign({ category, editing: null }),
  };
  const toggleSnapshot: Command = {
    id: 'tests-standards.toggle-snapshot',
    title: 'Show or hide the tests and standards AI snapshot',
    category: STANDARDS_CATEGORY,
    keywords: ['ai', 'snapshot', 'panel', 'show', 'hide'],
    keys: ['$mod+Alt+A'],
    when: onStandardsStep,
    run: () => standardsView$.snapshotShown.set((shown) => !shown),
  };
  return [refresh, addRow, deleteRowCommand, editCellCommand, switchCategory, toggleSnapshot];
}
