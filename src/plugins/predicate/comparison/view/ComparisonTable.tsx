import { createColumnHelper, tableFeatures, useTable, type CellContext, type HeaderContext } from '@tanstack/react-table';
import { useMemo, useState, type KeyboardEvent, type ReactNode } from 'react';
import { CommandButton } from '../../../../panels/CommandButton';
import { runFromButton } from '../../../../panels/run-from-button';
import type { QuestionRun } from '../question-runs';
import type { ComparisonColumn, ComparisonRow, ComparisonTableModel } from '../rules/table-model';
import type { ComparisonMeta } from '../store';
import { COMPARISON_TEXTS as TEXTS } from '../texts';
import { AnswerCell } from './AnswerCell';
import { FactCell } from './FactCell';

/** A dynamic row whose values are being typed. */
interface RowEdit {
  label: string;
  values: Record<string, string>;
}

/** What the cells read besides their row: kept in the table's meta so that the cell components stay the same. */
interface ComparisonTableMeta {
  runs: Readonly<Record<string, QuestionRun>>;
  edit: RowEdit | null;
  startEdit(row: ComparisonRow): void;
  typeValue(columnId: string, value: string): void;
  saveEdit(): void;
  cancelEdit(): void;
}

const features = tableFeatures({
  tableMeta: {} as ComparisonTableMeta,
  columnMeta: {} as { device?: ComparisonColumn },
});
type Features = typeof features;
const helper = createColumnHelper<Features, ComparisonRow>();

const metaOf = (context: { table: { options: { meta?: ComparisonTableMeta } } }): ComparisonTableMeta => context.table.options.meta!;

function DeviceHeader({ column }: HeaderContext<Features, ComparisonRow, unknown>) {
  const device = column.columnDef.meta!.device!;
  return (
    <div className="cw-comparison-column-head">
      <div>
        <strong>{device.title}</strong>
        {device.subtitle && <span title={device.subtitle}>{device.subtitle}</span>}
      </div>
      {device.kNumber ? (
        <CommandButton command="predicate.remove-from-comparison" args={{ kNumber: device.kNumber }} className="cw-icon-button" label={TEXTS.removeDevice(device.kNumber)}>
          ×
        </CommandButton>
      ) : (
        <CommandButton command="predicate.toggle-own-device" className="cw-icon-button" label={TEXTS.hideOwnDevice}>
          ×
        </CommandButton>
      )}
    </div>
  );
}

function LabelCell(context: CellContext<Features, ComparisonRow, unknown>) {
  const row = context.row.original;
  const meta = metaOf(context);
  const editing = meta.edit?.label === row.label;
  return (
    <div className="cw-comparison-label">
      <span>{row.label}</span>
      {row.kind === 'dynamic' && (
        <span className="cw-comparison-row-actions">
          {editing ? (
            <>
              <button type="button" className="cw-button cw-button-primary" onClick={meta.saveEdit}>
                {TEXTS.save}
              </button>
              <button type="button" className="cw-button" onClick={meta.cancelEdit}>
                {TEXTS.cancel}
              </button>
            </>
          ) : (
            <>
              <button type="button" className="cw-button" aria-label={TEXTS.editRow(row.label)} disabled={meta.runs[row.label]?.status === 'loading'} onClick={() => meta.startEdit(row)}>
                {TEXTS.edit}
              </button>
              <CommandButton command="predicate.remove-comparison-row" args={{ label: row.label }} className="cw-icon-button" label={TEXTS.removeRow(row.label)}>
                ×
              </CommandButton>
            </>
          )}
        </span>
      )}
    </div>
  );
}

function ValueCell(context: CellContext<Features, ComparisonRow, unknown>) {
  const row = context.row.original;
  const device = context.column.columnDef.meta!.device!;
  const meta = metaOf(context);
  const cell = row.cells[device.id]!;
  if (row.kind !== 'dynamic') return <FactCell cell={cell} />;
  if (meta.runs[row.label]?.status === 'loading') return <span className="cw-comparison-loading">{TEXTS.loading}</span>;
  if (meta.edit?.label === row.label) {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') meta.cancelEdit();
      if (event.key === 'Enter') meta.saveEdit();
    };
    return (
      <input
        className="cw-comparison-input"
        aria-label={TEXTS.valueFor(row.label, device.title)}
        value={meta.edit.values[device.id] ?? ''}
        onChange={(event) => meta.typeValue(device.id, event.target.value)}
        onKeyDown={onKeyDown}
      />
    );
  }
  return <AnswerCell cell={cell} column={device} />;
}

