import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setContextKey } from '../../../commands/context';
import type { Disposable } from '../../../commands/types';
import { PREDICATE_CODES_KEY, RISK_CODES_KEY, STANDARDS_CODES_KEY } from '../../common/step-results';
import { scenarioBoard$ } from './board-state';
import { stubBoardCommands } from '../testing/board-commands';
import { meanClearanceDaysJuly2026, scenarioFromFoiclass } from '../testing/scenarios';
import { ScenarioBoard } from './ScenarioBoard';
import { ScenarioCard } from './ScenarioCard';

const NO_PROGRESS = { predicates: false, risk: false, standards: false };
const cleanups: Disposable[] = [];
let commands: ReturnType<typeof stubBoardCommands>;

beforeEach(() => {
  commands = stubBoardCommands();
  cleanups.push(commands);
});
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup.dispose();
  scenarioBoard$.deleting.set(null);
});

const card = (name: string) => screen.getByRole('article', { name });
const fact = (within$: HTMLElement, label: string) => within(within$).getByText(label).nextElementSibling?.textContent;

describe('a scenario card', () => {
  it("shows the code's classification from FDA's file: name, regulation, class, review panel, time to clearance", () => {
    const days = meanClearanceDaysJuly2026('DQY');
    const dqy = scenarioFromFoiclass('DQY', 1, { avgTimeToClearence: days });
    render(<ScenarioCard scenario={dqy} selected={false} deleting={false} progress={NO_PROGRESS} />);

    const dqyCard = card('Scenario 1: DQY');
    expect(dqyCard).not.toHaveAttribute('aria-current');
    expect(within(dqyCard).getByText('DQY')).toBeInTheDocument();
    // foiclass: CV|CV|DQY|Catheter, Percutaneous|2||N|Y||870.1250|1|...
    expect(within(dqyCard).getByText('Catheter, Percutaneous')).toBeInTheDocument();
    expect(fact(dqyCard, 'Regulation Number')).toBe('870.1250');
    expect(fact(dqyCard, 'Submission Type')).toBe('Class II');
    expect(fact(dqyCard, 'Review Panel')).toBe('CV — Cardiovascular');
    expect(fact(dqyCard, 'Time to 510(k) Clearance')).toBe(`${days} days`);
    expect(within(dqyCard).getByRole('button', { name: 'Get Started' })).toBeEnabled();
    expect(within(dqyCard).queryByText('Predicates')).not.toBeInTheDocument();
  });

  it('reads N/A where the file holds no regulation number and no clearance time is known', () => {
    // foiclass: CV||DSQ|Ventricular (Assist) Bypass|3||N|N|||2|... (a PMA device: no regulation number).
    render(<ScenarioCard scenario={scenarioFromFoiclass('DSQ', 2)} selected={false} deleting={false} progress={NO_PROGRESS} />);

    const dsq = card('Scenario 2: DSQ');
    expect(fact(dsq, 'Regulation Number')).toBe('N/A');
    expect(fact(dsq, 'Submission Type')).toBe('Class III');
    expect(fact(dsq, 'Review Panel')).toBe('CV');
    expect(fact(dsq, 'Time to 510(k) Clearance')).toBe('N/A');
  });

  it('runs Get Started, delete and expand with its product code', async () => {
    const user = userEvent.setup();
    render(<ScenarioCard scenario={scenarioFromFoiclass('DQY', 1)} selected={false} deleting={false} progress={NO_PROGRESS} />);
    const dqy = card('Scenario 1: DQY');

    await user.click(within(dqy).getByRole('button', { name: 'Get Started' }));
    await user.click(within(dqy).getByRole('button', { name: 'Delete this scenario' }));
    await user.click(within(dqy).getByRole('button', { name: 'Show details for DQY' }));

    expect(commands.runs['classification.select']).toHaveBeenCalledWith({ productCode: 'DQY' });
    expect(commands.runs['classification.delete']).toHaveBeenCalledWith({ productCode: 'DQY' });
    expect(commands.runs['classification.open-details']).toHaveBeenCalledWith({ productCode: 'DQY' });
  });

  it('while its deletion runs, the delete button is disabled and reads Deleting scenario...', () => {
    render(<ScenarioCard scenario={scenarioFromFoiclass('DQY', 1)} selected={false} deleting progress={NO_PROGRESS} />);
    const button = within(card('Scenario 1: DQY')).getByRole('button', { name: 'Deleting scenario...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('title', 'Deleting scenario...');
  });
});

describe('the selected card on the board', () => {
  const scenarios = [scenarioFromFoiclass('DQY', 1), scenarioFromFoiclass('DXN', 2)];
  const statusRow = (within$: HTMLElement, label: string) => within(within$).getByText(label).closest('li')!;

  it('is minimal: code, name and a tick per later step that holds results for its code', () => {
    cleanups.push(
      setContextKey(PREDICATE_CODES_KEY, ['DQY', 'DXN']),
      setContextKey(RISK_CODES_KEY, ['DXN']),
      setContextKey(STANDARDS_CODES_KEY, ['DQY']),
    );
    render(<ScenarioBoard scenarios={scenarios} selectedCode="DQY" />);

    const dqy = card('Scenario 1: DQY');
    expect(dqy).toHaveAttribute('aria-current', 'true');
    expect(within(dqy).getByText('Catheter, Percutaneous')).toBeInTheDocument();
    expect(within(dqy).queryByText('Regulation Number')).not.toBeInTheDocument();
    expect(statusRow(dqy, 'Predicates')).toHaveAttribute('data-done', 'true');
    expect(statusRow(dqy, 'Predicates')).toHaveTextContent('results ready');
    expect(statusRow(dqy, 'Risk')).toHaveAttribute('data-done', 'false');
    expect(statusRow(dqy, 'Risk')).toHaveTextContent('no results yet');
    expect(statusRow(dqy, 'Testing and Standards')).toHaveAttribute('data-done', 'true');
    // The other card is not selected: it shows its facts and Get Started.
    expect(within(card('Scenario 2: DXN')).getByText('Regulation Number')).toBeInTheDocument();
    expect(within(card('Scenario 2: DXN')).getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('ticks a row as soon as its step publishes the code', () => {
    render(<ScenarioBoard scenarios={scenarios} selectedCode="DQY" />);
    const dqy = card('Scenario 1: DQY');
    expect(statusRow(dqy, 'Risk')).toHaveAttribute('data-done', 'false');

    act(() => void cleanups.push(setContextKey(RISK_CODES_KEY, ['DQY'])));

    expect(statusRow(dqy, 'Risk')).toHaveAttribute('data-done', 'true');
  });

  it('Hide runs the select command with its code, which deselects it', async () => {
    render(<ScenarioBoard scenarios={scenarios} selectedCode="DQY" />);
    await userEvent.click(within(card('Scenario 1: DQY')).getByRole('button', { name: 'Hide' }));
    expect(commands.runs['classification.select']).toHaveBeenCalledWith({ productCode: 'DQY' });
  });

  it("marks the card being deleted from the board's state", () => {
    scenarioBoard$.deleting.set('DXN');
    render(<ScenarioBoard scenarios={scenarios} selectedCode={null} />);
    expect(within(card('Scenario 2: DXN')).getByRole('button', { name: 'Deleting scenario...' })).toBeDisabled();
    expect(within(card('Scenario 1: DQY')).getByRole('button', { name: 'Delete this scenario' })).toBeEnabled();
  });
});
