import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { productCodeSource, regulationSource } from '../../api/text/fda-source-refs';
import { stubPinCommands } from '../pinned/pin-test-commands';
import { SnapshotSources } from './SnapshotBody';

const code = productCodeSource('DQA', 'Oximeter');
const regulation = regulationSource('870.2700', 'Oximeter');
let stubs: ReturnType<typeof stubPinCommands> | undefined;
afterEach(() => stubs?.dispose());

describe("an AI snapshot's sources", () => {
  it('link each source and pin it', async () => {
    stubs = stubPinCommands();
    const user = userEvent.setup();
    render(<SnapshotSources sources={[code, regulation]} label="Sources" />);
    await user.click(screen.getByText('Sources'));
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').getAttribute('href'))).toEqual([code.url, regulation.url]);

    await user.click(within(items[1]!).getByRole('button', { name: `Pin ${regulation.label}` }));
    expect(stubs.runs.pin).toHaveBeenCalledWith({ source: regulation });
  });
});
