import type { AiProfile, ClassificationAnswer, ClassificationScenario, SourceRef } from '../../../../src/api/contracts/ai.ts';
import { createDataCache } from '../../fda/common/data-cache.ts';
import { normaliseDeviceClass } from '../../fda/common/device-class.ts';
import type { EngineDeps, LocalAnswer } from '../engine.ts';
import { profileText } from '../profile.ts';
import { distinctSources, kNumberSource, productCodeSource, regulationSource } from '../../../../src/api/text/fda-source-refs.ts';
import { significantTerms } from '../../../../src/api/text/terms.ts';
import { createClassificationSearchRepository, type CandidateCode } from './classification.repository.ts';
import { DEFAULT_TUNING, tuningFor, type ClassificationTuning } from './classification-tuning.ts';
import { LIST_NAMES, type ListName } from './fused-lists.ts';
import { rawConfidence, scenarioConfidence } from './confidence.ts';
import { queryLexemes, type QueryLexeme } from './query-lexemes.ts';
import { bestFusedScore, fuseRankedLists, tallyVotes, voteAgeWeight, weighByClearances, type FusedCode, type RankedList } from './rank-fusion.ts';
import { researchInsights, scenarioReasoning } from './scenario-text.ts';
import { loadSearchIndexes } from './search-indexes.ts';
import { loadCodeModels, rankWithModel } from './model/code-models.ts';
import { modelListScores } from './model/model-list-scores.ts';
import type { ScoredCode } from './model/naive-bayes.ts';
import { hasClearancePath, pathNote, submissionPath } from './submission-path.ts';
import { statedDeviceTypes } from './stated-device-types.ts';

const MAX_SCENARIOS = 5;
const EXAMPLE_K_NUMBERS = 3;
/** Fused codes whose records are read: enough that demoting codes with no 510(k) path leaves five. */
const CANDIDATES_READ = 12;

const distinct = <T>(items: readonly T[]): T[] => [...new Set(items)];

/**
 * Local classification (DESIGN.md section 5): product codes for a profile from several ranked lists fused by
 * reciprocal rank. `tuning` is for the accuracy bench; the routes use the default.
 */
