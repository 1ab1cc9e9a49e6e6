import type { ProblemCodeRecord } from './chatbot.repository.ts';

/** IMDRF adverse event terminology annexes (the problem-code files' `annex`). */
export const IMDRF_ANNEXES: Record<string, string> = {
  A: 'medical device problem',
  B: 'type of investigation',
  C: 'investigation finding',
  D: 'investigation conclusion',
  E: 'health effect (clinical signs, symptoms and conditions)',
  F: 'health effect (health impact)',
  G: 'medical device component',
};

/** Single words such as 'Pump' or 'Screen' are problem terms only when the question is about problems. */
const ABOUT_PROBLEMS = /\b(?:problems?|adverse|events?|reports?|mdrs?|maude|failures?|complications?|malfunctions?|injur\w*|issues?|imdrf|problem codes?)\b/i;

const MAX_TERMS = 3;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The problem terms a question names, longest first, none inside another one chosen. */
export function problemTermsIn(text: string, records: readonly ProblemCodeRecord[]): ProblemCodeRecord[] {
  const aboutProblems = ABOUT_PROBLEMS.test(text);
  const found = records
    .filter((record) => aboutProblems || record.term.includes(' '))
    .filter((record) => new RegExp(`(?<![\\w-])${escape(record.term)}(?![\\w-])`, 'i').test(text))
    .sort((a, b) => b.term.length - a.term.length || a.imdrf_code.localeCompare(b.imdrf_code));
  const chosen: ProblemCodeRecord[] = [];
  for (const record of found) {
    const term = record.term.toLowerCase();
    if (chosen.some((taken) => taken.term.toLowerCase().includes(term))) continue;
    chosen.push(record);
    if (chosen.length === MAX_TERMS) break;
  }
  return chosen;
}
