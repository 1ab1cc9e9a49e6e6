/** A 510(k) number as summaries write it: K and six digits, at times with a space ("K 231652"). */
const K_NUMBER = /(?<![A-Za-z0-9])K\s?(\d{6})(?!\d)/g;

export function kNumbersIn(text: string): string[] {
  return [...text.matchAll(K_NUMBER)].map((match) => `K${match[1]}`);
}

/**
 * Standards by their designation: ISO, IEC, ISO/IEC, EN ISO, ANSI/AAMI (ES, ST, HE, TIR), AAMI TIR, ASTM and IEEE
 * numbers, with their part, year and amendment where written ("IEC 60601-1-2:2014+A1:2020", "ASTM F1980-21").
 */
const STANDARD = new RegExp(
  [
    String.raw`\b(?:(?:ANSI\s*\/\s*)?AAMI\s*\/\s*)?(?:(?:EN|BS\s+EN|DIN\s+EN)\s+)?(?:ISO\s*\/\s*IEC|ISO\s*\/\s*TS|ISO\s*\/\s*TR|IEC\s*\/\s*TR|ISO|IEC)\s*\d{3,5}(?:-\d{1,3})*(?:\s*:\s*\d{4})?(?:\s*(?:\+|\/)\s*A\d{1,2}(?:\s*:\s*\d{4})?)*`,
    String.raw`\b(?:ANSI\s*\/\s*)?AAMI\s*(?:ES|ST|HE|TIR|PC|BP|EC|ID|CN)\s*\d{1,5}(?:-\d{1,3})*(?:\s*:\s*\d{4})?`,
    String.raw`\bASTM\s*[A-G]\s?\d{1,5}(?:[-\/.]\d{1,4})*(?:[a-z]\d*)?(?:\s*\(\d{4}\))?`,
    String.raw`\bIEEE\s*(?:Std\s*)?\d{3,5}(?:[-.]\d{1,5})*(?:\s*:\s*\d{4})?`,
  ].join('|'),
  'g',
);

/**
 * The standards a text cites, each once, spaced alike ("IEC60601-2-44" as "IEC 60601-2-44"); a bare
 * designation is left out where the same one is also cited with its year ("ISO 14971" beside "ISO 14971:2019").
 */
export function standardsIn(text: string): string[] {
  const found = new Set(
    [...text.matchAll(STANDARD)].map((match) =>
      match[0]
        .replace(/\s*([:\/+-])\s*/g, '$1')
        .replace(/\b(ISO|IEC)(?=\d)/g, '$1 ')
        .replace(/\s+/g, ' ')
        .trim(),
    ),
  );
  const dated = (bare: string) => [...found].some((other) => other !== bare && other.startsWith(bare) && /^[:+]/.test(other.slice(bare.length)));
  return [...found].filter((designation) => !dated(designation));
}

/** "Product Code(s): DTZ, DTR, DTN", "Product Code: LRK - Device, Anti-Snoring": the three-letter codes. */
export function productCodesIn(lines: readonly string[]): string[] {
  const codes: string[] = [];
  for (const line of lines) {
    const match = /\bProduct\s+Codes?\s*(?:\([^)]*\))?\s*:?\s*((?:[A-Z]{3}(?![A-Za-z])(?:\s*(?:,|;|&|and|\/)\s*)?)+)/.exec(line);
    if (match) codes.push(...(match[1]!.match(/[A-Z]{3}(?![A-Za-z])/g) ?? []));
  }
  return [...new Set(codes)];
}

/** "Regulation Number: 21 CFR 870.4350" (or without "21 CFR", or with §). */
export function regulationNumberIn(lines: readonly string[]): string | null {
  for (const line of lines) {
    const match = /\bRegulation(?:\s+Numbers?)?\s*:?\s*(?:21\s*C\.?F\.?R\.?\s*)?(?:(?:Part|§)\s*)?(\d{3}\.\d{1,4})\b/i.exec(line);
    if (match) return match[1]!;
  }
  return null;
}
