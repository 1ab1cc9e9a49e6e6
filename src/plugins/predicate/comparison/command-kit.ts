import { WORKFLOW_STEPS } from '../../../app/workflow-steps';
import type { CommandContext } from '../../../commands/types';
import { SELECTED_PRODUCT_CODE_KEY } from '../../classification/context-keys';
import { refusal } from '../../classification/refusals';
import { CURRENT_STEP_KEY } from '../../workflow/context-keys';
import { normalizeProductCode } from './store';
import { COMPARISON_TEXTS as TEXTS } from './texts';

/** The comparison commands' palette group: they are part of the Predicate step. */
export const COMPARISON_CATEGORY = 'Predicate';

/** True while the selected scenario's comparison runs: the re-compare button is disabled meanwhile. */
export const COMPARING_KEY = 'predicate.comparing';

export const PREDICATE_STEP_INDEX = WORKFLOW_STEPS.find((step) => step.id === 'predicate')!.index;

/** The shortcuts act on the comparison on screen, so they are bound on the Predicate step only. */
export const onPredicateStep = (context: CommandContext): boolean => context[CURRENT_STEP_KEY] === PREDICATE_STEP_INDEX;

/** The product code a SELECTED_PRODUCT_CODE_KEY value names, or null. */
export const productCodeOf = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? normalizeProductCode(value) : null;

/** The comparison commands work on the selected scenario's product code. */
export const selectedProductCode = (context: CommandContext): string | null => productCodeOf(context[SELECTED_PRODUCT_CODE_KEY]);

export const needsProductCode = (context: CommandContext): true | string => (selectedProductCode(context) ? true : TEXTS.noProductCode);

export function requireProductCode(context: CommandContext): string {
  const code = selectedProductCode(context);
  if (!code) throw refusal(TEXTS.noProductCode);
  return code;
}

export const nowIso = (): string => new Date().toISOString();

export const messageOf = (error: unknown, fallback: string): string => (error instanceof Error && error.message.trim() ? error.message : fallback);
