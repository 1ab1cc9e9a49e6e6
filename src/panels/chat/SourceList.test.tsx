import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SourceRef } from '../../api/contracts/ai';
import { kNumberSource, problemCodeSource } from '../../api/text/fda-source-refs';
import { stubPinCommands } from '../pinned/pin-test-commands';
import { SourceList } from './SourceList';

const device: SourceRef = kNumberSource('K213456', 'Pulse oximeter');
const problem: SourceRef = problemCodeSource('A0401', 'Battery problem');
let stubs: ReturnType<typeof stubPinCommands> | undefined;
afterEach(() => stubs?.dispose());

describe("a chat answer's sources", () => {
  it('link the sources that have a page and show the others as text', () => {
    render(<SourceList sources={[device, problem]} />);
    const list = screen.getByRole('list', { name: 'Sources' });
    expect(within(list).getByRole('link', { name: device.label })).toHaveAttribute('href', device.url);
    expect(within(list).getByText(problem.label).tagName).toBe('SPAN');
    expect(within(list).queryByRole('button')).not.toBeInTheDocument();
  });

  it('have a pin button each, which pins or unpins that source', async () => {
    stubs = stubPinCommands();
    stubs.setPinnedKeys(['problem_code:A0401']);
    const user = userEvent.setup();
    render(<SourceList sources={[device, problem]} />);
    const [first, second] = within(screen.getByRole('list', { name: 'Sources' })).getAllByRole('listitem');

    await user.click(within(first!).getByRole('button', { name: `Pin ${device.label}` }));
    expect(stubs.runs.pin).toHaveBeenCalledWith({ source: device });
    await user.click(within(second!).getByRole('button', { name: `Unpin ${problem.label}` }));
    expect(stubs.runs.unpin).toHaveBeenCalledWith({ source: { kind: 'problem_code', id: 'A0401' } });
  });

  it('show nothing when there are none', () => {
    const { container } = render(<SourceList sources={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
