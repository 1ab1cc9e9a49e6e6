import { observe } from '@legendapp/state';
import { workflow$, workflowStatus$ } from '../../app/workflow/store';
import { definePlugin } from '../host/define-plugin';
import { workflowCommands } from './commands';
import { COMPLETED_KEY, CURRENT_STEP_KEY } from './context-keys';

/** The workflow engine: navigation commands and the context keys the step commands read. */
export const workflowPlugin = definePlugin({
  id: 'workflow',
  activate(api) {
    workflowCommands.forEach((command) => api.registerCommand(command));
    api.onDispose(
      observe(() => {
        api.setContext(CURRENT_STEP_KEY, workflow$.currentStep.get());
        api.setContext(COMPLETED_KEY, [...workflow$.completed.get()]);
      }),
    );
    // A message about the step being left no longer applies.
    api.onDispose(workflow$.currentStep.onChange(() => workflowStatus$.message.set(null)));
  },
});
