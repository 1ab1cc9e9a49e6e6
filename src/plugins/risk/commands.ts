import { openStepCommand } from '../workflow/open-step-command';

declare module '../../commands/types' {
  interface CommandArgs {
    'risk.open': void;
  }
}

export const riskCommands = [openStepCommand('risk')];
