import { openStepCommand } from '../workflow/open-step-command';

declare module '../../commands/types' {
  interface CommandArgs {
    'tests-standards.open': void;
  }
}

export const testsStandardsCommands = [openStepCommand('tests-standards')];
