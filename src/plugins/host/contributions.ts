import { useMemo } from 'react';
import { ObservableHint, observable, type Observable, type OpaqueObject } from '@legendapp/state';
import { useValue } from '@legendapp/state/react';
import type { Disposable } from '../../commands/types';
import { WORKFLOW_STEPS, type StepId } from '../../app/workflow-steps';
import type { SidePanelContribution, StepContribution } from './types';

/**
 * What plugins contribute to the shell. Contributions are stored opaque so that legend does not
 * wrap their components in observables.
 */
export interface Contributions {
  steps: Partial<Record<StepId, OpaqueObject<StepContribution>>>;
  sidePanels: OpaqueObject<SidePanelContribution>[];
}

export interface ContributionRegistry {
  readonly contributions$: Observable<Contributions>;
  registerStep(step: StepContribution): Disposable;
  registerSidePanel(panel: SidePanelContribution): Disposable;
  stepContribution(step: StepId): StepContribution | undefined;
}

function assertKnownStep(step: string): asserts step is StepId {
  if (!WORKFLOW_STEPS.some((s) => s.id === step)) {
    throw new Error(`Unknown workflow step '${step}'; expected one of ${WORKFLOW_STEPS.map((s) => s.id).join(', ')}`);
  }
}

export function createContributionRegistry(): ContributionRegistry {
  const contributions$ = observable<Contributions>({ steps: {}, sidePanels: [] });

  return {
    contributions$,

    registerStep(contribution) {
      assertKnownStep(contribution.step);
      if (contributions$.steps[contribution.step].peek()) {
        throw new Error(`The step '${contribution.step}' already has a panel contribution`);
      }
      const stored = ObservableHint.opaque(contribution);
      contributions$.steps[contribution.step].set(stored);
      return {
        dispose() {
          if (contributions$.steps[contribution.step].peek() === stored) contributions$.steps[contribution.step].delete();
        },
      };
    },

    registerSidePanel(panel) {
      if (contributions$.sidePanels.peek().some((p) => p.id === panel.id)) {
        throw new Error(`A side panel with id '${panel.id}' is already registered`);
      }
      panel.steps?.forEach(assertKnownStep);
      const stored = ObservableHint.opaque(panel);
      contributions$.sidePanels.set([...contributions$.sidePanels.peek(), stored]);
      return {
        dispose() {
          contributions$.sidePanels.set(contributions$.sidePanels.peek().filter((p) => p !== stored));
        },
      };
    },

    stepContribution(step) {
      return contributions$.steps[step].peek();
    },
  };
}

/** The registry the shell renders from; the plugin host registers into it by default. */
export const contributionRegistry = createContributionRegistry();
export const contributions$ = contributionRegistry.contributions$;

/** The panel contributed for a step, re-rendering when it changes. */
export function useStepContribution(step: StepId): StepContribution | undefined {
  return useValue(contributions$.steps[step]);
}

/** The side panels shown for a step, in registration order. */
export function useSidePanels(step: StepId): readonly SidePanelContribution[] {
  const panels = useValue(contributions$.sidePanels);
  return useMemo(() => panels.filter((p) => !p.steps || p.steps.includes(step)), [panels, step]);
}
