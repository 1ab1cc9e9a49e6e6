/**
 * The edition a designation names, so that editions of one standard can be told apart and ordered: CLSI
 * documents count editions ('EP05-A3', 'EP06 2nd ed.'), the other bodies date them ('ISO 10993-5:2009',
 * 'ASTM F1980-16', 'IEC 60601-1:2005+A2:2020').
 */
export type Edition = { kind: 'edition'; number: number; corrected: boolean } | { kind: 'year'; year: number; amendment: number; amendmentYear: number | null };

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'];
/** How far past the designation's number an edition is looked for. */
const TAIL_LENGTH = 48;

/** A CLSI edition: '-A3', '-A3c', 'c-ED3', '-Ed2', '2nd ed.', 'Third Edition'. 'c' marks a corrected edition. */
function clsiEdition(tail: string): Edition | null {
  const corrected = /^c\b/.test(tail) || /^\s*-?\s*A\d?c\b/i.test(tail);
  const edition = (number: number): Edition => ({ kind: 'edition', number, corrected });
  const approved = /^c?\s*-?\s*A(\d{1,2})?c?(?![a-z\d])/i.exec(tail);
  if (approved) return edition(Number(approved[1] ?? 1));
  const numbered = /^c?\s*-?\s*Ed\.?\s?(\d{1,2})\b/i.exec(tail) ?? /^[^;()]{0,24}?\b(\d{1,2})(?:st|nd|rd|th)\s*ed/i.exec(tail) ?? /^[^;()]{0,24}?\bedition\s*(\d{1,2})/i.exec(tail);
  if (numbered) return edition(Number(numbered[1]));
  const worded = new RegExp(`^[^;()]{0,40}?\\b(${ORDINALS.join('|')})\\s+edition`, 'i').exec(tail);
  return worded ? edition(ORDINALS.indexOf(worded[1]!.toLowerCase()) + 1) : null;
}

function fullYear(digits: string): number {
  if (digits.length === 4) return Number(digits);
  const short = Number(digits);
  return short >= 50 ? 1900 + short : 2000 + short;
}

/** The highest amendment written after an edition's year, with its year: '+A1:2012+A2:2020' is A2 of 2020. */
function amendmentOf(rest: string): { amendment: number; amendmentYear: number | null } {
  const clause = rest.split(/[;,]/)[0] ?? '';
  const amendments = [...clause.matchAll(/(?:\+|\/|&|-|–|\band\b)\s*(?:Amd|A)\s*(\d)(?:\s*:\s*((?:19|20)\d\d))?/gi)];
  const last = amendments.sort((a, b) => Number(a[1]) - Number(b[1])).at(-1);
  return last ? { amendment: Number(last[1]), amendmentYear: last[2] ? Number(last[2]) : null } : { amendment: 0, amendmentYear: null };
}

function datedEdition(tail: string): Edition | null {
  const dated = /^(?:\/[A-Z]?\d+[A-Z]?)?\s*[:\-–]\s*((?:19|20)\d\d|\d\d)(?!\d)/.exec(tail) ?? /^\s*\(?((?:19|20)\d\d)(?!\d)/.exec(tail);
  return dated ? { kind: 'year', year: fullYear(dated[1]!), ...amendmentOf(tail.slice(dated[0].length)) } : null;
}

/**
 * The edition named right after a designation's number. `text` is the designation from its body's name on;
 * `numberEnd` is where its number ends (a year written into the number, as in 'ISO 14971-2000', is read too).
 */
export function editionOf(text: string, numberEnd: number, clsi: boolean): Edition | null {
  const tail = text.slice(numberEnd, numberEnd + TAIL_LENGTH);
  if (clsi) return clsiEdition(tail);
  const yearInNumber = /-((?:19|20)\d\d)$/.exec(text.slice(0, numberEnd));
  if (yearInNumber) return { kind: 'year', year: Number(yearInNumber[1]), ...amendmentOf(tail) };
  return datedEdition(tail);
}

/** The edition as one comparable word: 'ed. 3', 'ed. 3c', '2009', '2005+A2:2020'. */
export function editionLabel(edition: Edition): string {
  if (edition.kind === 'edition') return `ed. ${edition.number}${edition.corrected ? 'c' : ''}`;
  if (edition.amendment === 0) return String(edition.year);
  return `${edition.year}+A${edition.amendment}${edition.amendmentYear === null ? '' : `:${edition.amendmentYear}`}`;
}

/** Negative when a is older than b, 0 when the same, null when they cannot be compared. */
export function compareEditions(a: Edition, b: Edition): number | null {
  if (a.kind === 'edition' && b.kind === 'edition') return a.number - b.number || Number(a.corrected) - Number(b.corrected);
  if (a.kind === 'year' && b.kind === 'year') return a.year - b.year || a.amendment - b.amendment;
  return null;
}
