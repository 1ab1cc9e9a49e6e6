/** A recognition number as the imported 510(k) documents state it (fda_standard_recognitions). */
export interface StatedRecognition {
  designation_key: string;
  edition: string | null;
  recognition_number: string;
  k_number: string;
}

/** The number the documents state for one edition, and the K-numbers whose documents state it. */
export interface EditionRecognition {
  number: string;
  kNumbers: string[];
}

const K_NUMBERS_NAMED = 3;

/** 'Stated in the 510(k) documents of K231974, K220123 and 4 more'. */
export function statedInText({ kNumbers }: EditionRecognition): string {
  const named = kNumbers.slice(0, K_NUMBERS_NAMED).join(', ');
  const more = kNumbers.length > K_NUMBERS_NAMED ? ` and ${kNumbers.length - K_NUMBERS_NAMED} more` : '';
  return `Stated in the 510(k) documents of ${named}${more}`;
}

/**
 * The recognition numbers by edition ('CLSI EP5 ed. 3' -> 7-251). An edition's number is the one most
 * documents state; when two numbers are stated equally often, the documents do not settle it and none is given.
 */
export function recognitionIndex(statements: readonly StatedRecognition[]) {
  const byEdition = new Map<string, Map<string, Set<string>>>();
  for (const statement of statements) {
    if (statement.edition === null) continue;
    const identity = `${statement.designation_key} ${statement.edition}`;
    const numbers = byEdition.get(identity) ?? new Map<string, Set<string>>();
    numbers.set(statement.recognition_number, (numbers.get(statement.recognition_number) ?? new Set()).add(statement.k_number));
    byEdition.set(identity, numbers);
  }
  return {
    /** What the documents state for an edition identity (editionIdentity), or null. */
    forEdition(identity: string): EditionRecognition | null {
      const numbers = byEdition.get(identity);
      if (!numbers) return null;
      const ranked = [...numbers].sort(([, a], [, b]) => b.size - a.size);
      const [first, second] = ranked;
      if (second && second[1].size === first![1].size) return null;
      return { number: first![0], kNumbers: [...first![1]].sort().reverse() };
    },
    /** Every number the documents state for an edition identity. */
    statedNumbers(identity: string): string[] {
      return [...(byEdition.get(identity)?.keys() ?? [])];
    },
  };
}
export type RecognitionIndex = ReturnType<typeof recognitionIndex>;
