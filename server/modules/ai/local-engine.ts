import type { EngineInfo } from '../../../src/api/contracts/ai.ts';
import { createChatEngine } from './chat/chat.service.ts';
import { createClassificationEngine } from './classification/classification.service.ts';
import { createComparisonEngine } from './compare/compare.service.ts';
import type { EngineDeps, RegulatoryEngine } from './engine.ts';
import { createPredicatesEngine } from './predicates/predicates.service.ts';
import { createReportEngine } from './report/report.service.ts';
import { createRiskEngine } from './risk/risk-analysis.service.ts';
import { createStandardsEngine } from './standards/standards.service.ts';

export const LOCAL_ENGINE: EngineInfo = { provider: 'local', model: null, note: null };

const fromLocal = <T extends object>(answer: T): T & { engine: EngineInfo } => ({ ...answer, engine: LOCAL_ENGINE });

/** The default engine (DESIGN.md section 5): retrieval and rules over the imported FDA data, no network. */
export function createLocalEngine(deps: EngineDeps): RegulatoryEngine {
  const classification = createClassificationEngine(deps);
  const predicates = createPredicatesEngine(deps);
  const comparison = createComparisonEngine(deps);
  const risk = createRiskEngine(deps);
  const standards = createStandardsEngine(deps);
  const chat = createChatEngine(deps);

  const engine: RegulatoryEngine = {
    warmUp: () => classification.warmUp(),
    classify: async (profile) => fromLocal(await classification.classify(profile)),
    predicates: async (input) => fromLocal(await predicates.predicates(input)),
    compare: async (kNumbers) => fromLocal(await comparison.compare(kNumbers)),
    extractFeature: async (input) => fromLocal(await comparison.extractFeature(input)),
    risk: async (input) => fromLocal(await risk.risk(input)),
    testStandards: async (input) => fromLocal(await standards.testStandards(input)),
    buildReport: async (input) => fromLocal(await report.buildReport(input)),
    chatbot: (input, signal) => chat.chatbot(input, signal),
    profilerChat: (input, signal) => chat.profilerChat(input, signal),
  };
  const report = createReportEngine({ ...deps, engine });
  return engine;
}
