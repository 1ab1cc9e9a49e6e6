import { DATA_MESSAGES } from '../../../../src/api/contracts/data.ts';
import { PREDICATES_LIMIT, type PredicateCandidate, type PredicatesAnswer } from '../../../../src/api/contracts/ai.ts';
import { NotFoundError } from '../../../http/errors.ts';
import { createDataCache } from '../../fda/common/data-cache.ts';
import { createDevicesRepository } from '../../fda/devices/devices.repository.ts';
import { documentUrls } from '../../fda/documents/document-urls.ts';
import type { EngineDeps, LocalAnswer, PredicatesInput } from '../engine.ts';
import { distinctSources, kNumberSource } from '../../../../src/api/text/fda-source-refs.ts';
import { buildPool, type CandidatePool } from './candidate-pool.ts';
import { createPredicatesRepository } from './predicates.repository.ts';
import { matchAspects, profileQueries } from './profile-match.ts';
import { matchProbability, type MatchSignals } from './match-calibration.ts';
import { citationsOf, finalScore, recencyOf, similarityOf, type RankingFactors } from './ranking.ts';
import { aspectAssessment, finalAssessment, MATCH_MEANING, rankingExplanation } from './reasoning.ts';
import { recallSources } from './recall-ties.ts';

/** Product codes whose candidate pools stay in memory (the least recently used goes first). */
const POOLS_CACHED = 300;
/**
 * How long a predicate search waits for FDA's summaries of the devices it would show; later ones are stored
 * when they arrive and rank the next search.
 */
const SUMMARY_WAIT_MS = 8_000;

function relationshipSummary(predicates: readonly string[], postdicates: readonly string[]): string {
  const cites = predicates.length === 0 ? 'Cites no predicate in the data' : `Cites ${predicates.length} predicate${predicates.length === 1 ? '' : 's'} (${predicates.join(', ')})`;
  const cited = postdicates.length === 0 ? 'is not cited by a later device' : `is cited by ${postdicates.length} later device${postdicates.length === 1 ? '' : 's'}`;
  return `${cites} and ${cited}.`;
}

