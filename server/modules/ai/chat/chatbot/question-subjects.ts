import type { ChatTurn } from '../../../../../src/api/contracts/ai.ts';
import { significantTerms } from '../../../../../src/api/text/terms.ts';

/** The identifiers a question names: K/DEN numbers, 21 CFR section numbers and candidate product codes. */
export interface QuestionSubjects {
  kNumbers: string[];
  regulationNumbers: string[];
  /** Three-letter tokens that may be product codes (the database decides). */
  codeCandidates: string[];
}

const SUBMISSION_NUMBER = /\b(?:K|DEN|BK)\d{6}\b/gi;
const REGULATION_NUMBER = /\b(?:21\s*C\.?F\.?R\.?\s*(?:§+\s*)?)?(8\d{2}\.\d{1,4})\b/gi;
const CAPITAL_TRIGRAM = /\b[A-Z]{3}\b/g;
const NAMED_CODE = /\bproduct\s+codes?\s+(?:is\s+|of\s+)?([a-z]{3})\b/gi;

/**
 * Capitalised words that are common acronyms before they are product codes (several are also codes, e.g.
 * ECG and MRI); they count as codes only when the question calls them one ('product code ECG').
 */
const ACRONYMS = new Set(
  `FDA CFR MDR PMA IVD ECG EKG EEG EMG MRI LED USB API OTC CDS HDE EUA DEN RTA QMS QSR UDI GMP ISO IEC FAQ USA CPT
  ICU DNA RNA PCR LDT BMI HIV AND THE FOR HOW NOT CAN HAS ITS WHO WHY ANY ARE YOU WHAT CDRH SAMD`.split(/\s+/),
);

const distinct = (items: string[]) => [...new Set(items)];

export function subjectsOf(text: string): QuestionSubjects {
  const named = [...text.matchAll(NAMED_CODE)].map((match) => (match[1] ?? '').toUpperCase()).filter((code) => significantTerms(code).length > 0);
  const capitals = (text.match(CAPITAL_TRIGRAM) ?? []).filter((token) => !ACRONYMS.has(token));
  return {
    kNumbers: distinct((text.match(SUBMISSION_NUMBER) ?? []).map((number) => number.toUpperCase())),
    regulationNumbers: distinct([...text.matchAll(REGULATION_NUMBER)].map((match) => match[1] ?? '')),
    codeCandidates: distinct([...named, ...capitals]),
  };
}

export function namesSomething(subjects: QuestionSubjects): boolean {
  return subjects.kNumbers.length + subjects.regulationNumbers.length + subjects.codeCandidates.length > 0;
}

/** A follow-up ('and its recalls?') is about what the user's latest earlier question named. */
export function subjectsFromHistory(history: readonly ChatTurn[]): QuestionSubjects | null {
  for (const turn of [...history].reverse()) {
    if (turn.role !== 'user') continue;
    const subjects = subjectsOf(turn.content);
    if (namesSomething(subjects)) return subjects;
  }
  return null;
}
