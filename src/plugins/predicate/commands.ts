import { openStepCommand } from '../workflow/open-step-command';

declare module '../../commands/types' {
  interface CommandArgs {
    'predicate.open': void;
  }
}

export const predicateCommands = [openStepCommand('predicate')];
