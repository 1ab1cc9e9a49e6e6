/** Where, in a 510(k) package's lines, FDA's clearance letter and the Indications for Use form (3881) end. */
export interface SummaryParts {
  /** FDA's clearance letter, up to its "Enclosure" line; empty when the document has none. */
  letter: string[];
  /** The device's own Indications for Use statement on form 3881, or null when there is no form in text. */
  formIndications: string[] | null;
  /** The sponsor's summary: everything after the letter and the form. */
  summary: string[];
}

/** What only FDA's letter says: its "Re: K231652" line and its opening sentences. */
const LETTER_MARK = /^Re:\s*K\s?\d{6}|We have reviewed your Section 510\(k\)|substantial(?:ly)? equivalen(?:t|ce) \((?:for the indications|SE\))/i;
/** The letter's last line ("Enclosure", at times run into the signature: "EnclosureNicole M. Gillette -S"). */
const LETTER_END = /^Enclosures?(?![a-z)])/;
const FORM_MARK =
  /DEPARTMENT OF HEALTH AND HUMAN SERVICES|OMB No\.? ?0910-0120|Please type in the marketing application|(?:510\(k\)|Submission) Number \(if known\)/i;
const FORM_INDICATIONS = /Indications for Use \(Describe\)|Please provide your Indications for Use below\.?/i;
const FORM_USE_TYPE = /Type of Use \(Select one|Please select the types? ?of ?uses|CONTINUE ON A SEPARATE PAGE|Prescription Use \(Part/i;
/** The form's own texts, which a PDF's reading order can set among the statement's lines. */
const FORM_FURNITURE = /^(?:Form Approved: OMB|Expiration Date:|See PRA Statement below|(?:510\(k\)|Submission) Number \(if known\)$)/i;
const FORM_END = /currently valid OMB (?:control )?number|PRAStaff@fda\.hhs\.gov/i;
/** How far into a letter its marks are looked for. */
const LETTER_LINES = 80;
/** How many lines the form's head (the device's name and number, and their prompts) takes. */
const FORM_HEAD_LINES = 10;
/** How far the form's closing lines (the Paperwork Reduction Act statement) may run past its type-of-use line. */
const FORM_TAIL_LINES = 25;

function indexFrom(lines: readonly string[], from: number, pattern: RegExp, until = lines.length): number {
  for (let index = from; index < Math.min(until, lines.length); index++) if (pattern.test(lines[index]!)) return index;
  return -1;
}

/**
 * Splits a package as FDA publishes it: the clearance letter (boilerplate but for its header), form 3881 with
 * the Indications for Use statement, then the sponsor's 510(k) summary. A document with neither letter nor form
 * (a sponsor's own description, say) is all summary.
 */
export function summaryParts(lines: readonly string[]): SummaryParts {
  let letterEnd = indexFrom(lines, 0, LETTER_MARK, LETTER_LINES) >= 0 ? indexFrom(lines, 0, LETTER_END) : -1;
  // A corrected letter comes with the letter it corrects: each ends with "Enclosure".
  while (letterEnd >= 0) {
    const nextLetter = indexFrom(lines, letterEnd + 1, LETTER_MARK, letterEnd + LETTER_LINES);
    const form = indexFrom(lines, letterEnd + 1, FORM_MARK, letterEnd + LETTER_LINES);
    const nextEnd = nextLetter >= 0 && (form < 0 || nextLetter < form) ? indexFrom(lines, nextLetter, LETTER_END) : -1;
    if (nextEnd < 0) break;
    letterEnd = nextEnd;
  }
  const afterLetter = letterEnd + 1;
  const formStart = indexFrom(lines, afterLetter, FORM_MARK, afterLetter + 40);
  if (formStart < 0) return { letter: lines.slice(0, afterLetter), formIndications: null, summary: lines.slice(afterLetter) };

  const indicationsLine = indexFrom(lines, formStart, FORM_INDICATIONS, formStart + 40);
  // OCR may read a scanned form bottom-up: its statement, then "Please provide your Indications for Use below.",
  // then the device's name and number just above the form's first mark.
  const upwardLine = indicationsLine < 0 ? indexFrom(lines, Math.max(afterLetter, formStart - FORM_HEAD_LINES), FORM_INDICATIONS, formStart) : -1;
  if (upwardLine >= 0) {
    const statement = lines.slice(afterLetter, upwardLine).reverse();
    return { letter: lines.slice(0, afterLetter), formIndications: statement, summary: lines.slice(formStart + 1) };
  }
  const useType = indexFrom(lines, Math.max(indicationsLine, formStart), FORM_USE_TYPE, formStart + 200);
  const statementEnd = useType >= 0 ? useType : indicationsLine + 1;
  const pra = indexFrom(lines, statementEnd, FORM_END, statementEnd + FORM_TAIL_LINES);
  const formEnd = Math.max(pra, statementEnd, formStart);
  let formIndications: string[] | null = null;
  if (indicationsLine >= 0) {
    const first = lines[indicationsLine]!.replace(FORM_INDICATIONS, '').replace(/^[\s?]+/, '');
    formIndications = [first, ...lines.slice(indicationsLine + 1, statementEnd)].filter((line) => line !== '' && !FORM_FURNITURE.test(line));
  }
  return { letter: lines.slice(0, afterLetter), formIndications, summary: lines.slice(formEnd + 1) };
}
