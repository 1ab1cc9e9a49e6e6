/**
 * Context keys through which the analysis steps tell others which product codes they hold results for,
 * without being imported: each is a sorted string[] of upper-case product codes. The scenario cards read
 * them for their status rows (SPEC section 2: Predicates, Risk, Testing and Standards).
 */
export const PREDICATE_CODES_KEY = 'predicate.codesWithDevices';
export const RISK_CODES_KEY = 'risk.codesWithResults';
export const STANDARDS_CODES_KEY = 'tests-standards.codesWithResults';

/** The codes a step's context key lists (none when it is unset or malformed). */
export function codesFromContext(value: unknown): readonly string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : [];
}
