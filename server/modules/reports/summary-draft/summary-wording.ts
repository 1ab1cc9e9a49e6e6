import type { Config } from '../../../config.ts';
import { llmSettingsOf } from '../../ai/create-engine.ts';
import { createModelClient } from '../../ai/llm/model-client.ts';
import { summaryWordingWithModel } from '../../ai/llm/summary-wording-with-model.ts';
import type { SummaryWording } from './summary-draft.service.ts';

/** The configured model's rewording of the draft's openings; undefined without a model (the local text stands). */
export function summaryWordingFromConfig(config: Config): SummaryWording | undefined {
  const settings = llmSettingsOf(config);
  if (settings === undefined) return undefined;
  const client = createModelClient(settings);
  return { model: settings.model, reword: (sections, facts) => summaryWordingWithModel(client, sections, facts) };
}
