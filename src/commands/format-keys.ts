/** Same platform test as tinykeys, so '$mod' is shown as the key it really binds. */
const IS_MAC = typeof navigator === 'object' && /Mac|iPod|iPhone|iPad/.test(navigator.platform);

const MODIFIERS: Record<string, { mac: string; other: string }> = {
  Meta: { mac: '⌘', other: 'Meta' },
  Control: { mac: '⌃', other: 'Ctrl' },
  Alt: { mac: '⌥', other: 'Alt' },
  Shift: { mac: '⇧', other: 'Shift' },
};

const KEYS: Record<string, { mac: string; other: string }> = {
  arrowright: { mac: '→', other: '→' },
  arrowleft: { mac: '←', other: '←' },
  arrowup: { mac: '↑', other: '↑' },
  arrowdown: { mac: '↓', other: '↓' },
  enter: { mac: '↩', other: 'Enter' },
  escape: { mac: 'Esc', other: 'Esc' },
  backspace: { mac: '⌫', other: 'Backspace' },
  delete: { mac: '⌦', other: 'Del' },
  space: { mac: 'Space', other: 'Space' },
  ' ': { mac: 'Space', other: 'Space' },
};

/** A tinykeys key string for humans: '$mod+K' is 'Ctrl+K' (Linux/Windows) or '⌘K' (Mac). */
export function formatKeys(keys: string, mac: boolean = IS_MAC): string {
  return keys
    .trim()
    .split(' ')
    .filter((press) => press !== '')
    .map((press) => formatPress(press, mac))
    .join(' ');
}

function formatPress(press: string, mac: boolean): string {
  const parts = press.split(/\b\+/);
  const key = formatKey(parts.pop() ?? '', mac);
  const mods = parts.map((mod) => {
    const name = mod === '$mod' ? (mac ? 'Meta' : 'Control') : mod;
    const shown = MODIFIERS[name];
    return shown ? (mac ? shown.mac : shown.other) : name;
  });
  return mac ? [...mods, key].join('') : [...mods, key].join('+');
}

function formatKey(key: string, mac: boolean): string {
  const named = KEYS[key.toLowerCase()];
  if (named) return mac ? named.mac : named.other;
  const code = /^(?:Key|Digit)(.)$/.exec(key);
  const bare = code?.[1] ?? key;
  return bare.length === 1 ? bare.toUpperCase() : bare;
}
