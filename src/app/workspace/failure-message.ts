import { CommandDisabledError } from '../../commands/errors';

/** What the user reads when a navigation command refuses or fails. */
export function failureMessage(error: unknown): string {
  if (error instanceof CommandDisabledError) return error.reason;
  return error instanceof Error ? error.message : String(error);
}
