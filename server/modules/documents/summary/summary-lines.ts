import { headingOf } from './summary-headings.ts';

/**
 * A page's running header or footer: "Page 2 of 5", "K252170 Page 1 of 5", "Page 2/3", "1 / 4 Basic Medical
 * Technology Inc.", "... Predicate Device 2 / 8", a lone page number.
 */
const PAGE_FURNITURE = /^(?:.{0,80}\bPage\s*\d+\s*(?:(?:of|\/)\s*\d+)?|\d{1,3}|Page|\d{1,3}\s*(?:of|\/)\s*\d{1,3}(?:\s.{0,60})?|.{0,80}\s\d{1,3} \/ \d{1,3})$/i;

/**
 * A markdown table row ("|Device Name|Duoblade|") as "Device Name: Duoblade", each distinct cell once:
 * converters repeat a merged cell in every column it spans, and a row's first cell is its label, read like a
 * heading ("|Intended Use/ Indications for Use|The device is ...|").
 */
function tableRowText(line: string): string {
  const cells = line
    .split('|')
    .map((cell) => cell.replace(/~~/g, '').trim())
    .filter((cell) => cell !== '' && !/^:?-{3,}:?$/.test(cell) && !/^Col\d+$/.test(cell));
  const [label, ...values] = [...new Set(cells)];
  return values.length === 0 ? (label ?? '') : `${label}: ${values.join(' ')}`;
}

/**
 * A short line that recurs this often is a running header or footer of its pages (the sponsor's name, the
 * K-number, "510(k) Summary"), which would otherwise end a section at a page break or run into its text.
 */
const RUNNING_LINE = { repeats: 3, longest: 80 };

/**
 * Lines that recur as text does, not as a page's header: a wrapped sentence's piece (it starts in lower case,
 * or ends a clause: "otorhinolaryngeal surgery, specifically:", "from blood vessels."), a header's labelled field
 * ("Product Code: FAJ", which the letter and the summary both state) and a heading of the sections read.
 */
const TEXT_PIECE = /^\p{Ll}|[,;:]$|\p{Ll}{4,}\.$/u;
const LABELLED_FIELD = /^[A-Z][\w ()/&.'-]{1,40}:\s/;

/**
 * The part's lines without the document's running lines. Only the summary's pages are cleared: the letter's
 * header names the device once where the summary's pages repeat it at their head.
 */
export function withoutRunningLines(part: readonly string[], document: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const line of document) if (line.length <= RUNNING_LINE.longest) counts.set(line, (counts.get(line) ?? 0) + 1);
  const running = [...counts].filter(
    ([line, count]) =>
      count >= RUNNING_LINE.repeats && !TEXT_PIECE.test(line) && !LABELLED_FIELD.test(line) && (headingOf(line)?.field ?? 'other') === 'other',
  );
  const dropped = new Set(running.map(([line]) => line));
  return part.filter((line) => !dropped.has(line));
}

/** The document's lines, trimmed, with page furniture and empty lines dropped and table rows flattened. */
export function summaryLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/<br\s*\/?>/gi, ' ').trim())
    .map((line) => (line.startsWith('|') ? tableRowText(line) : line))
    .filter((line) => line !== '' && !PAGE_FURNITURE.test(line));
}

/** Lines of one section as running text: a line ending in a hyphen runs on into the next. */
export function joinLines(lines: readonly string[]): string {
  return lines
    .reduce((text, line) => (text === '' ? line : /\w-$/.test(text) ? text + line : `${text} ${line}`), '')
    .replace(/\s+/g, ' ')
    .trim();
}
