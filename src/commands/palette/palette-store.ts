import { observable } from '@legendapp/state';

export interface PaletteState {
  open: boolean;
  /** Id of the command whose argument page is shown; null on the root page. */
  page: string | null;
}

export const palette$ = observable<PaletteState>({ open: false, page: null });

/** Opens the palette, on a command's argument page when an id is given. */
export function openPalette(commandId?: string): void {
  palette$.set({ open: true, page: commandId ?? null });
}

export function closePalette(): void {
  palette$.set({ open: false, page: null });
}

export function togglePalette(): void {
  if (palette$.open.peek()) closePalette();
  else openPalette();
}
