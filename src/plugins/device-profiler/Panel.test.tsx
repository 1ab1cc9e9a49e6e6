import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { workflow$ } from '../../app/workflow/store';
import { trackProfileCompletion } from './completion';
import DeviceProfilerPanel from './Panel';
import { profile$ } from './store';

let stop: () => void = () => {};
beforeEach(() => {
  clearAllCache({ reload: false });
  stop = trackProfileCompletion();
});
afterEach(() => stop());

describe('device profiler placeholder panel', () => {
  it('shows the step label and what the step will do', () => {
    render(<DeviceProfilerPanel />);
    expect(screen.getByRole('heading', { level: 1, name: 'Product Info' })).toBeInTheDocument();
    expect(screen.getByText(/Build the device profile/)).toBeInTheDocument();
  });

  it('lets the user complete step 0 by filling the three required fields', async () => {
    const user = userEvent.setup();
    render(<DeviceProfilerPanel />);

    await user.type(screen.getByLabelText('Device name'), 'Infusion pump');
    await user.type(screen.getByLabelText('Description'), 'Delivers fluids');
    expect(workflow$.completed.peek()).toEqual([]);
    await user.type(screen.getByLabelText('Intended use'), 'In hospitals');

    expect(profile$.peek()).toMatchObject({ device_name: 'Infusion pump', description: 'Delivers fluids', intended_use: 'In hospitals' });
    expect(workflow$.completed.peek()).toEqual([0]);
  });

  it('shows the stored values', () => {
    profile$.device_name.set('Stent');
    render(<DeviceProfilerPanel />);
    expect(screen.getByLabelText('Device name')).toHaveValue('Stent');
  });
});
