import { observable } from '@legendapp/state';
import { type } from 'arktype';
import { definePersistedStore } from '../../../app/workflow/persisted-store';
import type { AnalysisStates } from '../../step-kit/tracked-analysis';
import { CATCH_ALL_CATEGORY, type EditableField } from '../rules/table-rules';

/**
 * Not stored: what the Tests & Standards board shows besides the rows. The commands set it; the table reads it
 * (the cell to open for editing, the row to scroll to) and clears what it has acted on.
 */
export const standardsBoard$ = observable({
  /** Per product code, the analysis the board started (automatically, by Re-run or Try Again). */
  analysis: {} as AnalysisStates,
  /** The tab shown. */
  category: CATCH_ALL_CATEGORY as string,
  /** A cell to open for editing (a row just added opens its first cell). */
  editing: null as { index: number; field: EditableField } | null,
  /** A row to scroll into view. */
  reveal: null as number | null,
});

const StandardsView = type({ snapshotShown: 'boolean' });

/** The user's choice to show the AI snapshot beside the table, kept across visits. */
export const standardsView$ = definePersistedStore('clearway.standards-view.v1', StandardsView, () => ({ snapshotShown: true }));
