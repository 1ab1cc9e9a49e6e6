import type { Disposable } from '../../commands/types';

/** Search parameters of the path (e.g. the device a page shows). */
export type SearchParams = Record<string, string>;

type Navigator = (path: string, search?: SearchParams) => void;

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

export function navigateTo(path: string, search?: SearchParams): void {
  if (!navigator) throw new Error(`Cannot open ${path}: no navigator is set (the shell calls setNavigator at start)`);
  if (search) navigator(path, search);
  else navigator(path);
}
