import type { ComponentType } from 'react';
import type { Command } from '../../commands/types';
import type { StepId } from '../../app/workflow-steps';
import { definePlugin } from '../host/define-plugin';
import type { PluginApi, PluginDefinition, StepContribution } from '../host/types';

export interface StepPluginOptions {
  step: StepId;
  /** The step's main panel, lazy so that its code loads only when the step opens. */
  panel: ComponentType;
  commands: readonly Command[];
  /** The step action run by Next (see StepContribution.beforeNext). */
  beforeNext?: StepContribution['beforeNext'];
  /** Whatever else the plugin sets up (store observers and the like). */
  activate?(api: PluginApi): void;
}

/** A workflow step plugin: its id is the step id and it builds on the workflow plugin. */
export function defineStepPlugin({ step, panel, commands, beforeNext, activate }: StepPluginOptions): PluginDefinition {
  return definePlugin({
    id: step,
    requires: ['workflow'],
    activate(api) {
      commands.forEach((command) => api.registerCommand(command));
      api.registerStep({ step, component: panel, beforeNext });
      activate?.(api);
    },
  });
}
