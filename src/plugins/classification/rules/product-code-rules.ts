import { PRODUCT_CODE_MESSAGES as MESSAGES } from '../messages';
import { refusal } from '../refusals';

/** Where the code was typed: the board's search box, or the palette's argument page (the spec's modal form). */
export type ProductCodeForm = 'search' | 'modal';

const PRODUCT_CODE = /^[A-Z]{3}$/;

/**
 * SPEC section 5: the code is trimmed and upper-cased and must be exactly 3 letters A-Z. The modal form also
 * checks the length first ('Product code must be 3 characters'). Returns the code, or throws the refusal.
 */
export function validateProductCode(text: string, form: ProductCodeForm): string {
  const code = text.trim().toUpperCase();
  if (code === '') throw refusal(MESSAGES.required);
  if (form === 'modal' && code.length !== 3) throw refusal(MESSAGES.length);
  if (!PRODUCT_CODE.test(code)) throw refusal(MESSAGES.format);
  return code;
}
