import { batch } from '@legendapp/state';
import { type } from 'arktype';
import { definePersistedStore } from '../workflow/persisted-store';

const WorkspaceState = type({
  sideCollapsed: 'boolean',
  /** The side panel tab last chosen; the step's first panel when it has none of this id. */
  sidePanel: 'string | null',
});

export const workspace$ = definePersistedStore('clearway.workspace.v2', WorkspaceState, () => ({ sideCollapsed: false, sidePanel: null }));

/** Expands the side panel on the tab of the side panel contribution `id`. */
export function showSidePanel(id: string): void {
  batch(() => {
    workspace$.sidePanel.set(id);
    workspace$.sideCollapsed.set(false);
  });
}
