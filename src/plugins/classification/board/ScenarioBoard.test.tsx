import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBoardCommands } from '../testing/board-commands';
import { scenarioFromFoiclass } from '../testing/scenarios';
import { ScenarioBoard } from './ScenarioBoard';

const scenarios = [scenarioFromFoiclass('DQY', 1), scenarioFromFoiclass('DXN', 2), scenarioFromFoiclass('NBW', 3)];

let commands: ReturnType<typeof stubBoardCommands>;
beforeEach(() => {
  commands = stubBoardCommands();
});
afterEach(() => {
  commands.dispose();
  vi.restoreAllMocks();
});

const row = () => screen.getByRole('list', { name: 'Scenarios' });
const left = () => screen.getByRole('button', { name: 'Scroll scenarios left' });
const right = () => screen.getByRole('button', { name: 'Scroll scenarios right' });

/** Lays the row out as a browser would: 700 px seen of 1100, scrollBy moving it (jsdom has no layout). */
function layOutRow(element: HTMLElement) {
  let scrollLeft = 0;
  const scrollBy = vi.fn(({ left: by = 0 }: ScrollToOptions) => {
    scrollLeft = Math.min(Math.max(scrollLeft + by, 0), 1100 - 700);
    element.dispatchEvent(new Event('scroll'));
  });
  Object.defineProperties(element, {
    scrollWidth: { configurable: true, get: () => 1100 },
    clientWidth: { configurable: true, get: () => 700 },
    scrollLeft: { configurable: true, get: () => scrollLeft },
    scrollBy: { configurable: true, value: scrollBy },
  });
  act(() => void element.dispatchEvent(new Event('scroll')));
  return scrollBy;
}

describe('the scenario board', () => {
  it('lists a card per scenario, in order', () => {
    render(<ScenarioBoard scenarios={scenarios} selectedCode={null} />);
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'))).toEqual([
      'Scenario 1: DQY',
      'Scenario 2: DXN',
      'Scenario 3: NBW',
    ]);
  });

  it('scrolls the row by 344 px per click, each button disabled at its end', async () => {
    const user = userEvent.setup();
    render(<ScenarioBoard scenarios={scenarios} selectedCode={null} />);
    expect(left()).toBeDisabled();
    expect(right()).toBeDisabled();

    const scrollBy = layOutRow(row());
    expect(left()).toBeDisabled();
    expect(right()).toBeEnabled();

    await user.click(right());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 344, behavior: 'smooth' });
    expect(left()).toBeEnabled();
    expect(right()).toBeEnabled();

    await user.click(right());
    expect(right()).toBeDisabled();

    await user.click(left());
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -344, behavior: 'smooth' });
    expect(right()).toBeEnabled();
  });

  it('a card picked up with Space, moved right with the arrow key and dropped with Space reorders the list', async () => {
    render(<ScenarioBoard scenarios={scenarios} selectedCode={null} />);
    // jsdom has no layout: the cards sit side by side, 330 px wide with 14 px between them.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const slot = this.closest('.cw-scenario-slot');
      const index = slot ? [...slot.parentElement!.children].indexOf(slot) : 0;
      const x = slot ? index * 344 : 0;
      const width = slot ? 330 : 1100;
      return { x, y: 0, left: x, top: 0, width, height: 300, right: x + width, bottom: 300, toJSON: () => ({}) } as DOMRect;
    });
    const handle = screen.getByRole('button', { name: 'Reorder DQY' });
    handle.focus();

    fireEvent.keyDown(handle, { code: 'Space', key: ' ' });
    // The keyboard sensor listens for the next keys after a tick.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(handle).toHaveAttribute('aria-pressed', 'true');
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });

    await waitFor(() => expect(commands.runs['classification.reorder']).toHaveBeenCalledWith({ productCodes: ['DXN', 'DQY', 'NBW'] }));
  });

  it('keeps the card buttons clickable: a click is no drag', async () => {
    const user = userEvent.setup();
    render(<ScenarioBoard scenarios={scenarios} selectedCode={null} />);
    await user.click(screen.getAllByRole('button', { name: 'Get Started' })[1]!);
    expect(commands.runs['classification.select']).toHaveBeenCalledWith({ productCode: 'DXN' });
    expect(commands.runs['classification.reorder']).not.toHaveBeenCalled();
  });

  it('does not start a drag from the keyboard on a card button', async () => {
    render(<ScenarioBoard scenarios={scenarios} selectedCode={null} />);
    const getStarted = screen.getAllByRole('button', { name: 'Get Started' })[0]!;
    getStarted.focus();
    fireEvent.keyDown(getStarted, { code: 'Space', key: ' ' });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('button', { name: 'Reorder DQY' })).not.toHaveAttribute('aria-pressed');
    fireEvent.keyDown(document, { code: 'ArrowRight', key: 'ArrowRight' });
    fireEvent.keyDown(document, { code: 'Space', key: ' ' });
    expect(commands.runs['classification.reorder']).not.toHaveBeenCalled();
  });
});
