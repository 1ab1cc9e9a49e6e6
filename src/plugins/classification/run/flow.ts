import { aiApi } from '../../../api/ai';
import type { ApiClients } from '../../../api/clients';
import type { Classification } from '../../../api/contracts/data';
import { dataApi } from '../../../api/data';
import { markReported, wasReported } from '../../../commands/errors';
import type { CommandEnv } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import type { RequestBus } from '../../host/request-bus';
import { requestMarkFinalized, requestProfile, toAiProfile, type ProfileSnapshot } from '../../common/profile-requests';
import { isRefusal } from '../../step-kit/product-code-run';
import { CLASSIFICATION_MESSAGES as MESSAGES } from '../messages';
import { refusal } from '../refusals';
import { runScenarioAnalyses } from './scenario-analyses';
import { mergeScenarios, normalizeProductCode, scenarioDraft } from '../rules/scenarios';
import { classification$, classificationRun$ } from '../store';

export interface ClassificationFlowOptions {
  /** Run even when the profile is already finalised. */
  force?: boolean;
}

export interface ClassificationFlowDeps {
  bus: RequestBus;
  /** Read when the flow needs them (the plugin host may have been started without them). */
  clients: () => Pick<ApiClients, 'ai' | 'data'>;
  /** Runs the per-step analysis commands through the command registry. */
  execute: CommandEnv['execute'];
  /** Saves the merged list to the user's account (list/scenario-sync.ts); it reports its own failure. */
  mirror: () => Promise<void>;
}

function requiredFieldsFilled(profile: ProfileSnapshot): boolean {
  return [profile.device_name, profile.description, profile.intended_use].every((value) => value.trim() !== '');
}

/** The data service's classification of each code; a code it cannot answer for is left out. */
async function readClassifications(clients: Pick<ApiClients, 'data'>, codes: readonly string[]): Promise<Map<string, Classification>> {
  const data = dataApi(clients);
  const read = await Promise.allSettled(codes.map((code) => data.classification(code)));
  return new Map(read.flatMap((outcome, i) => (outcome.status === 'fulfilled' ? [[codes[i]!, outcome.value] as const] : [])));
}

/**
 * SPEC section 4's classification flow: classify the profile, merge the scenarios by product code (and save the
 * list to the user's account), then for each code the predicate, risk and tests-and-standards analyses (each
 * tolerating the others' failure), and on success mark the profile finalised. Refusals (required fields, already finalised, already running) are
 * thrown for the caller to show; failures are toasted here with the spec's texts and rethrown.
 */
export async function runClassificationFlow({ force = false }: ClassificationFlowOptions, deps: ClassificationFlowDeps): Promise<void> {
  if (classificationRun$.running.peek()) throw refusal(MESSAGES.alreadyRunning);
  classificationRun$.running.set(true);
  try {
    const profile = await requestProfile(deps.bus);
    if (!requiredFieldsFilled(profile)) throw refusal(MESSAGES.requiredFields);
    if (profile.finalized && !force) throw refusal(MESSAGES.alreadyCompleted);
    const clients = deps.clients();

    let answer;
    try {
      answer = await aiApi(clients).classify(toAiProfile(profile));
    } catch (error) {
      classification$.researchInsights.set('');
      toast.error(MESSAGES.apiFailed);
      throw markReported(error);
    }

    const codes = [...new Set(answer.results.map((found) => normalizeProductCode(found.product_code)))];
    const fromData = await readClassifications(clients, codes);
    const listed = new Map(classification$.scenarios.peek().map((scenario) => [normalizeProductCode(scenario.productCode), scenario]));
    const drafts = answer.results.map((found) => {
      const code = normalizeProductCode(found.product_code);
      return scenarioDraft(found, fromData.get(code) ?? null, listed.get(code));
    });
    const { scenarios, added } = mergeScenarios(classification$.scenarios.peek(), drafts, new Date().toISOString());
    classification$.assign({ scenarios, researchInsights: answer.research_insights });
    if (added.length === 0) toast.info(MESSAGES.noNewScenarios);
    await deps.mirror();

    for (const productCode of codes) await runScenarioAnalyses(deps.execute, productCode);

    await requestMarkFinalized(deps.bus);
    toast.success(MESSAGES.updated);
  } catch (error) {
    if (wasReported(error) || isRefusal(error)) throw error;
    toast.error(MESSAGES.flowFailed);
    throw markReported(error);
  } finally {
    classificationRun$.running.set(false);
  }
}
