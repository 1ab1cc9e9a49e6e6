import { type } from 'arktype';
import { AI_MESSAGES } from '../../api/contracts/ai';
import { AppError } from '../../app/errors/errors';
import { markReported } from '../../commands/errors';
import type { CommandContext, CommandPrompt } from '../../commands/types';
import { toast } from '../../panels/toast';
import { PROFILE_REQUIRED_FILLED_KEY, type ProfileSnapshot } from '../common/profile-requests';

/** The arguments of a step's analysis for one product code ('predicate.run', 'risk.run', 'tests-standards.run'). */
export interface ProductCodeRunArgs {
  productCode: string;
  /** No toasts: the caller (the classification flow) reports the outcome. */
  quiet?: boolean;
}

export const ProductCodeRunArgs = type({
  productCode: type(/^[A-Z]{3}$/).describe('3 uppercase letters (e.g., DQY)'),
  'quiet?': 'boolean',
});

export const productCodePrompt: CommandPrompt<ProductCodeRunArgs> = {
  placeholder: 'Product code, e.g. DQY',
  fromText: (text) => ({ productCode: text.trim().toUpperCase() }),
};

/** The analyses read the profile: they need its three required fields. */
export const needsRequiredProfile = (context: CommandContext): true | string =>
  context[PROFILE_REQUIRED_FILLED_KEY] === true || AI_MESSAGES.requiredProfileFields;

/**
 * A step's own run of its analysis (refresh, retry): its product-code check first, then the profile's required
 * fields, so that its button is disabled with the reason rather than failing into the step's error state.
 */
export const thenRequiredProfile =
  (needsProductCode: (context: CommandContext) => true | string) =>
  (context: CommandContext): true | string => {
    const code = needsProductCode(context);
    return code === true ? needsRequiredProfile(context) : code;
  };

/** A refusal (the spec's validation texts) is thrown for the caller to show; other failures get a toast. */
export const isRefusal = (error: unknown): boolean => error instanceof AppError && error.code === 'VALIDATION_ERROR';

/** Risk and standards need a device name or a description (SPEC section 5); `message` is the step's text. */
export function requireDeviceInformation(profile: ProfileSnapshot, message: string): void {
  if (profile.device_name.trim() === '' && profile.description.trim() === '') {
    throw new AppError(message, { code: 'VALIDATION_ERROR', status: 400 });
  }
}

/**
 * Runs an analysis with the spec's toasts: success and failure texts unless quiet (the classification flow
 * reports for itself); a refusal is thrown for the caller to show; a toasted failure is marked reported.
 */
export async function runWithToasts(quiet: boolean, texts: { completed: string; failed: string }, analysis: () => Promise<void>): Promise<void> {
  try {
    await analysis();
  } catch (error) {
    if (quiet || isRefusal(error)) throw error;
    toast.error(texts.failed);
    throw markReported(error);
  }
  if (!quiet) toast.success(texts.completed);
}
