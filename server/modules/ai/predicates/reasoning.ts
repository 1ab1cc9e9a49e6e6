import type { Assessment, RecallRef } from '../../../../src/api/contracts/ai.ts';
import type { AspectMatch } from './profile-match.ts';
import { RANKING_WEIGHTS, RECENCY_HALF_LIFE_YEARS, type RankingFactors } from './ranking.ts';

const percent = (share: number) => Math.round(100 * Math.min(1, Math.max(0, share)));

const MAX_TERMS_CITED = 12;

function termList(terms: readonly string[]): string {
  const cited = terms.slice(0, MAX_TERMS_CITED).join(', ');
  return terms.length > MAX_TERMS_CITED ? `${cited} and ${terms.length - MAX_TERMS_CITED} more` : cited;
}

/** What an aspect's score is, so that it is not read as the chance of a predicate (the final Match is that). */
export const SIMILARITY_NOTE = 'A similarity, not a chance: the share of the profile\'s significant terms (rarer terms weigh more) that the device\'s texts hold.';

/** One aspect's score, citing the profile terms found in the device's texts. */
export function aspectAssessment(match: AspectMatch): Assessment {
  const compared = `Compared the profile's ${match.profileFields} with ${match.basis}`;
  if (match.queryTerms === 0) return { confidence_score: 0, reasoning: `${SIMILARITY_NOTE} ${compared}: the profile gives no significant terms to compare.` };
  const found =
    match.matched.length === 0
      ? `none of its ${match.queryTerms} significant terms occur there`
      : `${match.matched.length} of its ${match.queryTerms} significant terms occur there: ${termList(match.matched)}`;
  const nameOnly = match.fromSummary ? '' : ' The score rests on the name alone.';
  return { confidence_score: percent(match.share), reasoning: `${SIMILARITY_NOTE} ${compared}; ${found}.${nameOnly}` };
}

export interface FinalFacts {
  factors: RankingFactors;
  /** The calibrated chance (0-1) that the submission cites the device (match-calibration.ts). */
  match: number;
  rank: number;
  decisionDate: string | null;
  citedBy: number;
  recalls: readonly RecallRef[];
}

/** The Match: what the number is, then what placed the device: text similarity, recency, citations and recalls. */
export function finalAssessment({ factors, match, rank, decisionDate, citedBy, recalls }: FinalFacts): Assessment {
  const parts = [
    `text similarity ${percent(factors.similarity)}/100`,
    decisionDate ? `cleared ${decisionDate} (recency ${percent(factors.recency)}/100)` : 'no decision date held',
    citedBy === 0 ? 'not cited as a predicate in the data' : `cited as a predicate by ${citedBy} later submission${citedBy === 1 ? '' : 's'}`,
  ];
  if (recalls.length > 0) {
    parts.push(`ranked down for ${recalls.length} recall${recalls.length === 1 ? '' : 's'} of the same firm and product code posted after clearance (${recalls[0]!.recall_number}${recalls.length > 1 ? ', ...' : ''})`);
  }
  const meaning =
    `Match ${percent(match)} %: of held-out 510(k) submissions, about ${percent(match)} in 100 candidates placed like this one ` +
    `(rank ${rank}, its score against the first, its similarity, age and citations) were predicates the submission cites.`;
  return { confidence_score: percent(match), reasoning: `${meaning} Ranked from ${parts.join('; ')}.` };
}

/** What the numbers on a candidate mean (research insights). */
export const MATCH_MEANING =
  "Each device's Match is the chance that a submission whose device is placed like this cites it as a predicate, calibrated on held-out 510(k) submissions and the predicates they cite; " +
  'the description, intended use and characteristics scores are term similarities, not chances.';

/** How the ranking combines its factors, with their average over the devices shown (research insights). */
export function rankingExplanation(shown: readonly RankingFactors[]): string {
  const average = (part: keyof RankingFactors) => percent(shown.reduce((sum, factors) => sum + factors[part], 0) / (shown.length || 1));
  const weights = `${percent(RANKING_WEIGHTS.similarity)} / ${percent(RANKING_WEIGHTS.recency)} / ${percent(RANKING_WEIGHTS.citations)} %`;
  return (
    `The ranking takes a weighted geometric mean (weights ${weights}) of text similarity to the profile (device description, intended use, characteristics), ` +
    `recency of clearance (halving every ${RECENCY_HALF_LIFE_YEARS} years) and how often each device is cited as a predicate (against the most cited device of the code), ` +
    `so one weak part pulls the whole score down, and ranks down devices tied to recalls; for the devices shown, ` +
    `text similarity averaged ${average('similarity')}/100, recency ${average('recency')}/100 and citations ${average('citations')}/100.`
  );
}
