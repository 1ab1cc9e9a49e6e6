import type { ApiClients } from '../clients';
import { ScenarioList, type Scenario } from '../contracts/scenarios';
import { deleteJson, getJson, postJson } from '../json';

const SCENARIOS = '/reg-strategy/scenarios';

/** Names one saved scenario for DELETE (SPEC section 7: query product_code and scenario_id). */
export interface ScenarioKey {
  productCode: string;
  scenarioId: string;
}

/** The user's saved scenarios (SPEC section 7, REST); every call answers with the saved list, in order. */
export function scenariosApi({ rest }: Pick<ApiClients, 'rest'>) {
  return {
    list: async (): Promise<Scenario[]> => (await getJson(rest, SCENARIOS, ScenarioList)).scenarios,
    /** Replaces the saved list with `scenarios`, in this order (renumbered from 1). */
    save: async (scenarios: readonly Scenario[]): Promise<Scenario[]> =>
      (await postJson(rest, SCENARIOS, { scenarios }, ScenarioList)).scenarios,
    remove: async ({ productCode, scenarioId }: ScenarioKey): Promise<Scenario[]> =>
      (await deleteJson(rest, SCENARIOS, ScenarioList, { query: { product_code: productCode, scenario_id: scenarioId } })).scenarios,
  };
}
