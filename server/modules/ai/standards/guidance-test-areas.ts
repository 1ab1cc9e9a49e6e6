/** Test areas a guidance document's text can ask for, each with the phrases that name it. */
const TEST_AREAS: readonly { area: string; pattern: RegExp }[] = [
  { area: 'bench performance testing', pattern: /\b(bench (?:testing|test|performance)|performance testing|non-?clinical (?:testing|tests))\b/gi },
  { area: 'analytical performance (precision, linearity, interference, detection limits)', pattern: /\b(precision|linearity|interferen\w+|limit of detection|detection limit|method comparison)\b/gi },
  { area: 'clinical performance or clinical study', pattern: /\b(clinical (?:study|studies|performance|data|investigation))\b/gi },
  { area: 'biocompatibility', pattern: /\bbiocompatib\w+/gi },
  { area: 'sterility', pattern: /\bsterili\w+/gi },
  { area: 'shelf life and stability', pattern: /\b(shelf[- ]life|stability)\b/gi },
  { area: 'electrical safety and EMC', pattern: /\b(electrical safety|electromagnetic compatibility|emc)\b/gi },
  { area: 'software', pattern: /\bsoftware\b/gi },
  { area: 'cybersecurity', pattern: /\bcybersecurity\b/gi },
  { area: 'human factors / usability', pattern: /\b(human factors|usability)\b/gi },
  { area: 'animal testing', pattern: /\b(animal (?:study|studies|testing|model))\b/gi },
  { area: 'MR safety', pattern: /\b(mr (?:safety|conditional|environment)|magnetic resonance (?:safety|environment))\b/gi },
  { area: 'labeling', pattern: /\blabel(?:l)?ing\b/gi },
];

/** A guidance text must name an area this often before the area is said to be asked for. */
const MIN_MENTIONS = 3;

/** The test areas a guidance text asks for, most mentioned first. */
export function guidanceTestAreas(body: string): string[] {
  return TEST_AREAS.map(({ area, pattern }) => ({ area, count: body.match(pattern)?.length ?? 0 }))
    .filter((entry) => entry.count >= MIN_MENTIONS)
    .sort((a, b) => b.count - a.count)
    .map((entry) => entry.area);
}
