import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubBoardCommands } from '../testing/board-commands';
import { scenarioFromFoiclass } from '../testing/scenarios';
import { ScenarioHeader } from './ScenarioHeader';

const scenarios = [scenarioFromFoiclass('DQY', 1), scenarioFromFoiclass('DXN', 2), scenarioFromFoiclass('NBW', 3)];

let commands: ReturnType<typeof stubBoardCommands>;
beforeEach(() => {
  commands = stubBoardCommands();
});
afterEach(() => commands.dispose());

const switcher = () => screen.getByRole('button', { name: /Scenario \d|No scenario selected/ });
const items = () => within(screen.getByRole('menu', { name: 'Switch scenario' })).getAllByRole('menuitem');

describe('the scenario header', () => {
  it('has the title and description, and says when no scenario is selected', () => {
    render(<ScenarioHeader scenarios={scenarios} selectedCode={null} />);
    expect(screen.getByRole('heading', { name: 'Scenario' })).toBeInTheDocument();
    expect(screen.getByText(/Pick the product code \(scenario\)/)).toBeInTheDocument();
    expect(switcher()).toHaveTextContent('No scenario selected');
  });

  it('shows the selected scenario, its product code and device name, and lists the others to switch to', async () => {
    const user = userEvent.setup();
    render(<ScenarioHeader scenarios={scenarios} selectedCode="DXN" />);
    const button = switcher();
    expect(button).toHaveTextContent('Scenario 2');
    expect(button).toHaveTextContent('Product Code DXN');
    expect(button).toHaveTextContent('Device Name System, Measurement, Blood-Pressure, Non-Invasive');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(items().map((item) => item.textContent)).toEqual([
      'Scenario 1 · DQY — Catheter, Percutaneous',
      'Scenario 3 · NBW — System, Test, Blood Glucose, Over The Counter',
    ]);
    await user.click(items()[1]!);
    expect(commands.runs['classification.select']).toHaveBeenCalledWith({ productCode: 'NBW' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('works from the keyboard: open, move with the arrows, Home and End, choose with Enter', async () => {
    const user = userEvent.setup();
    render(<ScenarioHeader scenarios={scenarios} selectedCode="DQY" />);
    switcher().focus();

    await user.keyboard('{Enter}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items()[0]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items()[1]).toHaveFocus();
    await user.keyboard('{Home}{Enter}');

    expect(commands.runs['classification.select']).toHaveBeenCalledWith({ productCode: 'DXN' });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switcher()).toHaveFocus();
  });

  it('opens at the last item with ArrowUp, closes with Escape or a click elsewhere, choosing nothing', async () => {
    const user = userEvent.setup();
    render(<ScenarioHeader scenarios={scenarios} selectedCode={null} />);
    switcher().focus();

    await user.keyboard('{ArrowUp}');
    expect(items()).toHaveLength(3);
    expect(items()[2]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(switcher()).toHaveFocus();

    await user.click(switcher());
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Scenario' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(commands.runs['classification.select']).not.toHaveBeenCalled();
  });

  it('has nothing to switch to with a single scenario', () => {
    render(<ScenarioHeader scenarios={scenarios.slice(0, 1)} selectedCode="DQY" />);
    expect(switcher()).toBeDisabled();
  });
});
