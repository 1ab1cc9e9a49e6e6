import type { Config } from '../../config.ts';
import type { EngineDeps, RegulatoryEngine } from './engine.ts';
import { createLlmEngine } from './llm/llm-engine.ts';
import type { LlmSettings } from './llm/llm-settings.ts';
import { createLocalEngine } from './local-engine.ts';

/** The model of LLM_BASE_URL and LLM_MODEL, when one is configured. */
export function llmSettingsOf(config: Config): LlmSettings | undefined {
  if (config.LLM_BASE_URL === undefined || config.LLM_MODEL === undefined) return undefined;
  return { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS };
}

/** The local engine, behind the model of LLM_BASE_URL when one is configured (DESIGN.md section 5). */
export function createRegulatoryEngine(config: Config, deps: EngineDeps): RegulatoryEngine {
  const local = createLocalEngine(deps);
  const settings = llmSettingsOf(config);
  return settings === undefined ? local : createLlmEngine(settings, local);
}
