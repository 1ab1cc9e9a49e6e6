/** One ranked list of product codes, best first, and how much it counts in the fusion. */
export interface RankedList {
  name: string;
  weight: number;
  codes: readonly string[];
  /** The list's own score of each code (same order as codes, highest first). */
  scores: readonly number[];
}

export interface FusedCode {
  code: string;
  score: number;
  /** Where each list that holds the code ranked it (1-based). */
  ranks: Map<string, number>;
}

/**
 * How a list's entry counts: 'rank' is reciprocal rank fusion, weight / (k + rank), which needs no
 * comparable scores; 'score' adds weight * score / the list's top score, so a list that is sure of its
 * first code (a clear vote) counts more than one whose first few are close. Either way a code several
 * lists agree on beats one a single list puts first.
 */
export type FusionMode = 'rank' | 'score';

export function fuseRankedLists(lists: readonly RankedList[], k: number, mode: FusionMode): FusedCode[] {
  const fused = new Map<string, FusedCode>();
  for (const list of lists) {
    list.codes.forEach((code, index) => {
      const entry = fused.get(code) ?? { code, score: 0, ranks: new Map<string, number>() };
      if (entry.ranks.has(list.name)) return;
      entry.ranks.set(list.name, index + 1);
      entry.score += mode === 'rank' ? list.weight / (k + index + 1) : (list.weight * list.scores[index]!) / list.scores[0]!;
      fused.set(code, entry);
    });
  }
  return [...fused.values()].sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
}

/** The best score fusion can give: every list ranks the code first. */
export function bestFusedScore(lists: readonly RankedList[], k: number, mode: FusionMode): number {
  return lists.reduce((sum, list) => sum + (list.codes.length > 0 ? (mode === 'rank' ? list.weight / (k + 1) : list.weight) : 0), 0);
}

export interface Voter {
  k_number: string;
  product_codes: readonly string[];
  /** The year FDA decided it, where known. */
  decision_year?: number | null;
}

export interface VoteTally {
  /** Codes by the weight of their votes, best first, and those weights. */
  codes: string[];
  weights: number[];
  /** The K-numbers that voted for each code, most similar first. */
  voters: Map<string, string[]>;
}

/** How much a device decided in `year` votes: 1 when it is as new as the newest, half every `halfLifeYears` older. */
export type AgeWeight = (year: number | null | undefined) => number;

/** Every device counts the same (halfLifeYears null), or less the older it is; a device of unknown year counts fully. */
export function voteAgeWeight(halfLifeYears: number | null, newestYear: number): AgeWeight {
  if (halfLifeYears === null) return () => 1;
  return (year) => (year ? 0.5 ** (Math.max(0, newestYear - year) / halfLifeYears) : 1);
}

/**
 * Each similar device votes for its product code(s) with weight 1 / (k + rank), times its age weight, so the
 * nearest count most and many moderately similar devices of one code can still outvote a single close one.
 */
export function tallyVotes(devices: readonly Voter[], k: number, ageWeight: AgeWeight = () => 1): VoteTally {
  const weights = new Map<string, number>();
  const voters = new Map<string, string[]>();
  devices.forEach((device, index) => {
    for (const code of new Set(device.product_codes)) {
      weights.set(code, (weights.get(code) ?? 0) + ageWeight(device.decision_year) / (k + index + 1));
      const list = voters.get(code) ?? [];
      if (!list.includes(device.k_number)) list.push(device.k_number);
      voters.set(code, list);
    }
  });
  const codes = [...weights.keys()].sort((a, b) => weights.get(b)! - weights.get(a)! || a.localeCompare(b));
  return { codes, weights: codes.map((code) => weights.get(code)!), voters };
}

/**
 * Most new 510(k)s fall under codes that already have many clearances, so a code's fused score is raised
 * by up to `strength` times for the most cleared code, on a log scale of its clearances.
 */
export function weighByClearances(fused: readonly FusedCode[], clearances: ReadonlyMap<string, number>, strength: number): FusedCode[] {
  const most = Math.log1p(Math.max(1, ...clearances.values()));
  return fused
    .map((entry) => ({ ...entry, score: entry.score * (1 + (strength * Math.log1p(clearances.get(entry.code) ?? 0)) / most) }))
    .sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
}