export function createClassificationEngine(deps: EngineDeps, baseTuning: ClassificationTuning = DEFAULT_TUNING) {
  const search = createClassificationSearchRepository(deps.db);
  const cache = createDataCache(deps.db);
  const indexes = () => cache.get('ai-classification:indexes', () => loadSearchIndexes(search, baseTuning.clearanceYears));
  const models = () => cache.get('ai-classification:models', () => loadCodeModels(deps.db));

  /** The lexemes of the device name, of every text, and of the classification names the references state. */
  async function lexemesOfProfile(profile: AiProfile) {
    const nameTerms = significantTerms(profile.device_name);
    const textTerms = significantTerms(profileText(profile));
    const typeTerms = significantTerms(statedDeviceTypes(profile.references).join('\n'));
    const lexemesOfTerm = await search.lexemesOf(distinct([...nameTerms, ...textTerms, ...typeTerms]));
    return { name: queryLexemes(nameTerms, lexemesOfTerm), text: queryLexemes(textTerms, lexemesOfTerm), types: queryLexemes(typeTerms, lexemesOfTerm) };
  }

  async function rankedLists(profile: AiProfile, { name, text, types }: Record<'name' | 'text' | 'types', QueryLexeme[]>, tuning: ClassificationTuning) {
    const [index, learned] = await Promise.all([indexes(), models()]);
    const { limits } = tuning;
    const nameLexemes = name.map((item) => item.lexeme);
    const textLexemes = text.map((item) => item.lexeme);
    const typeLexemes = types.map((item) => item.lexeme);
    const devices = index.devices.search(nameLexemes, limits.deviceNames).map((hit) => hit.item);
    const deviceTexts = index.devices.search(textLexemes, limits.deviceTexts).map((hit) => hit.item);
    const documents = index.documents.search(textLexemes, limits.documents).map((hit) => hit.item);
    const ageWeight = voteAgeWeight(tuning.voteHalfLifeYears, index.newestYear);
    const votes = {
      deviceNames: tallyVotes(devices, tuning.voteK, ageWeight),
      deviceTexts: tallyVotes(deviceTexts, tuning.voteK, ageWeight),
      documents: tallyVotes(documents, tuning.voteK),
    };
    const fromHits = (hits: { item: string; score: number }[]) => ({ codes: hits.map((hit) => hit.item), scores: hits.map((hit) => hit.score) });
    const regulationCodes = (lexemes: string[], limit: number) =>
      index.regulations.search(lexemes, limit).flatMap((hit) => hit.item.product_codes.map((item) => ({ item, score: hit.score })));
    const similar = profile.device_name ? index.productCodeNames.similar(profile.device_name, limits.nameSimilarity) : [];
    const fromModel = (hits: ScoredCode[], temperature: number) => fromHits(modelListScores(hits, temperature));
    const ranked: Record<ListName, { codes: string[]; scores: number[] }> = {
      codeNames: fromHits(index.productCodes.search(nameLexemes, limits.codeNames)),
      codeTexts: fromHits(index.productCodes.search(textLexemes, limits.codeTexts)),
      regulations: fromHits(regulationCodes(textLexemes, limits.regulations)),
      deviceNames: { codes: votes.deviceNames.codes, scores: votes.deviceNames.weights },
      deviceTexts: { codes: votes.deviceTexts.codes, scores: votes.deviceTexts.weights },
      documents: { codes: votes.documents.codes, scores: votes.documents.weights },
      nameSimilarity: fromHits(similar.map((hit) => ({ item: hit.key, score: hit.similarity }))),
      nameModel: fromModel(rankWithModel(learned.models, 'deviceName', profile.device_name, limits.nameModel), tuning.modelTemperature.nameModel),
      textModel: fromModel(rankWithModel(learned.models, 'summaryText', profileText(profile), limits.textModel), tuning.modelTemperature.textModel),
      typeCodeNames: fromHits(index.productCodes.search(typeLexemes, limits.typeCodeNames)),
      typeRegulations: fromHits(regulationCodes(typeLexemes, limits.typeRegulations)),
    };
    const lists: RankedList[] = LIST_NAMES.map((list) => ({ name: list, weight: tuning.weights[list], ...ranked[list] }));
    const voters = (code: string) =>
      distinct([...(votes.deviceNames.voters.get(code) ?? []), ...(votes.documents.voters.get(code) ?? []), ...(votes.deviceTexts.voters.get(code) ?? [])]);
    return { lists, voters, missingModels: learned.missing, similarDevices: distinct([...devices, ...deviceTexts].map((device) => device.k_number)).length, similarDocuments: documents.length, sizes: index.sizes, clearances: index.clearances };
  }

  return {
    /** Loads the search indexes and models, which the first classification would otherwise load (seconds). */
    async warmUp(): Promise<void> {
      await Promise.all([indexes(), models()]);
    },
    async classify(profile: AiProfile): Promise<LocalAnswer<ClassificationAnswer>> {
      const tuning = tuningFor(baseTuning, { nameOnly: profile.device_name !== '' && profileText(profile) === profile.device_name });
      const lexemes = await lexemesOfProfile(profile);
      const { name, text, types } = lexemes;
      const { lists, voters, missingModels, similarDevices, similarDocuments, sizes, clearances } = await rankedLists(profile, lexemes, tuning);
      const fused = weighByClearances(fuseRankedLists(lists, tuning.fusionK, tuning.fusion), clearances, tuning.clearancePrior);
      const bestScore = bestFusedScore(lists, tuning.fusionK, tuning.fusion) * (1 + tuning.clearancePrior);

      const records = new Map(
        (await search.candidateCodes(fused.slice(0, CANDIDATES_READ).map((entry) => entry.code))).map((record) => [record.product_code, record]),
      );
      const top = fused.filter((entry) => records.has(entry.code)).slice(0, MAX_SCENARIOS);
      const withPath = (entry: FusedCode) => hasClearancePath(submissionPath(records.get(entry.code)!));
      // Codes with no 510(k) path stay among the scenarios, after those that have one.
      const ordered = [...top.filter(withPath), ...top.filter((entry) => !withPath(entry))];

      const needNewest = ordered.filter((entry) => voters(entry.code).length === 0).map((entry) => entry.code);
      const newest = await search.newestKNumbers(needNewest, EXAMPLE_K_NUMBERS);
      const searched = [...name, ...text, ...types];

      const listsUsed = lists.filter((list) => list.codes.length > 0).length;
      const results = ordered.map((entry, index): ClassificationScenario => {
        const record = records.get(entry.code)!;
        const voted = voters(entry.code);
        const examples = (voted.length > 0 ? voted : newest.filter((row) => row.product_code === entry.code).map((row) => row.k_number)).slice(
          0,
          EXAMPLE_K_NUMBERS,
        );
        const next = ordered[index + 1];
        const path = submissionPath(record);
        const matchedTerms = matchedTermsOf(record, searched);
        return {
          product_code: record.product_code,
          device_name: record.device_name,
          device_class: normaliseDeviceClass(record.device_class),
          regulation_number: record.regulation_number,
          regulation_description: record.regulation_title,
          review_panel: record.review_panel,
          medical_specialty_description: record.medical_specialty_description,
          confidence: scenarioConfidence(
            {
              raw: rawConfidence(entry.score, bestScore, next ? next.score : null),
              first: index === 0,
              firstIn: LIST_NAMES.filter((list) => entry.ranks.get(list) === 1),
              share: entry.ranks.size / Math.max(1, listsUsed),
              hasDescription: profile.description !== '',
            },
            tuning.confidence,
          ),
          reasoning: scenarioReasoning({
            productCode: record.product_code,
            deviceName: record.device_name,
            regulationNumber: record.regulation_number,
            regulationTitle: record.regulation_title,
            matchedTerms,
            ranks: entry.ranks,
            exampleKNumbers: examples,
            voters: voted.length,
            votersFromVotes: voted.length > 0,
            path,
          }),
          matched_terms: matchedTerms,
          example_k_numbers: examples,
          submission_path: path,
          path_note: pathNote(path, record),
        };
      });

      return {
        results,
        research_insights: researchInsights({
          sizes,
          nameTerms: name.map((item) => item.term),
          textTerms: text.map((item) => item.term),
          listSizes: new Map(lists.map((list) => [list.name as ListName, list.codes.length])),
          similarDevices,
          similarDocuments,
          candidates: fused.length,
          topCode: results[0]?.product_code ?? null,
          topAgreement: ordered[0]?.ranks.size ?? 0,
          listsUsed,
          demoted: ordered.filter((entry) => !withPath(entry)).map((entry) => entry.code),
          clearanceYears: tuning.clearanceYears,
          missingModels,
        }),
        sources: scenarioSources(results, records),
      };
    },
  };
}

/** The profile's terms found in the code's name, definition or regulation text. */
function matchedTermsOf(record: CandidateCode, queryLexemes: readonly QueryLexeme[]): string[] {
  const lexemes = new Set(record.lexemes);
  return distinct(queryLexemes.filter((item) => lexemes.has(item.lexeme)).map((item) => item.term));
}

function scenarioSources(results: readonly ClassificationScenario[], records: ReadonlyMap<string, CandidateCode>): SourceRef[] {
  return distinctSources(
    results.flatMap((result) => [
      productCodeSource(result.product_code, result.device_name),
      ...(result.regulation_number ? [regulationSource(result.regulation_number, records.get(result.product_code)!.regulation_title)] : []),
      ...result.example_k_numbers.map((kNumber) => kNumberSource(kNumber, null)),
    ]),
  );
}
