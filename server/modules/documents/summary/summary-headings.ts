/** What a heading of a 510(k) summary opens: the two sections read whole, or any other (which ends them). */
export type SectionField = 'description' | 'indications' | 'other';

export interface Heading {
  field: SectionField;
  /** Its numbering as written ('4.', 'IV.', 'E.', '1.4.'), or null. */
  numbering: string | null;
  /** What follows the heading on its line (after a colon): the section's first words. */
  rest: string;
  /** An indications heading that names the intended use alone ("Intended Use:"), not the indications for use. */
  intendedUseOnly: boolean;
}

const NUMBERING = /^(?:section\s+)?(\d{1,2}(?:\.\d{1,2})*\.?|[ivx]{1,5}\.|[a-h][.)]|\(?\d{1,2}\)|\(?[a-h]\))\s*/i;
const BULLET = /^[-•*�·]\s*/;
/** The CFR paragraph a heading may cite: "21 CFR 807.92(a)(4)", "[807.92(a)(4)]", "(21 CFR 807.92(a)(5))". */
const CFR_CITATION = /[[(]?\s*(?:21\s*CFR\s*)?(?:§\s*)?807\.92\s*\([a-z]l?\)?\s*(?:\(\s*\d+\s*[)}])?\s*[\])]?/gi;

const DESCRIPTION = [
  /^(?:subject\s+)?(?:brief\s+(?:written\s+)?)?(?:device|product)\s+description(?:\s+summary)?/i,
  /^(?:brief\s+(?:written\s+)?)?description\s+of\s+(?:the\s+)?(?:subject\s+|proposed\s+)?device/i,
  /^purpose\s+of\s+(?:the\s+)?submission\s+and\s+device\s+description/i,
  /^description/i,
];
const USE = String.raw`(?:intended\s+use|indications?\s+for\s+use|indication\(s\)\s+for\s+use)`;
/** "Indications:" or "Indication" alone, set apart from "Intended Use:" in the same summary. */
const BARE_INDICATIONS = /^indications?(?=\s*(?:[:\-–—]|$))/i;
const INDICATIONS = [new RegExp(String.raw`^(?:subject\s+device\s+|device\s+)?${USE}(?:\s*(?:\/|and|&)\s*${USE})?(?:\s+statements?)?`, 'i'), BARE_INDICATIONS];
/** Headings that end a section; "Indications for Use Comparison" and the predicate's own are among them. */
const OTHER = new RegExp(
  [
    String.raw`^(?:predicate\s+device\s+)?${USE}\s+(?:comparison|equivalence)`,
    String.raw`^predicate\s+device\s+${USE}`,
    String.raw`^(?:subject\s+device\s+)?(?:contraindications|precautions|exclusions|warnings)`,
    String.raw`^(?:comparison|summary)\s+of\b`,
    String.raw`^(?:technological|technology)\s+characteristics`,
    String.raw`^(?:comparison|substantial\s+equivalence|similarities|differences|discussion)\b`,
    String.raw`^(?:summary\s+of\s+)?(?:non-?\s?clinical|clinical|performance|bench|animal|biocompatibility|sterilization|shelf|software|electrical|cybersecurity|usability|human\s+factors)\b`,
    String.raw`^(?:conclusions?|legally\s+marketed|primary\s+predicate|predicate\s+devices?|reference\s+devices?|submitter|applicant|sponsor|contact|date\s+(?:of\s+)?prepar|classification|regulation|product\s+codes?|trade\s+name|common\s+name|device\s+name|proprietary\s+name|510\(k\)\s+(?:summary|number|owner))\b`,
  ].join('|'),
  'i',
);

/** A heading set in letter-spaced capitals ("D EVICE D ESCRIPTION") closed up, invisible characters dropped. */
export function plainLine(line: string): string {
  return line
    .replace(/[\u200b-\u200d\ufeff]/g, '')
    .replace(/\b([A-Z]) (?=[A-Z]{2,})/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The heading a line opens with, if any. A heading stands alone on its line, or is followed by a colon or a
 * dash and the section's first words; only a numbered one may be followed by words directly ("2. Device
 * Description The system ..."), since a wrapped sentence can start with "Intended use".
 */
export function headingOf(rawLine: string): Heading | null {
  const line = plainLine(rawLine).replace(BULLET, '');
  if (line.length === 0 || line.startsWith('|')) return null;
  const numbered = NUMBERING.exec(line);
  const numbering = numbered?.[1] ?? null;
  const body = line.slice(numbered?.[0].length ?? 0);
  if (!/^[A-Z]/.test(body)) return null;
  for (const [field, patterns] of [
    ['other', [OTHER]],
    ['description', DESCRIPTION],
    ['indications', INDICATIONS],
  ] as const) {
    for (const pattern of patterns) {
      const match = pattern.exec(body);
      if (!match) continue;
      const after = body.slice(match[0].length).replace(CFR_CITATION, ' ').trim();
      const separated = /^[:\-–—]/.test(after);
      if (after === '' || separated || (numbering && field !== 'other')) {
        const intendedUseOnly = field === 'indications' && !/indication/i.test(match[0]);
        return { field, numbering, rest: after.replace(/^[:\-–—]\s*/, ''), intendedUseOnly };
      }
      // "Comparison of Technological Characteristics with the Predicate Device", "Precautions/Exclusions:": a
      // title, not a sentence ("Device Name/Description Model Number" is a table's header).
      const title = (/^[A-Za-z&]/.test(after) || /^\/.*:$/.test(after)) && after.length < 60 && !/[.;,]$/.test(after);
      if (field === 'other' && title) return { field, numbering, rest: '', intendedUseOnly: false };
    }
  }
  return null;
}

/** The numbering that follows one: '4.' → '5.', 'IV.' → 'V.', 'E.' → 'F.', '1.4.' → '1.5.'. */
export function nextNumbering(numbering: string): string | null {
  const roman = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV'];
  const dotted = /^(\d{1,2}(?:\.\d{1,2})*)(\.?)$/.exec(numbering);
  if (dotted) {
    const parts = dotted[1]!.split('.');
    parts[parts.length - 1] = String(Number(parts.at(-1)) + 1);
    return parts.join('.') + dotted[2];
  }
  const romanMatch = /^([IVX]+)\.$/i.exec(numbering);
  if (romanMatch) {
    const index = roman.indexOf(romanMatch[1]!.toUpperCase());
    if (index >= 0 && index + 1 < roman.length) return `${roman[index + 1]}.`;
  }
  const letter = /^([a-h])([.)])$/i.exec(numbering);
  if (letter) return String.fromCharCode(letter[1]!.charCodeAt(0) + 1) + letter[2];
  return null;
}
