import { WORKFLOW_STEPS } from '../../../app/workflow-steps';
import { BOARD_TEXTS } from '../board/board-texts';
import { ScenarioSwitchMenu } from './ScenarioSwitchMenu';
import type { Scenario } from '../store';

const STEP_LABEL = WORKFLOW_STEPS.find((step) => step.id === 'classification')!.label;
export const SCENARIO_TITLE_ID = 'cw-scenario-title';

interface ScenarioHeaderProps {
  scenarios: readonly Scenario[];
  selectedCode: string | null;
}

/** The step's title and description, and the selected scenario with the menu to switch to another. */
export function ScenarioHeader({ scenarios, selectedCode }: ScenarioHeaderProps) {
  const selected = scenarios.find((scenario) => scenario.productCode === selectedCode) ?? null;
  return (
    <header className="cw-scenario-header">
      <div>
        <h1 id={SCENARIO_TITLE_ID}>{STEP_LABEL}</h1>
        <p className="cw-muted">{BOARD_TEXTS.description}</p>
      </div>
      <ScenarioSwitchMenu scenarios={scenarios} selected={selected} />
    </header>
  );
}
