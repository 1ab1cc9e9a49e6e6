/**
 * The "technological characteristics" passage of a 510(k) summary (21 CFR 807.92(a)(6) asks for one),
 * found by its heading: 'VI. Comparison of Technological Characteristics with the Predicate Device',
 * 'Summary of Technological Characteristics:', '6 Technological Characteristics', ...
 */
const NUMBERING = String.raw`(?:[IVX]+\.|\d+(?:\.\d+)*\.?|[A-Z]\.)?`;
const HEADING = new RegExp(
  String.raw`^[#\-*\s]*${NUMBERING}[\s\u200b]*(?:(?:comparison|summary) of (?:the )?(?:intended use (?:&|and) )?)?technological characteristics\b(?<rest>.*)$`,
  'i',
);
/** A heading line of the summary's next part ends the passage. */
const NEXT_HEADING = new RegExp(
  String.raw`^[#\-*\s]*${NUMBERING}[\s\u200b]*(?:performance|non-?clinical|clinical|conclusions?|substantial equivalence|summary of (?:non-?clinical|clinical|performance)|(?:summary of )?testing)\b`,
  'i',
);
const MAX_LINES = 120;
const MAX_CHARACTERS = 8000;

function isHeading(line: string): RegExpMatchArray | null {
  if (line.length > 120) return null;
  const match = line.match(HEADING);
  if (!match) return null;
  // 'Technological characteristics of the subject device are ...' is a sentence, not a heading.
  const rest = match.groups!.rest!.trim();
  return rest === '' || /^[:\-–(\[]/.test(rest) || /^(comparison|with|for|of the (subject|new|proposed))/i.test(rest) ? match : null;
}

export function technologicalCharacteristics(text: string): string | null {
  if (!/technological characteristics/i.test(text)) return null;
  const lines = text.split('\n');
  const start = lines.findIndex((line) => isHeading(line.trim()) !== null);
  if (start < 0) return null;
  const heading = lines[start]!.trim();
  const inline = heading.match(/:\s*(.+)$/)?.[1] ?? '';
  const passage: string[] = inline ? [inline] : [];
  for (const line of lines.slice(start + 1, start + 1 + MAX_LINES)) {
    const trimmed = line.trim();
    if (trimmed.length < 120 && NEXT_HEADING.test(trimmed)) break;
    passage.push(trimmed);
  }
  const result = passage.join('\n').trim().slice(0, MAX_CHARACTERS);
  return result === '' ? null : result;
}
