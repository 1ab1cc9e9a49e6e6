import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SourceRef } from '../../api/contracts/ai';
import { PinButton } from './PinButton';
import { stubPinCommands } from './pin-test-commands';

const source: SourceRef = { kind: 'k_number', id: 'K213456', label: 'K213456: Pulse oximeter', url: null };
let stubs: ReturnType<typeof stubPinCommands> | undefined;
afterEach(() => stubs?.dispose());

describe('the pin button', () => {
  it('shows nothing while the pinned commands are not registered', () => {
    const { container } = render(<PinButton source={source} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when the command is not available (signed out)', () => {
    stubs = stubPinCommands(() => false);
    const { container } = render(<PinButton source={source} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("pins an unpinned source with 'pinned.pin', then reads Unpin once the source is among the pinned keys", async () => {
    stubs = stubPinCommands();
    const user = userEvent.setup();
    render(<PinButton source={source} />);

    const pin = screen.getByRole('button', { name: 'Pin K213456: Pulse oximeter' });
    expect(pin).toHaveAttribute('aria-pressed', 'false');
    await user.click(pin);
    expect(stubs.runs.pin).toHaveBeenCalledWith({ source });

    act(() => stubs!.setPinnedKeys(['product_code:DQA', 'k_number:K213456']));
    const unpin = screen.getByRole('button', { name: 'Unpin K213456: Pulse oximeter' });
    expect(unpin).toHaveAttribute('aria-pressed', 'true');
    await user.click(unpin);
    expect(stubs.runs.unpin).toHaveBeenCalledWith({ source: { kind: 'k_number', id: 'K213456' } });
  });

  it('knows a pinned K-number in any case', () => {
    stubs = stubPinCommands();
    stubs.setPinnedKeys(['k_number:K213456']);
    render(<PinButton source={{ ...source, id: 'k213456' }} />);
    expect(screen.getByRole('button', { name: 'Unpin K213456: Pulse oximeter' })).toBeInTheDocument();
  });

  it('is disabled while its command runs', async () => {
    let finish = () => {};
    stubs = stubPinCommands();
    stubs.runs.pin.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    render(<PinButton source={source} />);
    await user.click(screen.getByRole('button', { name: /^Pin / }));
    expect(screen.getByRole('button', { name: /^Pin / })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('button', { name: /^Pin / })).toBeEnabled();
  });
});
