import { openStepCommand } from '../workflow/open-step-command';

declare module '../../commands/types' {
  interface CommandArgs {
    'classification.open': void;
  }
}

export const classificationCommands = [openStepCommand('classification')];
