/**
 * Designations reduced to a comparable key, so that 'NCCLS EP6-A', 'CLSI EP06 2nd ed.' and 'EP 6-A' meet, and
 * 'ANSI/AAMI/ISO 14971:2019' meets 'ISO 14971-2000': the body and number survive, editions and years do not.
 */
const YEAR_PART = /^(19|20)\d\d$/;

function numberWithParts(number: string): string {
  const parts = number.split('-');
  while (parts.length > 1 && YEAR_PART.test(parts[parts.length - 1] ?? '')) parts.pop();
  return parts.join('-');
}

interface KeyPattern {
  pattern: RegExp;
  key(match: RegExpExecArray): string;
}

const KEY_PATTERNS: KeyPattern[] = [
  // ISO and IEC share one numbering space in practice (ISO 80601-2-61 next to IEC 80601-2-30), EN adopts both.
  {
    pattern: /\b(?:ISO|IEC|EN|CEN)(?:\s*\/\s*(?:ISO|IEC|IEEE|ASTM|TR|TS|PAS))*(?:\s+(?:TR|TS))?\s*(\d{3,5}(?:-\d{1,5})*)/g,
    key: (match) => `ISO/IEC ${numberWithParts(match[1] ?? '')}`,
  },
  { pattern: /\bAAMI\s*(TIR|ST|SW|HE|ES|BE|PB|CN)\s?(\d+(?:-\d+)*)/g, key: (match) => `AAMI ${match[1]}${numberWithParts(match[2] ?? '')}` },
  {
    pattern: /\b(?:CLSI|NCCLS)(?:\s+(?:document|guideline|standard))?\s*(EP|MM|GP|POCT|M|H|C|I\/LA)\s?0*(\d{1,3})/gi,
    key: (match) => `CLSI ${(match[1] ?? '').toUpperCase()}${match[2]}`,
  },
  // Without the body's name only the unmistakable forms: 'EP 7-A', 'EP09c', 'M100-S16', 'H1-A5'.
  { pattern: /\b(EP)\s?0*(\d{1,2})(?=c\b|-|\s|:|,|$)/g, key: (match) => `CLSI EP${match[2]}` },
  { pattern: /\b(M|H|C|GP)0*(\d{1,3})-(?:A|S)\d*/g, key: (match) => `CLSI ${match[1]}${match[2]}` },
  { pattern: /\bASTM[\s-]*(?:International\s*)?([A-G])\s?(\d{2,5})/g, key: (match) => `ASTM ${match[1]}${match[2]}` },
  { pattern: /\bUL\s?(\d{3,4}(?:-\d+)*)/g, key: (match) => `UL ${numberWithParts(match[1] ?? '')}` },
  { pattern: /\bC63\.(\d+)/g, key: (match) => `ANSI C63.${match[1]}` },
  { pattern: /\bS3\.(\d+)/g, key: (match) => `ASA S3.${match[1]}` },
  { pattern: /\bZ80\.(\d+)/g, key: (match) => `ANSI Z80.${match[1]}` },
  { pattern: /\b(?:NEMA\s*PS\s?3|DICOM)\b/g, key: () => 'DICOM' },
  { pattern: /\bUSP\s*<(\d+)>/g, key: (match) => `USP ${match[1]}` },
];

/** One designation named in a text: its key and where its matched text starts and ends. */
export interface DesignationMatch {
  key: string;
  index: number;
  end: number;
}

/** Every designation a text names, in order of appearance (repeats kept, overlaps not). */
export function designationMatches(text: string): DesignationMatch[] {
  const found: DesignationMatch[] = [];
  for (const { pattern, key } of KEY_PATTERNS) {
    for (const match of text.matchAll(pattern)) found.push({ key: key(match), index: match.index, end: match.index + match[0].length });
  }
  // 'CLSI EP9-A2' is also matched as 'EP9-A2' by the body-less pattern: a match inside another is dropped.
  const outer: DesignationMatch[] = [];
  for (const match of found.sort((a, b) => a.index - b.index || b.end - a.end)) {
    const last = outer.at(-1);
    if (!last || match.index >= last.end) outer.push(match);
  }
  return outer;
}

/** The keys of every designation a text names, in order of appearance, without repeats. */
export function designationKeys(text: string): string[] {
  return [...new Set(designationMatches(text).map((hit) => hit.key))];
}

/** The key of one designation (its first), or null when it names none. */
export function designationKey(designation: string): string | null {
  return designationKeys(designation)[0] ?? null;
}
