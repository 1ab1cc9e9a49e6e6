import { act, renderHook } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Disposable } from '../../commands/types';
import type { StepId } from '../../app/workflow-steps';
import { contributionRegistry, createContributionRegistry, useSidePanels, useStepContribution } from './contributions';

const Nothing = () => null;

describe('contribution registry', () => {
  it('keeps a lazy component as given, not wrapped by legend', () => {
    const registry = createContributionRegistry();
    const Panel = lazy(async () => ({ default: Nothing }));
    registry.registerStep({ step: 'risk', component: Panel });
    expect(registry.stepContribution('risk')?.component).toBe(Panel);
  });

  it('refuses a second panel for a step until the first is disposed', () => {
    const registry = createContributionRegistry();
    const first = registry.registerStep({ step: 'predicate', component: Nothing });
    expect(() => registry.registerStep({ step: 'predicate', component: Nothing })).toThrow(
      "The step 'predicate' already has a panel contribution",
    );
    first.dispose();
    expect(() => registry.registerStep({ step: 'predicate', component: Nothing })).not.toThrow();
  });

  it('refuses an unknown step and a duplicate side panel id', () => {
    const registry = createContributionRegistry();
    expect(() => registry.registerStep({ step: 'billing' as StepId, component: Nothing })).toThrow("Unknown workflow step 'billing'");
    registry.registerSidePanel({ id: 'insights', title: 'Research insights', component: Nothing });
    expect(() => registry.registerSidePanel({ id: 'insights', title: 'Again', component: Nothing })).toThrow(
      "A side panel with id 'insights' is already registered",
    );
    expect(() => registry.registerSidePanel({ id: 'x', title: 'X', component: Nothing, steps: ['nope' as StepId] })).toThrow(
      "Unknown workflow step 'nope'",
    );
  });
});

describe('contribution hooks', () => {
  const registered: Disposable[] = [];
  afterEach(() => registered.splice(0).forEach((d) => d.dispose()));

  it('useStepContribution follows registration and disposal', () => {
    const { result } = renderHook(() => useStepContribution('finalize'));
    expect(result.current).toBeUndefined();

    act(() => void registered.push(contributionRegistry.registerStep({ step: 'finalize', component: Nothing })));
    expect(result.current?.component).toBe(Nothing);

    act(() => registered.splice(0).forEach((d) => d.dispose()));
    expect(result.current).toBeUndefined();
  });

  it('useSidePanels lists the panels for the step and those for every step, in registration order', () => {
    const { result } = renderHook(() => useSidePanels('risk'));
    act(() => {
      registered.push(
        contributionRegistry.registerSidePanel({ id: 'snapshot', title: 'AI snapshot', component: Nothing, steps: ['risk', 'tests-standards'] }),
        contributionRegistry.registerSidePanel({ id: 'insights', title: 'Research insights', component: Nothing, steps: ['predicate'] }),
        contributionRegistry.registerSidePanel({ id: 'chat', title: 'Chat', component: Nothing }),
      );
    });
    expect(result.current.map((p) => p.id)).toEqual(['snapshot', 'chat']);
  });
});
