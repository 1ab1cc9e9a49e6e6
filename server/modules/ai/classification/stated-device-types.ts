/**
 * Labels under which a 510(k) summary, FDA's letter or a user states what kind of device it is, in the words
 * of FDA's classification: "Regulation Name: Endoscope and accessories", "Classification Name: ...",
 * "Common Name: ...".
 */
const TYPE_LABEL = /\b(?:(?:device\s+)?classification\s+name|regulation\s+name|common(?:\s+or\s+usual|\s*\/\s*usual)?\s+name|usual\s+name)\s*:/gi;

/**
 * Labels that end a stated value on the same line: FDA's letter and PDF text often run its fields together
 * ("Regulation Name: Hysteroscope and accessories Regulatory Class: II Product Code: HIH").
 */
const NEXT_LABEL =
  /\s(?:trade\s*\/\s*device\s+name|device\s+name|trade\s+name|regulation\s+(?:number|name)|regulatory\s+class|device\s+class|class|product\s+codes?|classification(?:\s+name|\s+panel|\s+regulation)?|review\s+panel|panel|common(?:\s+or\s+usual|\s*\/\s*usual)?\s+name|dated|received)\s*:/i;

/** Markup a document converted to text keeps around table cells ('|', '<br>', '~~'). */
const TABLE_MARKUP = /<br\s*\/?>|~~|\|/gi;
/** A citation of the regulation beside its name: '(21 CFR 892.1000)', '(§892.2050)', '21 CFR 888.3040:'. */
const REGULATION_CITATION = /\(?\s*(?:21\s*C\.?F\.?R\.?|§)[^()]*\)?/gi;

/** A stated value cleaned: markup and regulation citations gone, blanks folded, trailing punctuation dropped. */
function cleanValue(value: string): string {
  return value
    .replace(TABLE_MARKUP, ' ')
    .replace(REGULATION_CITATION, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.-]+|[\s,;:.(-]+$/g, '');
}

/** Whether a cleaned value names something: a word of three letters or more that is not a label word left alone. */
const namesSomething = (value: string) => /\p{L}{3}/u.test(value) && !/^(?:class(?:ification)?|regulation|name)$/i.test(value);

/**
 * The device types a text states under a classification label, each once (case aside), in the text's order.
 * Each value runs to the end of its line or to the next field label on the same line.
 */
export function statedDeviceTypes(text: string): string[] {
  const seen = new Map<string, string>();
  for (const line of text.split('\n')) {
    for (const match of line.matchAll(TYPE_LABEL)) {
      const rest = line.slice(match.index + match[0].length);
      const end = NEXT_LABEL.exec(rest)?.index ?? rest.length;
      const value = cleanValue(rest.slice(0, end));
      if (namesSomething(value) && !seen.has(value.toLowerCase())) seen.set(value.toLowerCase(), value);
    }
  }
  return [...seen.values()];
}

/** Lines that state the device types, as the profile's references hold them and statedDeviceTypes reads them back. */
export function deviceTypeLines(types: readonly string[]): string[] {
  return types.map((type) => `Classification name: ${type}`);
}
