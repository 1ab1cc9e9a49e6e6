import { openStepCommand } from '../workflow/open-step-command';

declare module '../../commands/types' {
  interface CommandArgs {
    'finalize.open': void;
  }
}

export const finalizeCommands = [openStepCommand('finalize')];
