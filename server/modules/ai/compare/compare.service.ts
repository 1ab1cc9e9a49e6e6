import {
  NOT_AVAILABLE,
  type ComparisonAnswer,
  type FeatureExtractionAnswer,
  type FeatureResult,
} from '../../../../src/api/contracts/ai.ts';
import { createDevicesRepository } from '../../fda/devices/devices.repository.ts';
import type { EngineDeps, FeatureInput, LocalAnswer } from '../engine.ts';
import { createPredicatesRepository } from '../predicates/predicates.repository.ts';
import { recallTies } from '../../fda/devices/recall-ties.ts';
import { recallSources } from '../predicates/recall-ties.ts';
import { distinctSources, kNumberSource } from '../../../../src/api/text/fda-source-refs.ts';
import { stem } from '../../../../src/api/text/term-match.ts';
import { words } from '../../../../src/api/text/terms.ts';
import { createCompareRepository, type DocumentBody } from './compare.repository.ts';
import { COMPARISON_KEYS, comparisonValues, withFetchedSummary } from './comparison-rows.ts';
import { bestPassages, questionTerms } from './passage-ranking.ts';
import { excerpt, passagesOf, plainText, type Passage } from './passages.ts';

/** Length of the answer shown in a comparison cell, and of a row title made from the question. */
const FEATURE_CHARS = 300;
const TITLE_CHARS = 60;
/** How long a comparison or a question waits for FDA's summaries of its devices (they are few). */
const SUMMARY_WAIT_MS = 15_000;

type DocumentType = NonNullable<FeatureResult['document']>;
const isDocumentType = (docType: string): docType is DocumentType => docType === '510k_summary' || docType === 'decision_summary';

interface DocumentPassage extends Passage {
  document: DocumentType;
}

/** The fields parsed from each document, with the words a question names them by. */
const PARSED_FIELDS = [
  ['intended_use', 'Intended use', 'intended use indications indication'],
  ['device_description', 'Device description', 'device description'],
  ['tech_characteristics', 'Technological characteristics', 'technological characteristics technology'],
  ['measurand', 'Measurand', 'measurand analyte'],
  ['type_of_test', 'Type of test', 'type test'],
  ['purpose', 'Purpose of submission', 'purpose submission'],
] as const;

/** Longest passage kept when a whole parsed field answers. */
const FIELD_PASSAGE_CHARS = 1500;

/**
 * A question that only names a parsed field ('What is the intended use?') is answered by that field of the
 * first document holding it.
 */
function fieldAnswer(question: ReadonlyMap<string, string>, documents: readonly DocumentBody[]): DocumentPassage | null {
  if (question.size === 0) return null;
  for (const [field, label, names] of PARSED_FIELDS) {
    const named = new Set(words(names).map(stem));
    if (![...question.keys()].every((term) => named.has(term))) continue;
    const held = documents.find((document) => isDocumentType(document.doc_type) && document[field]?.trim());
    if (held) return { text: excerpt(plainText(held[field]!), FIELD_PASSAGE_CHARS), origin: label, document: held.doc_type as DocumentType };
  }
  return null;
}

function documentPassages(document: DocumentBody): DocumentPassage[] {
  if (!isDocumentType(document.doc_type)) return [];
  const docType = document.doc_type;
  return passagesOf(document.body, 'body').map((passage) => ({ ...passage, document: docType }));
}

const notAnswered: FeatureResult = { summary_feature: NOT_AVAILABLE, passage: null, document: null };

/** The comparison table's static rows and its question rows (DESIGN.md section 5). */
export function createComparisonEngine({ db, data, fdaSummaries }: EngineDeps) {
  const documents = createCompareRepository(db);
  const predicates = createPredicatesRepository(db);
  const devices = createDevicesRepository(db);

  /** FDA's summaries of the devices that have no document, fetched (when on) before their text is read. */
  async function fetchSummaries(kNumbers: readonly string[]): Promise<void> {
    if (fdaSummaries && (await fdaSummaries.fetch(kNumbers, SUMMARY_WAIT_MS)) > 0) data.cache.refresh();
  }

  return {
    /** Unknown K-numbers fail with the data API's 404 (devices.device); they are never fetched. */
    async compare(kNumbers: string[]): Promise<LocalAnswer<ComparisonAnswer>> {
      await fetchSummaries(kNumbers);
      const [rows, texts] = await Promise.all([Promise.all(kNumbers.map((kNumber) => data.devices.device(kNumber))), devices.documentTexts(kNumbers)]);
      const codes = [...new Set(rows.map((row) => row.product_code).filter((code) => code !== null))];
      const recallsByCode = new Map(await Promise.all(codes.map(async (code) => [code, recallTies(await predicates.recallsOf(code))] as const)));
      const results = rows.map((held) => {
        const { device: row, fetched } = withFetchedSummary(held, texts);
        const recalls = row.product_code === null ? [] : recallsByCode.get(row.product_code)!(row.applicant, row.decision_date);
        const values = { k_number: row.k_number, comparison_keys: [...COMPARISON_KEYS], comparison_values: comparisonValues(row, recalls) };
        return { row, recalls, result: fetched ? { ...values, fetched_summary: fetched } : values };
      });
      return {
        results: results.map(({ result }) => result),
        sources: distinctSources([
          ...rows.map((row) => kNumberSource(row.k_number, row.device_name)),
          ...results.flatMap(({ row, recalls }) => recallSources(recalls, row.applicant)),
        ]),
      };
    },

    async extractFeature({ kNumbers, prompt }: FeatureInput): Promise<LocalAnswer<FeatureExtractionAnswer>> {
      await fetchSummaries(kNumbers);
      const [bodies, named] = await Promise.all([documents.documentBodies(kNumbers), devices.linkedDevices(kNumbers)]);
      const groups = new Map<string, DocumentPassage[]>(kNumbers.map((kNumber) => [kNumber, []]));
      for (const body of bodies) groups.get(body.k_number)!.push(...documentPassages(body));

      const question = questionTerms(prompt);
      const best = bestPassages(question, groups);
      const feature_results: Record<string, FeatureResult> = {};
      for (const kNumber of kNumbers) {
        const answer = fieldAnswer(question, bodies.filter((body) => body.k_number === kNumber)) ?? best.get(kNumber)?.passage;
        feature_results[kNumber] = answer ? { summary_feature: excerpt(answer.text, FEATURE_CHARS), passage: answer.text, document: answer.document } : notAnswered;
      }
      const names = new Map(named.map((device) => [device.k_number, device.device_name]));
      return {
        title: excerpt(prompt.replace(/\s+/g, ' ').trim(), TITLE_CHARS),
        feature_results,
        sources: kNumbers.map((kNumber) => kNumberSource(kNumber, names.get(kNumber) ?? null)),
      };
    },
  };
}
