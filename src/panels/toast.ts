import { observable } from '@legendapp/state';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

export interface Toast {
  id: number;
  kind: ToastKind;
  message: string;
}

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 5000;

/** The toasts on screen, oldest first. */
export const toasts$ = observable<Toast[]>([]);

let nextId = 1;

export function dismissToast(id: number): void {
  toasts$.set((list) => list.filter((t) => t.id !== id));
}

function show(kind: ToastKind, message: string): number {
  const id = nextId++;
  toasts$.push({ id, kind, message });
  setTimeout(() => dismissToast(id), TOAST_DURATION_MS);
  return id;
}

/** Shows a toast; each returns the toast's id for an early dismissToast. */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
  info: (message: string) => show('info', message),
  warning: (message: string) => show('warning', message),
};
