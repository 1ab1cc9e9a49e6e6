/**
 * Words that carry no regulatory meaning in device texts: English function words plus the boilerplate of
 * 510(k) summaries ("the device is intended for use ...").
 */
const STOP_WORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being below between
  both but by can could did do does doing down during each either etc few for from further had has have having he
  her here hers him his how i if in into is it its itself just may me might more most must my no nor not of off on
  once only or other our ours out over own per same shall she should so some such than that the their them then
  there these they this those through thus to too under until up upon us use used uses using very via was we were
  what when where which while who whom why will with within without would you your
  device devices intended indicated indication indications system systems product products patient patients
  medical include includes including provide provides provided allow allows allowing based designed new one two
  user users may type model models k number subject predicate substantially equivalent`
    .split(/\s+/)
    .filter(Boolean),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}

/** Lower-cased words of a text, letters and digits only (hyphenated words split), in order. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** The distinct words of a text worth searching for: no stop words, no single characters, no bare numbers. */
export function significantTerms(text: string): string[] {
  const seen = new Set<string>();
  for (const word of words(text)) {
    if (word.length < 2 || isStopWord(word) || /^\d+$/.test(word)) continue;
    seen.add(word);
  }
  return [...seen];
}

/**
 * A PostgreSQL to_tsquery text matching any of the terms ('a | b | c'); terms are letters and digits only,
 * so nothing in it needs quoting. '' when there are none.
 */
export function anyTermQuery(terms: readonly string[]): string {
  return terms.filter((term) => /^[a-z0-9]+$/.test(term)).join(' | ');
}
