import { type } from 'arktype';
import { showSidePanel } from '../../../app/workspace/workspace-store';
import type { StepId } from '../../../app/workflow-steps';
import type { Command, CommandContext, CommandEnv, CommandId } from '../../../commands/types';
import { DEVICE_PROFILE_PANEL_ID } from '../../device-profiler/commands';
import { onStep, selectedProductCode } from '../../step-kit/step-context';
import type { Gap } from './gap-rules';
import { currentGaps } from './review-input';

export interface JumpToGapArgs {
  id: string;
}

declare module '../../../commands/types' {
  interface CommandArgs {
    'finalize.jump-to-gap': JumpToGapArgs;
  }
}

export const REVIEW_MESSAGES = {
  nothingMissing: 'Nothing is missing or weak in the strategy.',
  gapClosed: 'That part of the strategy is no longer missing or weak: the review has changed since.',
} as const;

const gapsIn = (context: CommandContext): Gap[] => currentGaps(selectedProductCode(context));

/** Each step's 'Go to' command (workflow openStepCommand). */
const OPEN_STEP = {
  'device-profiler': 'device-profiler.open',
  classification: 'classification.open',
  predicate: 'predicate.open',
  risk: 'risk.open',
  'tests-standards': 'tests-standards.open',
  finalize: 'finalize.open',
} as const satisfies Record<StepId, CommandId>;

/** Opens the gap's step through its 'Go to' command, then, where there is one, the place on it that fixes the gap. */
async function jumpTo(gap: Gap, env: CommandEnv): Promise<void> {
  await env.execute(OPEN_STEP[gap.step]);
  if (gap.focus?.kind === 'profile-panel') showSidePanel(DEVICE_PROFILE_PANEL_ID);
  if (gap.focus?.kind === 'standards-category') await env.execute('tests-standards.switch-category', { category: gap.focus.category });
  if (gap.focus?.kind === 'predicate-graph') await env.execute('predicate.open-graph', { kNumber: gap.focus.kNumber });
}

/** 'finalize.jump-to-gap' {id}: from the review to the step (and place) that fixes a gap. */
export const jumpToGapCommand: Command<JumpToGapArgs> = {
  id: 'finalize.jump-to-gap',
  title: 'Fix a missing or weak part of the strategy...',
  category: 'Finalize',
  keywords: ['review', 'gap', 'missing', 'weak', 'fix', 'check', 'jump'],
  args: type({ id: 'string' }),
  prompt: {
    placeholder: 'Which gap?',
    choices: (context) => gapsIn(context).map((gap) => ({ label: gap.text, value: { id: gap.id } })),
  },
  when: onStep('finalize'),
  enabled: (context) => (gapsIn(context).length > 0 ? true : REVIEW_MESSAGES.nothingMissing),
  run: async ({ id }, env) => {
    const gap = gapsIn(env.context).find((candidate) => candidate.id === id);
    if (!gap) throw new Error(REVIEW_MESSAGES.gapClosed);
    await jumpTo(gap, env);
  },
};

export const reviewCommands: readonly Command<JumpToGapArgs>[] = [jumpToGapCommand];
