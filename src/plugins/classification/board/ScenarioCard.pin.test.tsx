import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { productCodeSource } from '../../../api/text/fda-source-refs';
import { stubPinCommands } from '../../../panels/pinned/pin-test-commands';
import { scenarioFromFoiclass } from '../testing/scenarios';
import { ScenarioCard } from './ScenarioCard';

const NO_PROGRESS = { predicates: false, risk: false, standards: false };
let stubs: ReturnType<typeof stubPinCommands> | undefined;
afterEach(() => stubs?.dispose());

describe("a scenario card's product code", () => {
  it('pins the code as the source FDA lists it by, and unpins it once pinned', async () => {
    stubs = stubPinCommands();
    const user = userEvent.setup();
    const dqy = scenarioFromFoiclass('DQY', 1);
    render(<ScenarioCard scenario={dqy} selected={false} deleting={false} progress={NO_PROGRESS} />);
    const card = screen.getByRole('article', { name: 'Scenario 1: DQY' });

    await user.click(within(card).getByRole('button', { name: 'Pin DQY: Catheter, Percutaneous' }));
    expect(stubs.runs.pin).toHaveBeenCalledWith({ source: productCodeSource('DQY', 'Catheter, Percutaneous') });

    act(() => stubs!.setPinnedKeys(['product_code:DQY']));
    await user.click(within(card).getByRole('button', { name: 'Unpin DQY: Catheter, Percutaneous' }));
    expect(stubs.runs.unpin).toHaveBeenCalledWith({ source: { kind: 'product_code', id: 'DQY' } });
  });
});
