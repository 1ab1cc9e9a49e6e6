import { describe, expect, it } from 'vitest';
import { formatKeys } from './format-keys';

describe('formatKeys', () => {
  it.each([
    ['$mod+K', 'Ctrl+K'],
    ['Alt+ArrowRight', 'Alt+→'],
    ['$mod+Shift+p', 'Ctrl+Shift+P'],
    ['Control+Enter', 'Ctrl+Enter'],
    ['g i', 'G I'],
    ['Escape', 'Esc'],
    ['$mod+KeyS', 'Ctrl+S'],
  ])('shows %j as %j on Linux and Windows', (keys, shown) => {
    expect(formatKeys(keys, false)).toBe(shown);
  });

  it.each([
    ['$mod+K', '⌘K'],
    ['Alt+ArrowRight', '⌥→'],
    ['$mod+Shift+p', '⌘⇧P'],
    ['Control+Enter', '⌃↩'],
  ])('shows %j as %j on Mac', (keys, shown) => {
    expect(formatKeys(keys, true)).toBe(shown);
  });

  it('follows the platform of the browser by default (jsdom is not a Mac)', () => {
    expect(formatKeys('$mod+K')).toBe('Ctrl+K');
  });
});
