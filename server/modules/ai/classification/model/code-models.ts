import type { Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { RECENT_YEARS } from '../classification-tuning.ts';
import { createClassificationModelsRepository, type LabelledText } from './classification-models.repository.ts';
import { decodeModel, encodeModel } from './model-codec.ts';
import { textFeatures, type FeatureOptions } from './model-features.ts';
import { scoreNaiveBayes, trainNaiveBayes, type NaiveBayesModel, type ScoredCode, type TrainingExample } from './naive-bayes.ts';

/**
 * The two learned models of classification: one reads a device name (words and letter n-grams, from every
 * cleared device name the data holds), the other a description and intended use (words and word pairs, from
 * the summary documents, the codes' definitions and regulations, device names and recalled products' names).
 * What each reads and its smoothing were chosen with the accuracy bench (docs/ai-service.md).
 */
export const CODE_MODELS = {
  deviceName: { name: 'device-name', alpha: 0.01, features: { letterGrams: true, joinedWords: true } },
  summaryText: { name: 'summary-text', alpha: 0.005, features: { letterGrams: false } },
} as const satisfies Record<string, { name: string; alpha: number; features: FeatureOptions }>;

/**
 * Names of the last RECENT_YEARS count three times: today's names are written as recent ones are (brands,
 * software), not as the 1976-1990 files wrote them ('CATHETER, BALLOON'), and most names the data holds are those.
 */
const RECENT_NAME_WEIGHT = 3;

export type CodeModelName = keyof typeof CODE_MODELS;
export type CodeModels = Partial<Record<CodeModelName, NaiveBayesModel>>;

/** The texts as examples, each one's features made when the trainer reaches it. */
function* examplesOf(texts: readonly LabelledText[], features: FeatureOptions, weightOf: (item: LabelledText) => number = () => 1): Generator<TrainingExample> {
  for (const item of texts) yield { features: textFeatures(item.text, features), codes: item.codes, weight: weightOf(item) };
}

/**
 * What each model learns from, read from the imported tables. Every product code is an example of itself (its
 * name; its name and definition; its regulation's text), so codes with no clearance in the data can still be
 * proposed.
 */
async function trainingExamples(db: Kysely<Database>): Promise<Record<CodeModelName, () => Iterable<TrainingExample>>> {
  const repository = createClassificationModelsRepository(db);
  const [deviceNames, documentNames, documentTexts, productCodes, regulationTexts, recalledNames] = await Promise.all([
    repository.clearedDeviceNames(),
    repository.documentNames(),
    repository.documentTexts(),
    repository.productCodeTexts(),
    repository.regulationTexts(),
    repository.recalledProductNames(),
  ]);
  const newestYear = deviceNames.reduce((newest, item) => Math.max(newest, item.year ?? 0), 0);
  const codeNames = productCodes.map((row) => ({ text: row.name, codes: [row.code] }));
  const codeDefinitions = productCodes.map((row) => ({ text: row.definition, codes: [row.code] }));
  const { deviceName, summaryText } = CODE_MODELS;
  return {
    deviceName: () =>
      examplesOf([...deviceNames, ...documentNames, ...codeNames], deviceName.features, (item) =>
        item.year && item.year > newestYear - RECENT_YEARS ? RECENT_NAME_WEIGHT : 1,
      ),
    summaryText: () => examplesOf([...documentTexts, ...codeDefinitions, ...regulationTexts, ...deviceNames, ...recalledNames], summaryText.features),
  };
}

/**
 * Trains the models one after the other (`onTrained` after each, for the import's progress) and stores them in
 * place of the previous ones; returns how many it stored.
 */
export async function trainAndStoreCodeModels(db: Kysely<Database>, onTrained: (name: string) => void = () => {}): Promise<number> {
  const examples = await trainingExamples(db);
  const rows = [];
  for (const key of Object.keys(CODE_MODELS) as CodeModelName[]) {
    const { name, alpha } = CODE_MODELS[key];
    const model = await trainNaiveBayes(examples[key](), alpha);
    onTrained(name);
    rows.push({ name, examples: model.examples, codes: model.codes.length, model: encodeModel(model) });
  }
  await createClassificationModelsRepository(db).replaceModels(rows);
  return rows.length;
}

/** The stored models, and why any is missing (none trained yet, or trained on other features). */
export interface LoadedCodeModels {
  models: CodeModels;
  missing: string[];
}

export async function loadCodeModels(db: Kysely<Database>): Promise<LoadedCodeModels> {
  const rows = await createClassificationModelsRepository(db).models();
  const loaded: LoadedCodeModels = { models: {}, missing: [] };
  for (const key of Object.keys(CODE_MODELS) as CodeModelName[]) {
    const { name } = CODE_MODELS[key];
    const row = rows.find((item) => item.name === name);
    if (!row) {
      loaded.missing.push(`${name} (not trained yet)`);
      continue;
    }
    try {
      loaded.models[key] = decodeModel(row.model);
    } catch (error) {
      loaded.missing.push(`${name} (${error instanceof Error ? error.message : String(error)})`);
    }
  }
  return loaded;
}

/** The model's best codes for a text; none when there is no model or no known word. */
export function rankWithModel(models: CodeModels, key: CodeModelName, text: string, limit: number): ScoredCode[] {
  const model = models[key];
  return model && text.trim() !== '' ? scoreNaiveBayes(model, textFeatures(text, CODE_MODELS[key].features), limit) : [];
}
