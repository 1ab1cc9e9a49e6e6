import { openStepCommand } from '../workflow/open-step-command';

declare module '../../commands/types' {
  interface CommandArgs {
    'device-profiler.open': void;
  }
}

export const deviceProfilerCommands = [openStepCommand('device-profiler')];
