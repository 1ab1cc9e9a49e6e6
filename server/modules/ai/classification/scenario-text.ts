import type { SubmissionPath } from '../../../../src/api/contracts/ai.ts';
import type { CorpusSizes } from './classification.repository.ts';
import { LIST_LABELS, LIST_NAMES, type ListName } from './fused-lists.ts';

const quoted = (terms: readonly string[]) => terms.map((term) => `'${term}'`).join(', ');
const count = (value: number) => value.toLocaleString('en-US');

export interface ReasoningFacts {
  productCode: string;
  deviceName: string;
  regulationNumber: string | null;
  regulationTitle: string | null;
  matchedTerms: readonly string[];
  ranks: ReadonlyMap<string, number>;
  /** Similar cleared devices that voted for the code, and how many did. */
  exampleKNumbers: readonly string[];
  voters: number;
  votersFromVotes: boolean;
  path: SubmissionPath;
}

/** Why a scenario was proposed: the terms it matched, the lists that found it, the devices that voted. */
export function scenarioReasoning(facts: ReasoningFacts): string {
  const parts: string[] = [];
  parts.push(
    facts.matchedTerms.length > 0
      ? `${facts.productCode} (${facts.deviceName}) matches the profile terms ${quoted(facts.matchedTerms)} in its name, definition or regulation.`
      : `${facts.productCode} (${facts.deviceName}) shares no profile term in its own text; similar cleared devices point to it.`,
  );
  const found = LIST_NAMES.filter((name) => facts.ranks.has(name)).map(
    (name: ListName) => `#${facts.ranks.get(name)} by ${LIST_LABELS[name]}`,
  );
  parts.push(`Ranked ${found.join('; ')}.`);
  if (facts.regulationNumber) {
    parts.push(`Regulated under 21 CFR ${facts.regulationNumber}${facts.regulationTitle ? ` (${facts.regulationTitle})` : ''}.`);
  }
  if (facts.exampleKNumbers.length > 0) {
    parts.push(
      facts.votersFromVotes
        ? `${facts.voters} of the most similar cleared devices carry this code, e.g. ${facts.exampleKNumbers.join(', ')}.`
        : `No close device match; recent clearances of the code: ${facts.exampleKNumbers.join(', ')}.`,
    );
  }
  if (facts.path !== '510(k)') parts.push(`Path: ${facts.path}.`);
  return parts.join(' ');
}

export interface InsightFacts {
  sizes: CorpusSizes;
  nameTerms: readonly string[];
  textTerms: readonly string[];
  listSizes: ReadonlyMap<ListName, number>;
  similarDevices: number;
  similarDocuments: number;
  candidates: number;
  topCode: string | null;
  topAgreement: number;
  listsUsed: number;
  demoted: readonly string[];
  /** The years of clearances that raise a code (null: all). */
  clearanceYears: number | null;
  /** Learned models that could not be used, with the reason. */
  missingModels: readonly string[];
}

/** How the scenarios were found, with the counts of what was searched and matched. */
export function researchInsights(facts: InsightFacts): string {
  const { sizes } = facts;
  const sentences = [
    `Searched ${count(sizes.product_codes)} product codes, ${count(sizes.regulations)} 21 CFR regulations, ` +
      `${count(sizes.devices)} 510(k) records and ${count(sizes.documents)} summary documents for the device name terms ` +
      `${quoted(facts.nameTerms) || '(none)'} and ${facts.textTerms.length} profile terms in all, rare terms weighing most (BM25).`,
    `${LIST_NAMES.filter((name) => (facts.listSizes.get(name) ?? 0) > 0).length} ranked lists were fused by weighted score ` +
      `(${LIST_NAMES.map((name) => `${LIST_LABELS[name]}: ${facts.listSizes.get(name) ?? 0} codes`).join('; ')}); ` +
      `${facts.similarDevices} similar cleared devices and ${facts.similarDocuments} summary documents voted for their codes, ` +
      `${facts.candidates} candidate codes in all, codes with more clearances ${facts.clearanceYears === null ? '' : `in the last ${facts.clearanceYears} years of the data `}raised (on a log scale).`,
  ];
  if (facts.topCode) sentences.push(`${facts.topCode} was found by ${facts.topAgreement} of the ${facts.listsUsed} lists.`);
  if (facts.missingModels.length > 0) {
    sentences.push(`Without the learned models ${facts.missingModels.join(' and ')}: import the FDA data again to train them.`);
  }
  if (facts.demoted.length > 0) {
    sentences.push(`Codes with no 510(k) path (${facts.demoted.join(', ')}) are ranked after those with one.`);
  }
  return sentences.join(' ');
}
