import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { toasts$ } from '../../../panels/toast';
import { scenarioBoard$ } from '../board/board-state';
import { stubBoardCommands } from '../testing/board-commands';
import { ProductCodeSearch } from './ProductCodeSearch';

let commands: ReturnType<typeof stubBoardCommands> | undefined;
afterEach(() => {
  commands?.dispose();
  scenarioBoard$.search.set({ busy: false, error: null });
  toasts$.set([]);
});

const box = () => screen.getByRole('textbox', { name: 'Add a product code' });

/** What 'classification.add-product-code' does with the box: busy while it looks up, a refusal in the box. */
function searchCommand(refusal?: string) {
  return async ({ productCode }: { productCode: string }) => {
    scenarioBoard$.search.assign({ busy: true, error: null });
    await new Promise((resolve) => setTimeout(resolve, 10));
    scenarioBoard$.search.busy.set(false);
    if (refusal) {
      scenarioBoard$.search.error.set(refusal.replace('{code}', productCode.trim().toUpperCase()));
      throw new Error(refusal);
    }
  };
}

describe('the product code search box', () => {
  it('takes at most 3 characters and says what it is for', () => {
    commands = stubBoardCommands();
    render(<ProductCodeSearch />);
    expect(box()).toHaveAttribute('maxLength', '3');
    expect(box()).toHaveAttribute('placeholder', 'Add a product code (e.g. DQY)');
    expect(screen.getByRole('search', { name: 'Add a product code' })).toBeInTheDocument();
  });

  it('submits the raw text on Enter and empties itself once the code is added', async () => {
    const user = userEvent.setup();
    commands = stubBoardCommands({ 'classification.add-product-code': searchCommand() as (args: unknown) => Promise<void> });
    render(<ProductCodeSearch />);

    await user.type(box(), 'dqyz{Enter}');

    expect(commands.runs['classification.add-product-code']).toHaveBeenCalledWith({ productCode: 'dqy' });
    await waitFor(() => expect(box()).toHaveValue(''));
    expect(box()).toBeEnabled();
    expect(box()).toHaveFocus();
  });

  it('is disabled while the search runs', () => {
    commands = stubBoardCommands();
    render(<ProductCodeSearch />);
    expect(box()).toBeEnabled();
    act(() => scenarioBoard$.search.busy.set(true));
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add' })).toBeDisabled();
  });

  it("shows the command's refusal under the box, not as a toast, keeps the text, and clears it when the user types", async () => {
    const user = userEvent.setup();
    const refusal = 'No scenario found for product code: {code}';
    commands = stubBoardCommands({ 'classification.add-product-code': searchCommand(refusal) as (args: unknown) => Promise<void> });
    render(<ProductCodeSearch />);

    await user.type(box(), 'zzz{Enter}');

    expect(await screen.findByRole('alert')).toHaveTextContent('No scenario found for product code: ZZZ');
    expect(box()).toHaveAccessibleDescription('No scenario found for product code: ZZZ');
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveValue('zzz');
    expect(toasts$.peek()).toEqual([]);

    await user.type(box(), '{Backspace}');

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(scenarioBoard$.search.error.peek()).toBeNull();
  });

  it('toasts a failure that the box does not show', async () => {
    const user = userEvent.setup();
    commands = stubBoardCommands({
      'classification.add-product-code': () => {
        throw new Error('Network connection failed');
      },
    });
    render(<ProductCodeSearch />);

    await user.type(box(), 'DQY{Enter}');

    expect(toasts$.peek().map((toast) => toast.message)).toEqual(['Network connection failed']);
    expect(box()).toHaveValue('DQY');
  });
});
