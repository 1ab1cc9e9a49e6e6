/** A search term of the profile and an English lexeme it stems to ('catheters' -> 'cathet'). */
export interface QueryLexeme {
  term: string;
  lexeme: string;
}

/** The lexemes of the terms, each once (with the first term that gave it), in the terms' order. */
export function queryLexemes(terms: readonly string[], lexemesOfTerm: ReadonlyMap<string, readonly string[]>): QueryLexeme[] {
  const seen = new Map<string, QueryLexeme>();
  for (const term of terms) {
    for (const lexeme of lexemesOfTerm.get(term) ?? []) if (!seen.has(lexeme)) seen.set(lexeme, { term, lexeme });
  }
  return [...seen.values()];
}
