import type { ProfileField } from '../../../../../../src/api/contracts/ai.ts';
import { rawText } from '../../../../../testing/raw-fda-files.ts';
import { REFERENCE_TOKENS } from '../answer-extractors.ts';

/** Real 2025 510(k) summaries (FDA's letters and summaries as text), the profiler's test and bench material. */
export const SUMMARIES_FILE = 'predicates/510k_summaries_100_2025.jsonl';

/** One device's texts as its summary gives them; a field the summary does not give is absent. */
export interface SummaryCase {
  kNumber: string;
  texts: Partial<Record<Exclude<ProfileField, 'attachments'>, string>>;
}

interface SummaryRecord {
  k_number: string;
  device_description?: string | null;
  intended_use?: string | null;
  summary_raw?: string | null;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Summaries often open the indications with their own heading ('Indications for Use: ...'). */
const withoutHeading = (text: string) => text.replace(/^(?:intended use\s*\/\s*)?(?:indications? for use|intended use)\s*:\s*/i, '');

/** The letter's addressee's title: the line after their name, when the letter greets that name ('Dear Jim Rosa:'). */
function contactTitle(lines: readonly string[], raw: string): string | undefined {
  const [, , contact, title] = lines;
  return contact && title && raw.includes(`Dear ${contact.trim()}:`) ? oneLine(title) : undefined;
}

/** A section heading before a sentence ('Device Description: ...'), up to five words. */
const HEADING = /^(?:[\w()/&-]+\s+){0,4}[\w()/&-]+:\s+/;

/**
 * The sentences of the 510(k) summary itself (after FDA's letter and forms) that do not repeat the texts
 * already used (judged by their ends, as a repeat may open with a heading), one line each, without their
 * section headings; lines of headings only ('Predicate: ... Model:') are left out.
 */
function otherSentences(raw: string, used: readonly string[]): string[] {
  const summaryStart = raw.search(/510\(k\)\s+summary(?![\s\S]*510\(k\)\s+summary)/i);
  return oneLine(raw.slice(Math.max(summaryStart, 0)))
    .split(/(?<=[.;])\s+(?=[A-Z])/)
    .map((sentence) => sentence.replace(HEADING, ''))
    .filter((sentence) => sentence.length <= 300 && sentence.split(' ').length >= 5 && !sentence.includes(':'))
    .filter((sentence) => !used.some((text) => text.includes(sentence.slice(-60))));
}

/** A figure with a unit ('3.5 mm', '1-22 MHz', '70%'). */
const FIGURE = /\d(?:[\d.,]*)\s?(?:mm|cm|µm|um|nm|kg|mg|g|mL|ml|L|V|mV|mA|W|Hz|kHz|MHz|GHz|°C|mmHg|kPa|dB|bpm|%|ms|seconds|minutes|hours)(?![A-Za-z])/;
/** How a device works, as summaries say it. */
const OPERATION = /\b(?:principle of operation|works by|operates by|consists of|designed to|mechanism of action|by means of)\b/i;
const MOST = { sentences: 2, references: 8 } as const;

/** The cases of the summaries file that have a trade name, a description and an intended use. */
export function summaryCases(): SummaryCase[] {
  const records = rawText(SUMMARIES_FILE)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as SummaryRecord);
  return records.flatMap((record): SummaryCase[] => {
    const raw = record.summary_raw ?? '';
    const name = /Trade\/Device Name:\s*(.+)/.exec(raw)?.[1];
    if (!name || !record.device_description || !record.intended_use) return [];
    const description = oneLine(record.device_description);
    const intendedUse = withoutHeading(oneLine(record.intended_use));
    const rest = otherSentences(raw, [description, intendedUse]);
    const specifications = rest.filter((sentence) => FIGURE.test(sentence)).slice(0, MOST.sentences);
    const functionality = rest.filter((sentence) => OPERATION.test(sentence) && !FIGURE.test(sentence)).slice(0, MOST.sentences);
    const cited = [...new Set((raw.match(REFERENCE_TOKENS) ?? []).map(oneLine))].filter((token) => !token.startsWith('http') && token !== record.k_number);
    const texts: SummaryCase['texts'] = { device_name: oneLine(name), description, intended_use: intendedUse };
    const role = contactTitle(raw.split('\n'), raw);
    if (role) texts.role = role;
    if (specifications.length > 0) texts.key_specifications = specifications.join(' ');
    if (functionality.length > 0) texts.functionality = functionality.join(' ');
    if (cited.length > 0) texts.references = cited.slice(0, MOST.references).join(', ');
    return [{ kNumber: record.k_number, texts }];
  });
}
