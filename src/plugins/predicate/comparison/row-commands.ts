import { type } from 'arktype';
import type { Command, CommandContext } from '../../../commands/types';
import { COMPARISON_CATEGORY, needsProductCode, requireProductCode, selectedProductCode } from './command-kit';
import { DefaultFieldId, fieldById } from './rules/default-fields';
import { addDynamicRow, editDynamicRow, hiddenFields, removeDynamicRow, resetFields, showField } from './rules/row-rules';
import { comparisonOf, updateComparison } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';
import './command-args';

type LabelArgs = { label: string };
const LabelArgs = type({ label: 'string' });

const dynamicRowChoices = (context: CommandContext) => {
  const code = selectedProductCode(context);
  return code ? comparisonOf(code).dynamicRows.map((label) => ({ label, value: { label } })) : [];
};

/** 'Add New Comparison Row': a row the user fills in, every device 'N/A' until then. */
export const addRowCommand: Command<LabelArgs> = {
  id: 'predicate.add-comparison-row',
  title: TEXTS.addRow,
  category: COMPARISON_CATEGORY,
  keywords: ['row', 'comparison', 'field', 'table', 'custom'],
  args: LabelArgs,
  prompt: { placeholder: TEXTS.rowTitle, fromText: (text) => ({ label: text }) },
  enabled: needsProductCode,
  run({ label }, { context }) {
    updateComparison(requireProductCode(context), (comparison) => addDynamicRow(comparison, label));
  },
};

/** Saves the values typed into a dynamic row (the table's Edit, then Save); static rows cannot be edited. */
export const editRowCommand: Command<{ label: string; values: Record<string, string> }> = {
  id: 'predicate.edit-comparison-row',
  title: 'Edit a comparison row',
  category: COMPARISON_CATEGORY,
  keywords: ['row', 'comparison', 'edit', 'values'],
  args: type({ label: 'string', values: type.Record('string', 'string') }),
  enabled: needsProductCode,
  run({ label, values }, { context }) {
    updateComparison(requireProductCode(context), (comparison) => editDynamicRow(comparison, label, values));
  },
};

export const removeRowCommand: Command<LabelArgs> = {
  id: 'predicate.remove-comparison-row',
  title: 'Remove a comparison row',
  category: COMPARISON_CATEGORY,
  keywords: ['row', 'comparison', 'delete', 'question'],
  args: LabelArgs,
  prompt: { placeholder: 'Choose a row to remove', choices: dynamicRowChoices },
  enabled: needsProductCode,
  run({ label }, { context }) {
    updateComparison(requireProductCode(context), (comparison) => removeDynamicRow(comparison, label));
  },
};

/** SPEC section 3: a reset leaves only Device Name, Manufacturer and Product Code of the default fields. */
export const resetRowsCommand: Command = {
  id: 'predicate.reset-comparison-rows',
  title: 'Reset the comparison rows',
  category: COMPARISON_CATEGORY,
  keywords: ['reset', 'fields', 'rows', 'comparison', 'default'],
  enabled: needsProductCode,
  run(_args, { context }) {
    updateComparison(requireProductCode(context), resetFields);
  },
};

/** Brings back a default field that a reset hid. */
export const showFieldCommand: Command<{ field: DefaultFieldId }> = {
  id: 'predicate.show-comparison-field',
  title: 'Show a comparison field',
  category: COMPARISON_CATEGORY,
  keywords: ['field', 'row', 'comparison', 'show', 'restore', 'default'],
  args: type({ field: DefaultFieldId }),
  prompt: {
    placeholder: 'Choose a field to show',
    choices: (context) => {
      const code = selectedProductCode(context);
      return code ? hiddenFields(comparisonOf(code)).map((field) => ({ label: fieldById(field).label, value: { field } })) : [];
    },
  },
  enabled: needsProductCode,
  run({ field }, { context }) {
    updateComparison(requireProductCode(context), (comparison) => showField(comparison, field));
  },
};
