import type { Parsed510kSummary } from '../summary/parse-510k-summary.ts';
import { wordCoverage } from '../summary/word-coverage.ts';
import type { SummarySample } from './summary-samples.ts';

/**
 * The least share of the source field's words the extraction must hold to count as the same text (a wrapped
 * hyphen, an OCR slip or a page footer may differ). The source's own fields are at times only the section's
 * first paragraph, so words the extraction has beyond them do not count against it.
 */
export const MATCHING_COVERAGE = 0.8;

export interface Share {
  matched: number;
  compared: number;
  share: number;
}

export interface SummaryScores {
  description: Share;
  intendedUse: Share;
  /** Summaries with both source fields whose description and intended use both match. */
  both: Share;
  /**
   * The same, where a source's description field that holds only the device's name (its extractor found no
   * description, or took the name) is compared with the trade name the parser read, which is what it holds.
   */
  bothNameOnlyAsName: Share;
  /** How many sources have only the device's name as their description. */
  nameOnlySources: number;
}

const share = (matched: number, compared: number): Share => ({ matched, compared, share: compared === 0 ? 0 : matched / compared });
const matches = (expected: string, actual: string | null) => actual !== null && wordCoverage(expected, actual) >= MATCHING_COVERAGE;
const sameWords = (a: string, b: string) => wordCoverage(a, b) >= MATCHING_COVERAGE && wordCoverage(b, a) >= MATCHING_COVERAGE;

/** How many parsed summaries come out matching their source's own description and intended use fields. */
export function scoreSummaries(results: readonly { sample: SummarySample; parsed: Parsed510kSummary }[]): SummaryScores {
  const counts = { description: [0, 0], intendedUse: [0, 0], both: [0, 0], nameOnly: [0, 0], nameOnlySources: 0 };
  for (const { sample, parsed } of results) {
    const description = sample.device_description?.trim() || null;
    const intendedUse = sample.intended_use?.trim() || null;
    const nameOnly = description !== null && parsed.tradeName !== null && sameWords(description, parsed.tradeName);
    if (nameOnly) counts.nameOnlySources++;
    const descriptionMatches = description !== null && matches(description, parsed.deviceDescription);
    const intendedUseMatches = intendedUse !== null && matches(intendedUse, parsed.indicationsForUse);
    if (description) counts.description = [counts.description[0]! + Number(descriptionMatches), counts.description[1]! + 1];
    if (intendedUse) counts.intendedUse = [counts.intendedUse[0]! + Number(intendedUseMatches), counts.intendedUse[1]! + 1];
    if (description && intendedUse) {
      counts.both = [counts.both[0]! + Number(descriptionMatches && intendedUseMatches), counts.both[1]! + 1];
      counts.nameOnly = [counts.nameOnly[0]! + Number((descriptionMatches || nameOnly) && intendedUseMatches), counts.nameOnly[1]! + 1];
    }
  }
  return {
    description: share(counts.description[0]!, counts.description[1]!),
    intendedUse: share(counts.intendedUse[0]!, counts.intendedUse[1]!),
    both: share(counts.both[0]!, counts.both[1]!),
    bothNameOnlyAsName: share(counts.nameOnly[0]!, counts.nameOnly[1]!),
    nameOnlySources: counts.nameOnlySources,
  };
}
