/**
 * The model is never trusted with facts (DESIGN.md section 5): any product code, K/DEN/PMA number or
 * standard designation in its text must be among the records the answer was grounded in.
 */

/** Three-capital words that are common abbreviations in device texts, not product codes. */
const NOT_CODES = new Set(
  `FDA CFR USA PMA HDE EUA IVD MDR ISO IEC USP EMC EMI MRI ECG EKG EEG EMG LED LCD USB API CPU RAM ROM GUI PDF
  URL FAQ OTC CDC CMS NIH HHS AND THE FOR NOT YES DNA RNA PCR HIV HBV HCV UDI QMS QSR GMP CAD BMI ICU EHR EMR
  PHI UVC AED CPR SPO NIR TENS IPX OEM RFI SAE`.split(/\s+/),
);

const PRODUCT_CODE = /\b[A-Z]{3}\b/g;
const DOCUMENT_NUMBER = /\b(?:K|DEN|P)\d{6}\b/gi;
const STANDARD =
  /\b(?:ANSI\s*\/\s*)?(?:AAMI|ISO|IEC|ASTM|UL|CLSI|IEEE|NEMA|ASME|USP)(?:\s*\/\s*(?:IEC|ISO|AAMI|ANSI|IEEE))?\s*(?:[A-Z]{1,3}\s*)?\d+(?:[-.]\d+)*/g;

/** A designation without spaces, slashes or case, so 'ANSI/AAMI ES 60601-1' matches 'ANSI/AAMI ES60601-1:2005'. */
const normaliseDesignation = (text: string) => text.toUpperCase().replace(/[\s/]+/g, '');

export interface Grounding {
  codes: ReadonlySet<string>;
  documents: ReadonlySet<string>;
  standards: readonly string[];
}

export interface GroundingRecords {
  codes?: Iterable<string>;
  documents?: Iterable<string>;
  standards?: Iterable<string>;
  /** Texts the grounding records wrote (local answers): whatever they mention counts as grounded too. */
  texts?: Iterable<string>;
}

/** The set of records a model's text may name. */
export function groundingOf(records: GroundingRecords): Grounding {
  const codes = new Set([...(records.codes ?? [])].map((code) => code.toUpperCase()));
  const documents = new Set([...(records.documents ?? [])].map((number) => number.toUpperCase()));
  const standards = [...(records.standards ?? [])].map(normaliseDesignation);
  for (const text of records.texts ?? []) {
    for (const code of productCodesIn(text)) codes.add(code);
    for (const number of documentNumbersIn(text)) documents.add(number);
    for (const designation of standardsIn(text)) standards.push(designation);
  }
  return { codes, documents, standards };
}

export function productCodesIn(text: string): string[] {
  return (text.match(PRODUCT_CODE) ?? []).filter((word) => !NOT_CODES.has(word));
}

export function documentNumbersIn(text: string): string[] {
  return (text.match(DOCUMENT_NUMBER) ?? []).map((number) => number.toUpperCase());
}

export function standardsIn(text: string): string[] {
  return (text.match(STANDARD) ?? []).map(normaliseDesignation);
}

/** A designation is grounded when a grounding one starts the same way and does not continue its number. */
function standardGrounded(designation: string, grounding: Grounding): boolean {
  return grounding.standards.some((known) => {
    const at = known.indexOf(designation);
    return at !== -1 && !/[0-9]/.test(known.charAt(at + designation.length));
  });
}

/** What the text names that the grounding does not hold; empty when the text passes the check. */
export function ungroundedMentions(text: string, grounding: Grounding): string[] {
  return [
    ...productCodesIn(text).filter((code) => !grounding.codes.has(code)),
    ...documentNumbersIn(text).filter((number) => !grounding.documents.has(number)),
    ...standardsIn(text).filter((designation) => !standardGrounded(designation, grounding)),
  ];
}

export function isGrounded(text: string, grounding: Grounding): boolean {
  return ungroundedMentions(text, grounding).length === 0;
}

/** The model's text when it passes the check, else the local text. */
export function groundedOr(modelText: string | undefined, localText: string, grounding: Grounding): string {
  const text = modelText?.trim();
  return text && isGrounded(text, grounding) ? text : localText;
}

/** Every number written in a text, without thousands separators ('1,204' -> '1204'). */
export function numbersIn(text: string): string[] {
  return (text.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).map((number) => number.replace(/,/g, '').replace(/\.0+$/, ''));
}

/** Whether every number in `text` occurs among `allowed` (the figures the model was given). */
export function numbersGrounded(text: string, allowed: ReadonlySet<string>): boolean {
  return numbersIn(text).every((number) => allowed.has(number));
}
