import { observable } from '@legendapp/state';
import { type } from 'arktype';
import { persistObservable } from '../workflow/persist';
import { registerStoreReset } from '../workflow/store-resets';

const WorkspaceState = type({ sideCollapsed: 'boolean' });

export const workspace$ = observable({ sideCollapsed: false });

persistObservable(workspace$, { key: 'clearway.workspace.v1', schema: WorkspaceState });
registerStoreReset(() => workspace$.set({ sideCollapsed: false }));