/** Predicate candidates within a product code, ranked against the profile (DESIGN.md section 5). */
export function createPredicatesEngine({ db, fdaSummaries }: EngineDeps) {
  const repository = createPredicatesRepository(db);
  const devices = createDevicesRepository(db);
  const pools = createDataCache(db, { maxEntries: POOLS_CACHED });

  /** The code's pool, or null for a code the data does not hold. */
  async function loadPool(productCode: string): Promise<CandidatePool | null> {
    const [known, records, recalls] = await Promise.all([
      repository.productCodeExists(productCode),
      repository.clearances(productCode),
      repository.recallsOf(productCode),
    ]);
    if (!known) return null;
    return buildPool(records, await devices.documentTexts(records.map((record) => record.k_number)), recalls);
  }

  /**
   * The code's pool and its first PREDICATES_LIMIT devices, best first, each with its Match signals. The
   * devices shown without summary text are first fetched from FDA's host (when on), then ranked again.
   */
  async function shownCandidates(input: PredicatesInput) {
    const shown = await rankedCandidates(input);
    const unread = shown.top.filter((device) => device.documents.length === 0).map((device) => device.record.k_number);
    if (!fdaSummaries || unread.length === 0 || (await fdaSummaries.fetch(unread, SUMMARY_WAIT_MS)) === 0) return shown;
    pools.refresh();
    return rankedCandidates(input);
  }

  async function rankedCandidates({ productCode, profile }: PredicatesInput) {
    const pool = await pools.get(`predicates-pool:${productCode}`, () => loadPool(productCode));
    if (pool === null) throw new NotFoundError(DATA_MESSAGES.noScenario(productCode));
    const queries = profileQueries(profile);
    const scored = pool.devices
      .map((device) => {
        const matches = matchAspects(queries, device.targets, pool.weight);
        const factors = {
          similarity: similarityOf(matches),
          recency: recencyOf(device.record.decision_date, pool.newestDecision),
          citations: citationsOf(device.record.cited_by, pool.mostCited),
        };
        return { ...device, matches, factors, score: finalScore(factors, device.recalls) };
      })
      .sort((a, b) => b.score - a.score || (b.record.decision_date ?? '').localeCompare(a.record.decision_date ?? '') || a.record.k_number.localeCompare(b.record.k_number));
    const top = scored.slice(0, PREDICATES_LIMIT).map((device, index) => {
      const signals: MatchSignals = {
        rank: index + 1,
        score: device.score,
        topScore: scored[0]!.score,
        similarity: device.factors.similarity,
        recency: device.factors.recency,
        citedBy: device.record.cited_by,
        poolSize: pool.devices.length,
        fromSummary: device.targets.deviceDescription.fromSummary,
      };
      return { ...device, signals, match: matchProbability(signals) };
    });
    return { pool, top };
  }

  async function predicates(input: PredicatesInput): Promise<LocalAnswer<PredicatesAnswer>> {
    const { productCode } = input;
    const { pool, top } = await shownCandidates(input);
    if (pool.devices.length === 0) {
      return {
        product_code: productCode,
        results: [],
        research_insights: `The data holds no cleared 510(k) device with product code ${productCode}, so there is no predicate to suggest within it.`,
        sources: [],
      };
    }

    const topKNumbers = top.map(({ record }) => record.k_number);
    const [predicateLinks, postdicateLinks] = await Promise.all([devices.links(topKNumbers, 'predicates'), devices.links(topKNumbers, 'postdicates')]);
    const results: PredicateCandidate[] = top.map(({ record, documents: held, matches, factors, recalls: tied, signals, match }) => {
      const predicates = predicateLinks.filter((link) => link.device === record.k_number).map((link) => link.predicate);
      const postdicates = postdicateLinks.filter((link) => link.predicate === record.k_number).map((link) => link.device);
      return {
        k_number: record.k_number,
        device_name: record.device_name,
        applicant: record.applicant,
        product_code: productCode,
        decision_date: record.decision_date,
        decision_description: record.decision_description,
        processing_time: record.processing_time_days,
        statement_or_summary: record.state_or_summ,
        summary_pdf_url: documentUrls({
          kNumber: record.k_number,
          statementOrSummary: record.state_or_summ,
          hasDecisionSummary: held.some((document) => document.doc_type === 'decision_summary'),
        }).summary_pdf_url,
        predicate_devices: predicates,
        postdicate_devices: postdicates,
        predicate_relationship_summary: relationshipSummary(predicates, postdicates),
        recalled: tied.length > 0,
        recalls: tied,
        rank: signals.rank,
        scores: {
          deviceDescription: aspectAssessment(matches.deviceDescription),
          intendedUse: aspectAssessment(matches.intendedUse),
          characteristics: aspectAssessment(matches.characteristics),
          final: finalAssessment({ factors, match, rank: signals.rank, decisionDate: record.decision_date, citedBy: record.cited_by, recalls: tied }),
        },
      };
    });

    return {
      product_code: productCode,
      results,
      research_insights: researchInsights(productCode, pool.devices.length, pool.withSummary, results, top.map(({ factors }) => factors)),
      sources: distinctSources([
        ...results.map((result) => kNumberSource(result.k_number, result.device_name)),
        ...results.flatMap((result) => recallSources(result.recalls, result.applicant)),
      ]),
    };
  }

  return { predicates, shownCandidates };
}

function researchInsights(
  productCode: string,
  considered: number,
  withSummary: number,
  results: readonly PredicateCandidate[],
  factors: readonly RankingFactors[],
): string {
  const recalled = results.filter((result) => result.recalled);
  const recallCount = recalled.reduce((sum, result) => sum + result.recalls.length, 0);
  return [
    `Considered all ${considered} cleared 510(k) device${considered === 1 ? '' : 's'} of product code ${productCode}; ${withSummary} of them have summary text in the data, the rest were compared by name only.`,
    rankingExplanation(factors),
    MATCH_MEANING,
    recalled.length === 0
      ? 'No recall of the same firm and product code posted after clearance was found for the devices shown.'
      : `${recalled.length} of the ${results.length} devices shown ${recalled.length === 1 ? 'is' : 'are'} tied to ${recallCount} recall${recallCount === 1 ? '' : 's'} of the same firm and product code posted after clearance: ${recalled.map((result) => result.k_number).join(', ')}.`,
  ].join(' ');
}
