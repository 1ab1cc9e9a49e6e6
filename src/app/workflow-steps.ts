/** The six workflow steps of SPEC section 2, in their fixed order. */
export const WORKFLOW_STEPS = [
  { index: 0, id: 'device-profiler', path: '/strategy/device-profiler', label: 'Product Info' },
  { index: 1, id: 'classification', path: '/strategy/classification', label: 'Scenario' },
  { index: 2, id: 'predicate', path: '/strategy/predicate', label: 'Predicate' },
  { index: 3, id: 'risk', path: '/strategy/risk', label: 'Risk' },
  { index: 4, id: 'tests-standards', path: '/strategy/tests-standards', label: 'Tests & Standards' },
  { index: 5, id: 'finalize', path: '/strategy/finalize', label: 'Finalize' },
] as const;

export type WorkflowStep = (typeof WORKFLOW_STEPS)[number];
export type StepId = WorkflowStep['id'];
export const LAST_STEP_INDEX = WORKFLOW_STEPS.length - 1;

export function stepByPath(path: string): WorkflowStep | undefined {
  return WORKFLOW_STEPS.find((s) => s.path === path);
}
