import { use$ } from '@legendapp/state/react';
import { useMemo, useState } from 'react';
import { CommandButton } from '../../../panels/CommandButton';
import { runFromButton } from '../../../panels/run-from-button';
import { predicate$ } from '../store';
import { questionRuns$ } from './question-runs';
import { fieldById, type DefaultFieldId } from './rules/default-fields';
import { hiddenFields } from './rules/row-rules';
import { MIN_DEVICES } from './rules/selection-rules';
import { comparisonTable } from './rules/table-model';
import { comparison$, emptyComparison, normalizeProductCode } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';
import { ComparisonTable } from './view/ComparisonTable';
import { QuestionDialog } from './view/QuestionDialog';
import { RowTitleDialog } from './view/RowTitleDialog';
import './view/comparison.css';

export interface ComparisonViewProps {
  /** The scenario whose comparison this is: the selected one, which the comparison commands act on. */
  productCode: string;
  /** A device whose column stands out (the device a details dialog is about). */
  highlightKNumber?: string;
}

/**
 * SPEC section 2's comparison table with its actions: add a row, ask a question, re-compare (at 2 or more
 * devices, disabled while comparing), the user's device as a column, reset and restore rows, export as CSV.
 */
export function ComparisonView({ productCode, highlightKNumber }: ComparisonViewProps) {
  const code = normalizeProductCode(productCode);
  const stored = use$(comparison$.byProductCode[code]!);
  const devices = use$(predicate$.devicesByProductCode[code]!);
  const runs = use$(questionRuns$[code]!) ?? {};
  const comparison = useMemo(() => stored ?? emptyComparison(), [stored]);
  const model = useMemo(() => comparisonTable(code, comparison, devices ?? []), [code, comparison, devices]);
  const [dialog, setDialog] = useState<'row' | 'question' | null>(null);
  const selected = comparison.selectedKNumbers;

  if (selected.length === 0) {
    return (
      <section className="cw-comparison" aria-label={TEXTS.tableName(code)}>
        <p className="cw-comparison-empty">{TEXTS.noDevices}</p>
      </section>
    );
  }

  const hidden = hiddenFields(comparison);
  return (
    <section className="cw-comparison" aria-label={TEXTS.tableName(code)}>
      <div className="cw-comparison-toolbar">
        <button type="button" className="cw-button" onClick={() => setDialog('row')}>
          {TEXTS.addRow}
        </button>
        <button type="button" className="cw-button" onClick={() => setDialog('question')}>
          {TEXTS.askQuestion}
        </button>
        {selected.length >= MIN_DEVICES && (
          <CommandButton command="predicate.compare" args={{ force: true }}>
            {TEXTS.compareAgain}
          </CommandButton>
        )}
        <span className="cw-comparison-toolbar-end">
          <CommandButton command="predicate.toggle-own-device">{comparison.ownDevice.shown ? TEXTS.hideOwnDevice : TEXTS.showOwnDevice}</CommandButton>
          {hidden.length > 0 && <HiddenFieldPicker fields={hidden} />}
          <CommandButton command="predicate.reset-comparison-rows">{TEXTS.resetRows}</CommandButton>
          <CommandButton command="predicate.export-comparison-csv">{TEXTS.exportCsv}</CommandButton>
        </span>
      </div>
      <ComparisonTable productCode={code} model={model} meta={comparison.comparisonMeta} runs={runs} highlightKNumber={highlightKNumber} />
      <RowTitleDialog open={dialog === 'row'} onClose={() => setDialog(null)} />
      <QuestionDialog open={dialog === 'question'} onClose={() => setDialog(null)} productCode={code} selectedKNumbers={selected} />
    </section>
  );
}

/** Brings back a default field that a reset hid. */
function HiddenFieldPicker({ fields }: { fields: readonly DefaultFieldId[] }) {
  return (
    <select
      className="cw-comparison-field-picker"
      aria-label={TEXTS.showField}
      value=""
      onChange={(event) => void runFromButton('predicate.show-comparison-field', { field: event.target.value as DefaultFieldId })}
    >
      <option value="" disabled>
        {TEXTS.showField}
      </option>
      {fields.map((field) => (
        <option key={field} value={field}>
          {fieldById(field).label}
        </option>
      ))}
    </select>
  );
}
