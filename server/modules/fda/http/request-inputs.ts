import { DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { ValidationError } from '../../../http/errors.ts';

const PRODUCT_CODE = /^[A-Z]{3}$/;

/**
 * A product code as SPEC.md section 5 reads it: trimmed, upper-cased, exactly 3 letters. `requiredMessage`
 * is what a missing one is called (the risk calls each have their own).
 */
export function readProductCode(
  raw: string | undefined,
  field: string,
  requiredMessage: string = DATA_MESSAGES.productCodeRequired,
): string {
  const code = (raw ?? '').trim().toUpperCase();
  if (code === '') throw new ValidationError(requiredMessage, field);
  if (!PRODUCT_CODE.test(code)) throw new ValidationError(DATA_MESSAGES.productCodeFormat, field);
  return code;
}

/** A K-number (or DEN number) trimmed and upper-cased; an unknown one is the caller's 404. */
export function readKNumber(raw: string | undefined, field: string): string {
  const kNumber = (raw ?? '').trim().toUpperCase();
  if (kNumber === '') throw new ValidationError(DATA_MESSAGES.kNumberRequired, field);
  return kNumber;
}

const K_NUMBER_PREFIX = /^[A-Z0-9]+$/;

/** The start of a K-number (or DEN number) for the search box: letters and digits, upper-cased. */
export function readKNumberPrefix(raw: string | undefined, field: string): string {
  const prefix = readKNumber(raw, field);
  if (!K_NUMBER_PREFIX.test(prefix)) throw new ValidationError('A K-number holds only letters and digits (e.g., K231974)', field);
  return prefix;
}

/** Search text, trimmed; required. */
export function readSearchText(raw: string | undefined, field: string): string {
  const text = (raw ?? '').trim();
  if (text === '') throw new ValidationError('Search text is required', field);
  return text;
}
