import type { Command } from '../types';
import { togglePalette } from './palette-store';

declare module '../types' {
  interface CommandArgs {
    'palette.toggle': void;
  }
}

/** Its shortcut works even while typing in a field. */
export const PALETTE_TOGGLE_ID = 'palette.toggle';

export const paletteCommands: readonly Command[] = [
  {
    id: PALETTE_TOGGLE_ID,
    title: 'Command Palette',
    category: 'General',
    keywords: ['commands', 'search', 'actions'],
    keys: ['$mod+K'],
    run: () => togglePalette(),
  },
];
