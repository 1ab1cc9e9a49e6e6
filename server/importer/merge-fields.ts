/** Null, undefined or a blank string: says nothing about a field. */
export function isBlank(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && value.trim() === '');
}

/**
 * Lays a newer partial record over an older one of the same thing (in place): each non-blank newer
 * value replaces the older, a blank one never does. `sameValue` may keep the older value where the
 * newer only says the same thing less faithfully (e.g. a lossy copy of the text).
 */
export function overlayNewer<T extends object>(
  older: T,
  newer: Partial<T>,
  sameValue: (olderValue: unknown, newerValue: unknown) => boolean = () => false,
): void {
  for (const key of Object.keys(newer) as (keyof T)[]) {
    const value = newer[key];
    if (isBlank(value)) continue;
    if (!isBlank(older[key]) && sameValue(older[key], value)) continue;
    older[key] = value as T[keyof T];
  }
}
