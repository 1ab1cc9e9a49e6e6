import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { setNavigator } from '../../app/workflow/navigation';
import { markCompleted, openByPath, workflow$ } from '../../app/workflow/store';
import { commandRegistry } from '../../commands/registry';
import type { Disposable } from '../../commands/types';
import { stepIndexOf } from '../step-kit/step-context';
import { alreadyFilled, fillFieldCommand, REQUIRED_FIELDS_FILLED } from './commands';
import { profilerUi$ } from './profiler-ui';
import { fillRequiredProfile } from './testing/required-profile';

/** 'device-profiler.fill-field': the way back from a later step to a required field the profile misses. */
const navigate = vi.fn<(path: string) => void>();
const cleanups: Disposable[] = [];

beforeEach(() => {
  clearAllCache({ reload: false });
  profilerUi$.editing.set(null);
  navigate.mockReset();
  cleanups.push(setNavigator(navigate), commandRegistry.register(fillFieldCommand));
});
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup.dispose()));

const run = (args: unknown) => commandRegistry.executeUnchecked('device-profiler.fill-field', args, 'test');
const described = () => commandRegistry.describe('device-profiler.fill-field', commandRegistry.context())!;

describe('device-profiler.fill-field', () => {
  it('opens the missing field on Product Info, even from a later step while step 0 is not completed', async () => {
    openByPath(stepIndexOf('risk'));
    // A required field emptied since (the profile deleted) un-completes step 0; the movement rule would refuse the way back.
    markCompleted(0, false);

    await run({ field: 'description' });
    expect(workflow$.currentStep.peek()).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/strategy/device-profiler');
    expect(profilerUi$.editing.peek()).toBe('description');
  });

  it('offers the missing required fields only, refuses a filled one, and is disabled once all are filled', async () => {
    fillRequiredProfile(['device_name']);
    expect(described().enabled).toBe(true);
    expect(fillFieldCommand.prompt!.choices!({}).map((choice) => choice.label)).toEqual(['Description', 'Intended Use']);

    await expect(run({ field: 'device_name' })).rejects.toThrow(alreadyFilled('Device Name'));
    await expect(run({ field: 'key_specifications' })).rejects.toThrow();
    expect(profilerUi$.editing.peek()).toBeNull();

    fillRequiredProfile(['description', 'intended_use']);
    expect(described().enabled).toBe(REQUIRED_FIELDS_FILLED);
  });
});
