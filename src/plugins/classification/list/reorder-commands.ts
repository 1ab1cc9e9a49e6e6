import { type } from 'arktype';
import { AppError } from '../../../app/errors/errors';
import { markReported } from '../../../commands/errors';
import type { Command } from '../../../commands/types';
import { toast } from '../../../panels/toast';
import { SCENARIO_LIST_MESSAGES as MESSAGES } from '../messages';
import { onScenarioStep, SCENARIO_CATEGORY, type ScenarioCommandDeps } from './scenario-command-kit';
import { moveScenario, reorderScenarios, type Reordered } from '../rules/scenario-list-rules';
import { scenarioToMove } from '../rules/selection-rules';
import { classification$ } from '../store';

export interface ReorderArgs {
  productCodes: string[];
}

const ReorderArgs = type({ productCodes: 'string[]' });

export type MoveArgs = { productCode?: string } | undefined;

const MoveArgs = type({ 'productCode?': 'string' }).or('undefined');

/**
 * SPEC section 4: the new order is shown at once and saved (POST of the whole list; the spec simulates
 * this call, Clearway makes it); a failure puts the previous order back. An unchanged order does nothing.
 */
async function applyOrder({ scenarios, unchanged }: Reordered, { services }: ScenarioCommandDeps): Promise<void> {
  if (unchanged) return;
  const previous = classification$.scenarios.peek();
  classification$.scenarios.set(scenarios);
  try {
    await services().scenarios.save(scenarios);
  } catch (error) {
    classification$.scenarios.set(previous);
    toast.error(MESSAGES.orderReverted);
    throw markReported(new AppError(MESSAGES.orderFailed, { details: error }));
  }
  toast.success(MESSAGES.orderUpdated);
}

/** 'classification.reorder': drag and drop, with the product codes in their new order. */
export function reorderCommand(deps: ScenarioCommandDeps): Command<ReorderArgs> {
  return {
    id: 'classification.reorder',
    title: 'Reorder the scenarios',
    category: SCENARIO_CATEGORY,
    keywords: ['order', 'drag', 'move', 'sort'],
    args: ReorderArgs,
    run: ({ productCodes }) => applyOrder(reorderScenarios(classification$.scenarios.peek(), productCodes), deps),
  };
}

/** 'classification.move-left' / 'classification.move-right': one place, the given scenario or the selected one. */
function moveCommand(deps: ScenarioCommandDeps, step: -1 | 1): Command<MoveArgs> {
  const side = step < 0 ? 'left' : 'right';
  return {
    id: `classification.move-${side}`,
    title: `Move the scenario ${side}`,
    category: SCENARIO_CATEGORY,
    keywords: ['order', 'reorder', side === 'left' ? 'earlier' : 'later', 'scenario'],
    keys: [`$mod+Shift+Arrow${side === 'left' ? 'Left' : 'Right'}`],
    args: MoveArgs,
    when: onScenarioStep,
    run(args) {
      const productCode = scenarioToMove(args?.productCode, classification$.selectedProductCode.peek());
      return applyOrder(moveScenario(classification$.scenarios.peek(), productCode, step), deps);
    },
  };
}

export const moveCommands = (deps: ScenarioCommandDeps) => [moveCommand(deps, -1), moveCommand(deps, 1)];
