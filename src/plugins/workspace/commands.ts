import type { Command } from '../../commands/types';
import { workspace$ } from '../../app/workspace/workspace-store';

declare module '../../commands/types' {
  interface CommandArgs {
    'workspace.toggle-side-panel': void;
  }
}

export const workspaceCommands: readonly Command[] = [
  {
    id: 'workspace.toggle-side-panel',
    title: 'Toggle side panel',
    category: 'View',
    keywords: ['hide', 'show', 'collapse', 'expand', 'sidebar'],
    keys: ['$mod+Alt+B'],
    run: () => workspace$.sideCollapsed.set((collapsed) => !collapsed),
  },
];
