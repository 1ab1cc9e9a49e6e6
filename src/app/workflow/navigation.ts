import type { Disposable } from '../../commands/types';

type Navigator = (path: string) => void;

let navigator: Navigator | null = null;

/** The shell wires this to its router, so that commands can navigate without importing it. */
export function setNavigator(navigate: Navigator): Disposable {
  navigator = navigate;
  return {
    dispose() {
      if (navigator === navigate) navigator = null;
    },
  };
}

export function navigateTo(path: string): void {
  if (!navigator) throw new Error(`Cannot open ${path}: no navigator is set (the shell calls setNavigator at start)`);
  navigator(path);
}
