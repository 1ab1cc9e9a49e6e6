import { indicationsStatement } from './indications-statement.ts';
import { headingOf } from './summary-headings.ts';
import { joinLines, summaryLines, withoutRunningLines } from './summary-lines.ts';
import { summaryParts } from './summary-parts.ts';
import { letterCount, sectionsOf } from './summary-sections.ts';
import { kNumbersIn, productCodesIn, regulationNumberIn, standardsIn } from './summary-references.ts';

/** What a 510(k) summary states about its device; null or empty where it does not say. */
export interface Parsed510kSummary {
  /** The submission's own number, from the letter's "Re:" or the summary. */
  kNumber: string | null;
  tradeName: string | null;
  deviceDescription: string | null;
  /**
   * The Indications for Use statement of form 3881, else the summary's indications section; led by the summary's
   * intended use where it states one of its own ("Intended Use: Entry of devices into the vasculature.").
   * See indications-statement.ts.
   */
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
  // Sections are read without the pages' running lines, which would cut them at a page break or run into them.
  const body = withoutRunningLines(summary, lines);
  const kNumber =
    letter.map((line) => /^Re:\s*(K\s?\d{6})/i.exec(line)?.[1]).find(Boolean)?.replace(/\s/g, '') ??
    kNumbersIn(summary.find((line) => /510\(k\)\s+(?:Number|No\.?)/i.test(line)) ?? '')[0] ??
    null;
  const stated = [...letter.slice(0, 30), ...summary];
  return {
    kNumber,
    tradeName: tradeNameIn(stated),
    deviceDescription: sectionsOf(body, 'description')[0]?.text ?? null,
    indicationsForUse: indicationsStatement(formIndications ? joinLines(formIndications) : '', sectionsOf(body, 'indications')),
    ...predicatesIn(summary, kNumber),
    standards: standardsIn(summary.join('\n')),
    productCodes: productCodesIn(stated),
    regulationNumber: regulationNumberIn(stated),
  };
}