/** A 'Comparison Error' row: its head (the title, or an asked row's label and actions), the message across the devices. */
function ErrorRow({ head, message, span }: { head?: ReactNode; message: string; span: number }) {
  return (
    <tr className="cw-comparison-error-row">
      <th scope="row">{head ?? TEXTS.errorTitle}</th>
      <td colSpan={span} role="alert">
        {head !== undefined && <strong>{TEXTS.errorTitle}: </strong>}
        {message}
      </td>
    </tr>
  );
}

export interface ComparisonTableProps {
  productCode: string;
  model: ComparisonTableModel;
  meta: ComparisonMeta;
  /** The asked rows on their way or failed, by label. */
  runs: Readonly<Record<string, QuestionRun>>;
  highlightKNumber?: string;
}

/**
 * The comparison grid (@tanstack/react-table): a column per device, a row per field. At most 500 px high with
 * the header row and the field names kept in view while it scrolls.
 */
export function ComparisonTable({ productCode, model, meta, runs, highlightKNumber }: ComparisonTableProps) {
  const [edit, setEdit] = useState<RowEdit | null>(null);
  const columns = useMemo(
    () => [
      helper.display({ id: 'label', header: TEXTS.fieldHeader, cell: LabelCell }),
      ...model.columns.map((device) => helper.display({ id: device.id, header: DeviceHeader, cell: ValueCell, meta: { device } })),
    ],
    [model.columns],
  );
  const tableMeta: ComparisonTableMeta = {
    runs,
    edit,
    // 'N/A' is what a blank value shows: the input starts empty instead.
    startEdit: (row) =>
      setEdit({ label: row.label, values: Object.fromEntries(Object.entries(row.cells).map(([id, cell]) => [id, cell.text === TEXTS.notAvailable ? '' : cell.text])) }),
    typeValue: (columnId, value) => setEdit((current) => current && { ...current, values: { ...current.values, [columnId]: value } }),
    saveEdit: () => {
      if (!edit) return;
      void runFromButton('predicate.edit-comparison-row', edit).then((saved) => saved && setEdit(null));
    },
    cancelEdit: () => setEdit(null),
  };
  const table = useTable({ features, columns, data: model.rows, getRowId: (row) => row.id, meta: tableMeta });
  const highlighted = highlightKNumber?.trim().toUpperCase();
  const span = model.columns.length;

  return (
    <div className="cw-comparison-scroll">
      <table className="cw-comparison-table" aria-label={TEXTS.tableName(productCode)}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" data-highlighted={header.column.id === highlighted || undefined}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {meta.isComparing && (
            <tr className="cw-comparison-loading-row">
              <td colSpan={span + 1}>{TEXTS.loading}</td>
            </tr>
          )}
          {meta.error && <ErrorRow message={meta.error} span={span} />}
          {table.getRowModel().rows.map((row) => {
            const run = runs[row.original.label];
            if (row.original.kind === 'dynamic' && run?.status === 'error') {
              const labelCell = row.getAllCells().find((cell) => cell.column.id === 'label')!;
              return <ErrorRow key={row.id} head={<table.FlexRender cell={labelCell} />} message={run.message} span={span} />;
            }
            return (
              <tr key={row.id} data-kind={row.original.kind}>
                {row.getAllCells().map((cell) =>
                  cell.column.id === 'label' ? (
                    <th key={cell.id} scope="row">
                      <table.FlexRender cell={cell} />
                    </th>
                  ) : (
                    <td key={cell.id} data-highlighted={cell.column.id === highlighted || undefined}>
                      <table.FlexRender cell={cell} />
                    </td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
