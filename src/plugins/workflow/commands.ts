import type { Command } from '../../commands/types';
import { LAST_STEP_INDEX, WORKFLOW_STEPS } from '../../app/workflow-steps';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { navigateTo } from '../../app/workflow/navigation';
import { ALREADY_AT_FIRST_STEP, ALREADY_AT_LAST_STEP, nextBlockReason } from '../../app/workflow/rules';
import { previous, reset, workflowStatus$ } from '../../app/workflow/store';
import { advance, currentStepHasAction } from './advance';
import { positionFromContext } from './context-keys';
import { navigateToCurrentStep } from './move-to-step';

declare module '../../commands/types' {
  interface CommandArgs {
    'workflow.next': void;
    'workflow.previous': void;
    'workflow.reset': void;
    'workflow.clear-cache': void;
  }
}

const CATEGORY = 'Workflow';
export const STEP_ACTION_RUNNING = 'The step action is still running';

function openFirstStep(): void {
  navigateTo(WORKFLOW_STEPS[0].path);
}

export const nextCommand: Command = {
  id: 'workflow.next',
  title: 'Next step',
  category: CATEGORY,
  keywords: ['continue', 'forward'],
  keys: ['$mod+Alt+ArrowRight'],
  enabled(context) {
    const position = positionFromContext(context);
    if (position.currentStep >= LAST_STEP_INDEX) return ALREADY_AT_LAST_STEP;
    if (workflowStatus$.processing.peek()) return STEP_ACTION_RUNNING;
    // A step with an action decides itself whether the user may move on.
    if (currentStepHasAction()) return true;
    return nextBlockReason(position) ?? true;
  },
  run: advance,
};

export const previousCommand: Command = {
  id: 'workflow.previous',
  title: 'Previous step',
  category: CATEGORY,
  keywords: ['back'],
  keys: ['$mod+Alt+ArrowLeft'],
  enabled(context) {
    if (positionFromContext(context).currentStep <= 0) return ALREADY_AT_FIRST_STEP;
    return workflowStatus$.processing.peek() ? STEP_ACTION_RUNNING : true;
  },
  run() {
    if (previous() === true) navigateToCurrentStep();
  },
};

export const resetCommand: Command = {
  id: 'workflow.reset',
  title: 'Reset workflow',
  category: CATEGORY,
  keywords: ['start over'],
  run() {
    reset();
    openFirstStep();
  },
};

export const clearCacheCommand: Command = {
  id: 'workflow.clear-cache',
  title: 'Clear all cache',
  category: CATEGORY,
  keywords: ['reset storage'],
  run() {
    // Leave any later step first: reopening its path after the reload would mark earlier steps completed again.
    openFirstStep();
    clearAllCache();
  },
};

export const workflowCommands = [nextCommand, previousCommand, resetCommand, clearCacheCommand];
