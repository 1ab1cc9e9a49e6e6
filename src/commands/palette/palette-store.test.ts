import { afterEach, describe, expect, it } from 'vitest';
import { CommandRegistry } from '../registry';
import { paletteCommands, PALETTE_TOGGLE_ID } from './palette-commands';
import { closePalette, openPalette, palette$, togglePalette } from './palette-store';

afterEach(() => closePalette());

describe('palette store', () => {
  it('opens on the root page or on a command argument page, and closes back to the root', () => {
    openPalette();
    expect(palette$.peek()).toEqual({ open: true, page: null });
    openPalette('classification.add-code');
    expect(palette$.peek()).toEqual({ open: true, page: 'classification.add-code' });
    closePalette();
    expect(palette$.peek()).toEqual({ open: false, page: null });
  });

  it('toggles', () => {
    togglePalette();
    expect(palette$.open.peek()).toBe(true);
    togglePalette();
    expect(palette$.open.peek()).toBe(false);
  });
});

describe('paletteCommands', () => {
  it("offers 'palette.toggle' (Command Palette, General, $mod+K) that toggles the palette", async () => {
    const registry = new CommandRegistry({ getContext: () => ({}) });
    for (const command of paletteCommands) registry.register(command);
    expect(registry.get(PALETTE_TOGGLE_ID)).toMatchObject({
      title: 'Command Palette',
      category: 'General',
      keys: ['$mod+K'],
    });

    await registry.execute('palette.toggle', undefined, 'test');
    expect(palette$.open.peek()).toBe(true);
    await registry.execute('palette.toggle', undefined, 'test');
    expect(palette$.open.peek()).toBe(false);
  });
});
