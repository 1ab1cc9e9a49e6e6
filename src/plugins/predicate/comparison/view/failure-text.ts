import { CommandDisabledError } from '../../../../commands/errors';

/** A command's failure as a dialog shows it: a disabled command's reason, or the error's own text. */
export const failureText = (failure: unknown): string =>
  failure instanceof CommandDisabledError ? failure.reason : failure instanceof Error ? failure.message : String(failure);
