import { batch } from '@legendapp/state';
import { type } from 'arktype';
import type { ScenarioKey } from '../../../api/rest/scenarios';
import type { AppServices } from '../../../app/services';
import { ApiError } from '../../../app/errors/errors';
import { markReported } from '../../../commands/errors';
import type { Command } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { scenarioBoard$ } from '../board/board-state';
import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { hasScenarios, onScenarioStep, SCENARIO_CATEGORY, scenarioChoicePrompt, type ScenarioCommandDeps } from './scenario-command-kit';
import { removeScenario, requireListed } from '../rules/scenario-list-rules';
import { classification$ } from '../store';

export interface DeleteScenarioArgs {
  productCode: string;
  confirmed?: boolean;
}

const DeleteScenarioArgs = type({ productCode: 'string', 'confirmed?': 'boolean' });

/** A scenario the server does not hold (it was only in this browser) is as good as deleted there. */
async function removeSaved(scenarios: AppServices['scenarios'], key: ScenarioKey): Promise<void> {
  try {
    await scenarios.remove(key);
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) throw error;
  }
}

/**
 * 'classification.delete': without `confirmed` it opens the 'Delete Item' confirmation; confirmed, it removes
 * the scenario at once (the rest renumbered, the selection cleared if it was this one) and then on the
 * server; a failure puts the list and the selection back. The spec simulates this call; Clearway makes it.
 */
export function deleteCommand({ services }: ScenarioCommandDeps): Command<DeleteScenarioArgs> {
  return {
    id: 'classification.delete',
    title: 'Delete a scenario',
    category: SCENARIO_CATEGORY,
    keywords: ['remove', 'scenario', 'product code'],
    args: DeleteScenarioArgs,
    prompt: scenarioChoicePrompt((productCode) => ({ productCode })),
    when: onScenarioStep,
    enabled: hasScenarios,
    async run({ productCode, confirmed = false }) {
      // Read now: the store's raw object changes under a reference kept to it.
      const { scenarios: previous, selectedProductCode: previouslySelected } = classification$.peek();
      const scenario = requireListed(previous, productCode);
      const code = scenario.productCode;
      if (!confirmed) {
        scenarioBoard$.confirmDelete.set(code);
        return;
      }
      scenarioBoard$.deleting.set(code);
      try {
        batch(() => {
          classification$.scenarios.set(removeScenario(previous, code).scenarios);
          if (previouslySelected === code) classification$.selectedProductCode.set(null);
        });
        await removeSaved(services().scenarios, { productCode: code, scenarioId: scenario.id });
        toast.success(MESSAGES.deleted(code));
      } catch (error) {
        classification$.assign({ scenarios: previous, selectedProductCode: previouslySelected });
        toast.error(MESSAGES.deleteFailed);
        throw markReported(error);
      } finally {
        scenarioBoard$.assign({ deleting: null, confirmDelete: null });
      }
    },
  };
}
