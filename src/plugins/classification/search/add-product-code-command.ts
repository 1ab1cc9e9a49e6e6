import type { ApiClients } from '../../../api/clients';
import type { Classification } from '../../../api/contracts/data';
import { dataApi } from '../../../api/data';
import { ApiError } from '../../../app/errors/errors';
import { markReported } from '../../../commands/errors';
import type { Command, CommandEnv } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { PROFILE_REQUIRED_FILLED_KEY } from '../../common/profile-requests';
import { scenarioBoard$ } from '../board/board-state';
import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { validateProductCode } from '../rules/product-code-rules';
import { isSearchRefusal, notFound } from '../refusals';
import { runScenarioAnalyses } from '../run/scenario-analyses';
import { ProductCodeArgs, SCENARIO_CATEGORY, type ScenarioCommandDeps } from '../list/scenario-command-kit';
import { appendScenario, assertNotListed } from '../rules/scenario-list-rules';
import { scenarioFromClassification } from '../rules/scenarios';
import { classification$ } from '../store';

async function lookUp(clients: Pick<ApiClients, 'data'>, productCode: string): Promise<Classification> {
  try {
    return await dataApi(clients).classification(productCode);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(MESSAGES.noScenarioFound(productCode));
    throw error;
  }
}

/** A refusal goes into the search box as it is; any other failure is toasted and the box says the search failed. */
function searchFailure(error: unknown): unknown {
  if (isSearchRefusal(error)) {
    scenarioBoard$.search.error.set(error.message);
    return error;
  }
  toast.error(error instanceof Error ? MESSAGES.searchFailedWith(error.message) : MESSAGES.searchFailedUnknown);
  scenarioBoard$.search.error.set(MESSAGES.searchFailed);
  return markReported(error);
}

/** Validates the typed code, looks it up in the data service and appends its scenario; returns the code. */
async function addScenario(text: string, env: CommandEnv, clients: Pick<ApiClients, 'data'>): Promise<string> {
  try {
    const productCode = validateProductCode(text, env.source === 'palette' ? 'modal' : 'search');
    assertNotListed(classification$.scenarios.peek(), productCode);
    scenarioBoard$.search.busy.set(true);
    const draft = scenarioFromClassification(await lookUp(clients, productCode));
    // Checked again: the list may have changed while the code was looked up.
    classification$.scenarios.set(appendScenario(classification$.scenarios.peek(), draft, new Date().toISOString()));
    return productCode;
  } catch (error) {
    throw searchFailure(error);
  }
}

/** The new scenario's predicates, risk and standards, which read the profile's required fields. */
async function analyse(productCode: string, env: CommandEnv): Promise<void> {
  if (env.context[PROFILE_REQUIRED_FILLED_KEY] !== true) {
    toast.info(MESSAGES.fillProfileForAnalyses(productCode));
    return;
  }
  const outcome = await runScenarioAnalyses(env.execute, productCode);
  if (outcome.predicates && outcome.risk) toast.success(MESSAGES.addedWithAnalyses(productCode));
}

/**
 * 'classification.add-product-code': the search box (and the palette's page). SPEC sections 2, 5 and 8: the
 * code is validated (the palette's page is the spec's modal form), refused when listed, looked up in the
 * data service and appended; then its analyses run. Refusals are set into the box and thrown, not toasted.
 */
export function addProductCodeCommand({ services, sync }: ScenarioCommandDeps): Command<ProductCodeArgs> {
  return {
    id: 'classification.add-product-code',
    title: 'Add a scenario by product code',
    category: SCENARIO_CATEGORY,
    keywords: ['search', 'product code', 'add', 'scenario', 'classification', 'DQY'],
    keys: ['$mod+Alt+P'],
    args: ProductCodeArgs,
    prompt: { placeholder: 'Product code, e.g. DQY', fromText: (text) => ({ productCode: text }) },
    async run({ productCode: text }, env) {
      scenarioBoard$.search.error.set(null);
      try {
        const productCode = await addScenario(text, env, services().clients);
        toast.success(MESSAGES.added(productCode));
        await sync.mirror();
        await analyse(productCode, env);
      } finally {
        scenarioBoard$.search.busy.set(false);
      }
    },
  };
}
