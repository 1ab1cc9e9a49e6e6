import type { Config } from '../../config.ts';
import type { EngineDeps, RegulatoryEngine } from './engine.ts';
import { createLlmEngine } from './llm/llm-engine.ts';
import { createLocalEngine } from './local-engine.ts';

/** The local engine, behind the model of LLM_BASE_URL when one is configured (DESIGN.md section 5). */
export function createRegulatoryEngine(config: Config, deps: EngineDeps): RegulatoryEngine {
  const local = createLocalEngine(deps);
  if (config.LLM_BASE_URL === undefined || config.LLM_MODEL === undefined) return local;
  return createLlmEngine(
    { baseUrl: config.LLM_BASE_URL, apiKey: config.LLM_API_KEY, model: config.LLM_MODEL, timeoutMs: config.LLM_TIMEOUT_MS },
    local,
  );
}
