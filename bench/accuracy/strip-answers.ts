/** 21 CFR section numbers of the device parts (800-898), with or without '21 CFR', '§', 'Part', 'Section'. */
const REGULATION_NUMBER = /(?:\b21\s*C\.?F\.?R\.?\s*(?:(?:Part|Section|Sec\.?)\s*)?§*\s*|§+\s*)?\b8[0-9]{2}\.[0-9]{1,4}(?:\([a-z0-9]+\))*/gi;
/** Submission numbers: 510(k) K / BK numbers, De Novo DEN numbers, PMA P numbers (with supplements). */
const SUBMISSION_NUMBER = /\b(?:K|BK|DEN|P)\d{6}(?:\/?S\d{3})?\b/gi;
/** Three capital letters standing alone: a product code when it is a real one. */
const CODE_TOKEN = /\b[A-Z]{3}\b/g;

/**
 * The text with what gives the classification away removed (DESIGN.md section 6): product codes (only
 * three-capital-letter tokens that are real codes, so 'USB' or 'MRI' stay unless FDA uses them as codes),
 * 21 CFR regulation numbers and K / DEN / P numbers. Runs of blanks left behind are folded.
 */
export function stripAnswers(text: string, productCodes: ReadonlySet<string>): string {
  return text
    .replace(REGULATION_NUMBER, ' ')
    .replace(SUBMISSION_NUMBER, ' ')
    .replace(CODE_TOKEN, (token) => (productCodes.has(token) ? ' ' : token))
    .replace(/[ \t]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}
