import { act, render, screen, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { unreachableServices } from '../../../tests/app-services';
import { renderWithServices } from '../../../tests/render-with-services';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { scenarioBoard$ } from './board/board-state';
import { stubBoardCommands } from './testing/board-commands';
import { scenarioFromFoiclass } from './testing/scenarios';
import ClassificationPanel from './Panel';
import { classification$, classificationRun$ } from './store';

const RUNNING_TEXTS = ['Analyzing key specs', 'Pulling latest FDA data', 'Matching product codes', 'Matching predicates', 'Scoring regulatory fit'];

let commands: ReturnType<typeof stubBoardCommands>;
beforeEach(() => {
  clearAllCache({ reload: false });
  commands = stubBoardCommands();
});
afterEach(() => {
  commands.dispose();
  vi.useRealTimers();
  classificationRun$.running.set(false);
  scenarioBoard$.set({
    load: { status: 'idle', error: null },
    search: { busy: false, error: null },
    confirmDelete: null,
    deleting: null,
    detailsFor: null,
    insightsOpen: false,
  });
});

const listScenarios = (...codes: string[]) => classification$.scenarios.set(codes.map((code, i) => scenarioFromFoiclass(code, i + 1)));
const status = () => screen.getByRole('status');

describe('the Scenario step panel', () => {
  it('has the step title, the search box and the run and insights buttons', async () => {
    const user = userEvent.setup();
    render(<ClassificationPanel />);

    expect(screen.getByRole('heading', { level: 1, name: 'Scenario' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Add a product code' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run agent' }));
    await user.click(screen.getByRole('button', { name: 'Research Insights' }));

    expect(commands.runs['classification.refresh']).toHaveBeenCalledTimes(1);
    expect(commands.runs['classification.show-insights']).toHaveBeenCalledTimes(1);
  });

  it("says 'Loading scenarios...' while an empty list loads", () => {
    scenarioBoard$.load.status.set('loading');
    classificationRun$.running.set(true);
    render(<ClassificationPanel />);
    expect(status()).toHaveTextContent('Loading scenarios...');
    expect(screen.queryByText('Analyzing key specs')).not.toBeInTheDocument();
  });

  it("says 'Failed to load scenarios' when an empty list failed to load, and Retry reloads it", async () => {
    scenarioBoard$.load.status.set('failed');
    render(<ClassificationPanel />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load scenarios');
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(commands.runs['classification.reload']).toHaveBeenCalledTimes(1);
  });

  it('shows the cards it holds although their reload failed', () => {
    scenarioBoard$.load.status.set('failed');
    listScenarios('DQY');
    render(<ClassificationPanel />);
    expect(screen.queryByText('Failed to load scenarios')).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Scenario 1: DQY' })).toBeInTheDocument();
  });

  it('shows the empty state with its hint when no scenario is listed', () => {
    render(<ClassificationPanel />);
    expect(screen.getByText('No scenarios found yet.')).toBeInTheDocument();
    expect(screen.getByText(/product code search above, or press Run agent/)).toBeInTheDocument();
  });

  it('while classification runs, cycles its loading text every 15 seconds instead of the empty state', () => {
    vi.useFakeTimers();
    classificationRun$.running.set(true);
    render(<ClassificationPanel />);
    expect(screen.queryByText('No scenarios found yet.')).not.toBeInTheDocument();

    const seen = [status().textContent];
    for (let step = 0; step < RUNNING_TEXTS.length; step++) {
      act(() => vi.advanceTimersByTime(14_999));
      expect(status()).toHaveTextContent(seen.at(-1)!);
      act(() => vi.advanceTimersByTime(1));
      seen.push(status().textContent);
    }
    expect(seen).toEqual([...RUNNING_TEXTS, RUNNING_TEXTS[0]]);

    // A new run starts at the first text again.
    act(() => vi.advanceTimersByTime(15_000));
    expect(status()).toHaveTextContent('Pulling latest FDA data');
    act(() => classificationRun$.running.set(false));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByText('No scenarios found yet.')).toBeInTheDocument();
    act(() => classificationRun$.running.set(true));
    expect(status()).toHaveTextContent('Analyzing key specs');
  });

  it('shows the running text above the cards when there are cards', () => {
    listScenarios('DQY', 'DXN');
    classificationRun$.running.set(true);
    render(<ClassificationPanel />);
    const running = screen.getByText('Analyzing key specs');
    const firstCard = screen.getByRole('article', { name: 'Scenario 1: DQY' });
    expect(running).toHaveAttribute('role', 'status');
    expect(running.compareDocumentPosition(firstCard) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('asks to click Get Started on a card while none is selected', () => {
    listScenarios('DQY', 'DXN', 'NBW');
    render(<ClassificationPanel />);
    expect(screen.getByText('Click Get Started on a card to choose the scenario for your report.')).toBeInTheDocument();
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Scenario 1: DQY',
      'Scenario 2: DXN',
      'Scenario 3: NBW',
    ]);

    act(() => classification$.selectedProductCode.set('DXN'));

    expect(screen.queryByText(/Click Get Started/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Scenario 2.*Product Code DXN.*Device Name System, Measurement, Blood-Pressure, Non-Invasive/ })).toBeInTheDocument();
  });
});

describe('the research insights dialog', () => {
  it('shows the research text as it was written', async () => {
    const insights = 'DQY (Catheter, Percutaneous) ranked first:\n  - regulation 870.1250\n  - review panel CV';
    classification$.researchInsights.set(insights);
    scenarioBoard$.insightsOpen.set(true);
    render(<ClassificationPanel />);

    const dialog = screen.getByRole('dialog', { name: 'Research Insights' });
    expect(dialog.querySelector('pre')?.textContent).toBe(insights);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(scenarioBoard$.insightsOpen.peek()).toBe(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says none is available before a classification has run', () => {
    scenarioBoard$.insightsOpen.set(true);
    render(<ClassificationPanel />);
    const dialog = screen.getByRole('dialog', { name: 'Research Insights' });
    expect(within(dialog).getByText('No research insights available')).toBeInTheDocument();
    expect(within(dialog).getByText('Run a classification analysis to generate research insights')).toBeInTheDocument();
    expect(dialog.querySelector('pre')).toBeNull();
  });
});

describe('the delete confirmation', () => {
  it("opens for the scenario the delete command names; Delete confirms it, Cancel closes it", async () => {
    const user = userEvent.setup();
    listScenarios('DQY', 'DXN');
    render(<ClassificationPanel />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => scenarioBoard$.confirmDelete.set('DXN'));
    const dialog = screen.getByRole('dialog', { name: 'Delete Item' });
    expect(dialog).toHaveAccessibleDescription(/DXN/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(commands.runs['classification.delete']).toHaveBeenCalledWith({ productCode: 'DXN', confirmed: true });

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(scenarioBoard$.confirmDelete.peek()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("reads 'Deleting...' and cannot be dismissed while the deletion runs", () => {
    listScenarios('DQY');
    scenarioBoard$.assign({ confirmDelete: 'DQY', deleting: 'DQY' });
    render(<ClassificationPanel />);
    const dialog = screen.getByRole('dialog', { name: 'Delete Item' });
    expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});

describe('the scenario detail dialog', () => {
  it('loads and opens for the listed scenario the board names, and closing it clears the request', async () => {
    listScenarios('DQY', 'DXN');
    renderWithServices(<ClassificationPanel />, unreachableServices());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => scenarioBoard$.detailsFor.set('DXN'));

    // The dialog is a lazy chunk: its first import is transformed on demand, slow on a busy machine.
    const dialog = await screen.findByRole('dialog', { name: 'Scenario 2: DXN' }, { timeout: 10_000 });
    // Radix keeps the page inert (pointer-events: none) until the modal layer has settled, which on a busy
    // machine can lag the dialog's first paint; the click is still the user's, only that check is skipped.
    await userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never })
      .click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(scenarioBoard$.detailsFor.peek()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed for a code that is not listed', async () => {
    listScenarios('DQY');
    scenarioBoard$.detailsFor.set('DXN');
    renderWithServices(<ClassificationPanel />, unreachableServices());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
