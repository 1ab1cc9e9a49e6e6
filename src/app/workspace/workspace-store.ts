import { type } from 'arktype';
import { definePersistedStore } from '../workflow/persisted-store';

const WorkspaceState = type({ sideCollapsed: 'boolean' });

export const workspace$ = definePersistedStore('clearway.workspace.v1', WorkspaceState, () => ({ sideCollapsed: false }));
