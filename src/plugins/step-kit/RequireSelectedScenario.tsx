import type { ReactNode } from 'react';
import { useCommandContext } from '../../commands/hooks';
import { CommandButton } from '../../panels/CommandButton';
import { SELECTED_PRODUCT_CODE_KEY } from '../classification/context-keys';

/** SPEC section 8, for the steps after the scenario when none is selected. */
export const SCENARIO_REQUIRED_MESSAGE = 'Product code is required. Please select a scenario first.';
export const GO_TO_SCENARIO = 'Go to Scenario';

/**
 * A later step's content for the selected scenario's product code (read from the context key the
 * classification plugin keeps); without one, the spec's message and a way back to the Scenario step.
 */
export function RequireSelectedScenario({ children }: { children: (productCode: string) => ReactNode }) {
  const selected = useCommandContext()[SELECTED_PRODUCT_CODE_KEY];
  if (typeof selected === 'string' && selected.trim() !== '') return children(selected);
  return (
    <div className="cw-scenario-required">
      <p>{SCENARIO_REQUIRED_MESSAGE}</p>
      <CommandButton command="classification.open" className="cw-button cw-button-primary">
        {GO_TO_SCENARIO}
      </CommandButton>
    </div>
  );
}
