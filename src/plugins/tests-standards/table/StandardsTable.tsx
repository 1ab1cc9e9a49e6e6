import { use$ } from '@legendapp/state/react';
import { createColumnHelper, tableFeatures, useTable, type CellContext } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { CommandButton } from '../../../panels/CommandButton';
import { TrashIcon } from '../../../panels/board-icons';
import { LABEL_TEXTS, type EditableField, type IndexedRow } from '../rules/table-rules';
import { standardsBoard$ } from './board-state';
import { EditableCell } from './EditableCell';
import { StandardFacts } from './StandardFacts';
import { STANDARDS_TEXTS as TEXT } from './texts';

/** SPEC section 9: the table is at most 500 px high. */
export const STANDARDS_TABLE_MAX_HEIGHT_PX = 500;
/** A row's height before it is measured (one line of text and its padding). */
const ROW_ESTIMATE_PX = 52;

const features = tableFeatures({});
type Features = typeof features;
const helper = createColumnHelper<Features, IndexedRow>();

const editable = (field: EditableField, column: string) =>
  function Cell({ row }: CellContext<Features, IndexedRow, unknown>) {
    const { index, row: data } = row.original;
    return <EditableCell index={index} field={field} value={data[field]} label={TEXT.editLabel(column, index + 1)} />;
  };

const StandardCell = editable('standard_reference', TEXT.columns.standard);
const TestCell = editable('test_and_evaluation', TEXT.columns.test);

const columns = [
  helper.display({ id: 'number', header: TEXT.columns.number, cell: ({ row }) => row.original.index + 1 }),
  helper.display({
    id: 'test',
    header: TEXT.columns.test,
    cell: (context) => (
      <>
        <TestCell {...context} />
        {context.row.original.row.rationale ? <p className="cw-standards-rationale">{context.row.original.row.rationale}</p> : null}
      </>
    ),
  }),
  helper.display({
    id: 'standard',
    header: TEXT.columns.standard,
    cell: (context) => (
      <>
        <StandardCell {...context} />
        <StandardFacts row={context.row.original.row} />
      </>
    ),
  }),
  helper.display({ id: 'purpose', header: TEXT.columns.purpose, cell: editable('purpose', TEXT.columns.purpose) }),
  helper.display({
    id: 'source',
    header: TEXT.columns.source,
    cell: ({ row }) => (
      <span className="cw-standards-label" data-label={row.original.row.label}>
        {LABEL_TEXTS[row.original.row.label]}
      </span>
    ),
  }),
  helper.display({
    id: 'actions',
    header: () => <span className="cw-visually-hidden">Actions</span>,
    cell: ({ row }) => (
      <CommandButton command="tests-standards.delete-row" args={{ index: row.original.index }} className="cw-icon-button cw-standards-delete" label={TEXT.deleteRow(row.original.index + 1)}>
        <TrashIcon />
      </CommandButton>
    ),
  }),
];

/**
 * The rows of a tab (@tanstack/react-table), at most 500 px high with the header kept in view; long tables
 * are virtualised, each row measured since text wraps. A row 'Add row' made is scrolled into view.
 */
export function StandardsTable({ rows, productCode }: { rows: readonly IndexedRow[]; productCode: string }) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const table = useTable({ features, columns, data: rows as IndexedRow[], getRowId: (row) => String(row.index) });
  const tableRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE_PX,
    getItemKey: (position) => tableRows[position]!.id,
    overscan: 6,
    useFlushSync: false,
  });
  const reveal = use$(standardsBoard$.reveal);
  useEffect(() => {
    if (reveal === null) return;
    const position = rows.findIndex(({ index }) => index === reveal);
    if (position >= 0) virtualizer.scrollToIndex(position, { align: 'end' });
    standardsBoard$.reveal.set(null);
  }, [reveal, rows, virtualizer]);

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0);
  return (
    <div ref={scrollRef} className="cw-standards-scroll" style={{ maxHeight: STANDARDS_TABLE_MAX_HEIGHT_PX }}>
      <table className="cw-standards-table" aria-label={TEXT.tableName(productCode)} aria-rowcount={rows.length + 1}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col" data-column={header.column.id}>
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {before > 0 ? <tr aria-hidden style={{ height: before }} /> : null}
          {items.map((item) => {
            const row = tableRows[item.index]!;
            return (
              <tr key={row.id} ref={virtualizer.measureElement} data-index={item.index} aria-rowindex={item.index + 2}>
                {row.getAllCells().map((cell) => (
                  <td key={cell.id} data-column={cell.column.id}>
                    <table.FlexRender cell={cell} />
                  </td>
                ))}
              </tr>
            );
          })}
          {after > 0 ? <tr aria-hidden style={{ height: after }} /> : null}
        </tbody>
      </table>
    </div>
  );
}
