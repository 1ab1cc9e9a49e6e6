import { AI_MESSAGES } from '../../api/contracts/ai';
import { WORKFLOW_STEPS, type StepId } from '../../app/workflow-steps';
import type { CommandContext } from '../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';
import { refusal } from '../classification/refusals';
import { CURRENT_STEP_KEY } from '../workflow/context-keys';

export const stepIndexOf = (step: StepId): number => WORKFLOW_STEPS.find((s) => s.id === step)!.index;

/** A `when` for the commands that act on a step's screen: they are bound on that step only. */
export const onStep =
  (step: StepId) =>
  (context: CommandContext): boolean =>
    context[CURRENT_STEP_KEY] === stepIndexOf(step);

/** The product code a SELECTED_PRODUCT_CODE_KEY value names (trimmed, upper-cased), or null. */
export const productCodeOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toUpperCase() : null;

/** The steps after the scenario work on the selected scenario's product code. */
export const selectedProductCode = (context: CommandContext): string | null => productCodeOf(context[SELECTED_PRODUCT_CODE_KEY]);

/** A step's checks for a selected product code, refusing with the step's own text (SPEC sections 5 and 8). */
export function productCodeGuard(message: string) {
  return {
    needs: (context: CommandContext): true | string => (selectedProductCode(context) ? true : message),
    require(context: CommandContext): string {
      const code = selectedProductCode(context);
      if (!code) throw refusal(message);
      return code;
    },
  };
}

export const { needs: needsProductCode, require: requireProductCode } = productCodeGuard(AI_MESSAGES.noProductCode);
