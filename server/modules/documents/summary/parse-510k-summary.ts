import { headingOf, nextNumbering, plainLine, type SectionField } from './summary-headings.ts';
import { joinLines, summaryLines } from './summary-lines.ts';
import { summaryParts } from './summary-parts.ts';
import { kNumbersIn, productCodesIn, regulationNumberIn, standardsIn } from './summary-references.ts';

/** What a 510(k) summary states about its device; null or empty where it does not say. */
export interface Parsed510kSummary {
  /** The submission's own number, from the letter's "Re:" or the summary. */
  kNumber: string | null;
  tradeName: string | null;
  deviceDescription: string | null;
  /** The Indications for Use statement of form 3881, else the summary's intended use section. */
  indicationsForUse: string | null;
  /** Predicate K-numbers, the primary one first where the summary names it. */
  predicates: string[];
  primaryPredicate: string | null;
  /** Devices cited as reference devices, not predicates. */
  referenceDevices: string[];
  standards: string[];
  productCodes: string[];
  regulationNumber: string | null;
}

/** A section this long has run past its end (an unrecognised heading); it is cut there. */
const MAX_SECTION_CHARACTERS = 8000;
/** A section with fewer letters than this is a heading's echo (a table of contents, "See above"), not a section. */
const LEAST_SECTION_LETTERS = 30;

/** The longest line that may be one half of a heading set over two lines. */
const SPLIT_HEADING_PART = 24;

const letterCount = (text: string) => text.match(/\p{L}/gu)?.length ?? 0;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The first section of the field with some substance: its heading's line after the colon and the lines up to
 * the next heading, or up to the next number of the heading's own numbering ("4." runs to "5."). A heading of
 * the same field right after it, before any text ("4. DEVICE DESCRIPTION" then "4.1. Description"), is
 * taken as its first line.
 */
function section(lines: readonly string[], field: Exclude<SectionField, 'other'>): string | null {
  for (let start = 0; start < lines.length; start++) {
    let heading = headingOf(lines[start]!);
    // A two-column summary sets its headings in a narrow column: "Device" over "Description:".
    if (!heading && lines[start]!.length <= SPLIT_HEADING_PART && (lines[start + 1]?.length ?? 99) <= SPLIT_HEADING_PART) {
      heading = headingOf(`${lines[start]} ${lines[start + 1]}`);
      if (heading?.field === field) start++;
    }
    if (heading?.field !== field) continue;
    const next = heading.numbering && nextNumbering(heading.numbering);
    const nextSection = next ? new RegExp(`^${escaped(next)}\\s*[A-Z]`) : null;
    let parts = heading.rest === '' ? [] : [heading.rest];
    for (let index = start + 1; index < lines.length; index++) {
      const line = lines[index]!;
      const inner = headingOf(line);
      if (inner?.field === field && parts.length === 0) {
        if (inner.rest !== '') parts = [inner.rest];
        continue;
      }
      const subsection = heading.numbering && inner?.numbering?.startsWith(heading.numbering) && inner.numbering !== heading.numbering;
      if ((inner && !subsection) || nextSection?.test(plainLine(line))) break;
      parts.push(line);
      if (parts.reduce((length, part) => length + part.length, 0) > MAX_SECTION_CHARACTERS) break;
    }
    const text = joinLines(parts).slice(0, MAX_SECTION_CHARACTERS);
    if (letterCount(text) >= LEAST_SECTION_LETTERS) return text;
  }
  return null;
}

const TRADE_NAME = /^(?:Trade\s*\/\s*Device\s+Name|(?:Device\s+)?Trade\s+Name(?:\s*\/\s*(?:Proprietary|Model)\s+Name)?|Proprietary\s+Names?|Trade\s*\/\s*Proprietary\s+Name)\s*:?\s*(.*)$/i;

/** A header's next field, which ends a trade name wrapped over lines: "Regulation Number:", "Common Name:". */
const FIELD_LABEL = /^[A-Z][\w ()/&.'-]{1,40}:/;
/** The most lines a trade name runs over. */
const TRADE_NAME_LINES = 3;

/** "Trade/Device Name: D100 KIDS; D101 KIDS" in the letter's header, else a trade name line of the summary. */
function tradeNameIn(lines: readonly string[]): string | null {
  for (const [index, line] of lines.entries()) {
    const name = TRADE_NAME.exec(line)?.[1]?.replace(/^[:\s]+/, '').trim();
    if (!name || letterCount(name) < 2) continue;
    // A long name wraps ("... Insertable Cardiac" over "Monitor (M312)") up to the next "Label:" line.
    const more = [];
    for (const next of lines.slice(index + 1, index + 1 + TRADE_NAME_LINES)) {
      if (FIELD_LABEL.test(next) || headingOf(next)) break;
      more.push(next);
    }
    return joinLines([name, ...more]);
  }
  return null;
}

/** The predicates (primary first where stated) and the reference devices, by the lines that cite them. */
function predicatesIn(lines: readonly string[], own: string | null) {
  const predicates: string[] = [];
  const references: string[] = [];
  let primary: string | null = null;
  let primaryListedFirst = false;
  lines.forEach((line, index) => {
    const numbers = kNumbersIn(line).filter((number) => number !== own);
    if (/Primary Predicate is listed first/i.test(line)) primaryListedFirst = true;
    // "Primary Predicate Device:" may stand a few lines above its name and number.
    const context = lines.slice(Math.max(0, index - 3), index + 1).join(' ');
    if (numbers.length === 0) return;
    const isReference = /reference\s+device/i.test(context) && !/predicate/i.test(line);
    for (const number of numbers) {
      const list = isReference ? references : predicates;
      if (!list.includes(number) && !(isReference ? predicates : references).includes(number)) list.push(number);
    }
    if (primary) return;
    if (/primary\s+predicate/i.test(context)) primary = numbers[0]!;
    else if (primaryListedFirst && !isReference) primary = numbers[0]!;
  });
  const ordered = primary ? [primary, ...predicates.filter((number) => number !== primary)] : predicates;
  return { predicates: ordered, primaryPredicate: primary, referenceDevices: references };
}

/**
 * Reads a 510(k) summary as FDA publishes it (clearance letter, Indications for Use form, sponsor's summary) or
 * a sponsor's own summary alone: the device's statements, never the letter's boilerplate.
 */
export function parse510kSummary(text: string): Parsed510kSummary {
  const lines = summaryLines(text);
  const { letter, formIndications, summary } = summaryParts(lines);
  const kNumber =
    letter.map((line) => /^Re:\s*(K\s?\d{6})/i.exec(line)?.[1]).find(Boolean)?.replace(/\s/g, '') ??
    kNumbersIn(summary.find((line) => /510\(k\)\s+(?:Number|No\.?)/i.test(line)) ?? '')[0] ??
    null;
  const formStatement = formIndications ? joinLines(formIndications) : '';
  const stated = [...letter.slice(0, 30), ...summary];
  return {
    kNumber,
    tradeName: tradeNameIn(stated),
    deviceDescription: section(summary, 'description'),
    indicationsForUse: letterCount(formStatement) >= LEAST_SECTION_LETTERS ? formStatement : section(summary, 'indications'),
    ...predicatesIn(summary, kNumber),
    standards: standardsIn(summary.join('\n')),
    productCodes: productCodesIn(stated),
    regulationNumber: regulationNumberIn(stated),
  };
}
