import { use$ } from '@legendapp/state/react';
import { Skeleton } from '../../../panels/Skeleton';
import { CommandButton } from '../../../panels/CommandButton';
import { PlusIcon, RefreshIcon } from '../../../panels/board-icons';
import { classificationRun$ } from '../../classification/store';
import { RequireProfileFields } from '../../step-kit/RequireProfileFields';
import { categoriesOf, rowsOfCategory } from '../rules/table-rules';
import { testsStandards$ } from '../store';
import { standardsBoard$, standardsView$ } from './board-state';
import { CategoryTabs } from './CategoryTabs';
import { StandardsSnapshot } from './StandardsSnapshot';
import { StandardsTable } from './StandardsTable';
import { STANDARDS_TEXTS as TEXT } from './texts';
import './standards-board.css';

/**
 * The table card (SPEC section 2): a skeleton while the analysis runs with nothing kept, the error card with
 * Try Again when it failed with nothing kept, the empty card (or, while the profile misses required fields,
 * which ones), or the tabs and the table.
 */
function TableCard({ productCode }: { productCode: string }) {
  const rows = use$(testsStandards$.rowsByProductCode[productCode]) ?? [];
  const analysis = use$(standardsBoard$.analysis[productCode]);
  const flowRunning = use$(classificationRun$.running);
  const current = use$(standardsBoard$.category);
  if (rows.length === 0) {
    if (analysis === 'running' || flowRunning) {
      return (
        <Skeleton label={TEXT.loading} lines={4} className="cw-standards-card" />
      );
    }
    if (analysis === 'failed') {
      return (
        <div className="cw-standards-card cw-standards-state" role="alert">
          <p className="cw-standards-state-title">{TEXT.failedTitle}</p>
          <p className="cw-muted">{TEXT.failed}</p>
          <CommandButton command="tests-standards.refresh">{TEXT.tryAgain}</CommandButton>
        </div>
      );
    }
    return (
      <RequireProfileFields needs={TEXT.profileNeeded}>
        <div className="cw-standards-card cw-standards-state">
          <p>{TEXT.empty}</p>
        </div>
      </RequireProfileFields>
    );
  }
  const categories = categoriesOf(rows);
  const category = categories.includes(current) ? current : categories[0]!;
  const counts = Object.fromEntries(categories.map((c) => [c, rowsOfCategory(rows, c).length]));
  const shown = rowsOfCategory(rows, category);
  return (
    <div className="cw-standards-card">
      <CategoryTabs categories={categories} current={category} counts={counts} />
      {shown.length === 0 ? <p className="cw-standards-state">{TEXT.emptyCategory}</p> : <StandardsTable rows={shown} productCode={productCode} />}
    </div>
  );
}

/** The Tests & Standards step for one product code: its actions, the table card and the AI snapshot. */
export function StandardsBoard({ productCode }: { productCode: string }) {
  const snapshotShown = use$(standardsView$.snapshotShown);
  return (
    <>
      <div className="cw-standards-toolbar">
        <span className="cw-standards-code">{productCode}</span>
        <div className="cw-standards-toolbar-actions">
          <CommandButton command="tests-standards.add-row" args={undefined}>
            <PlusIcon />
            {TEXT.addRow}
          </CommandButton>
          <CommandButton command="tests-standards.refresh">
            <RefreshIcon />
            {TEXT.rerun}
          </CommandButton>
          <CommandButton command="tests-standards.toggle-snapshot">{snapshotShown ? TEXT.snapshot.hide : TEXT.snapshot.show}</CommandButton>
        </div>
      </div>
      <div className="cw-standards-layout" data-snapshot={snapshotShown}>
        <TableCard productCode={productCode} />
        {snapshotShown ? <StandardsSnapshot productCode={productCode} /> : null}
      </div>
    </>
  );
}
