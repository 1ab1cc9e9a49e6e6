import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { openByPath, reset, workflow$ } from '../../app/workflow/store';
import { trackProfileCompletion } from './completion';
import { setStepValue } from './profile-updates';
import { profile$, PROFILE_STORAGE_KEY } from './store';

const isStep0Completed = () => workflow$.completed.peek().includes(0);
const fillRequired = () => {
  setStepValue('device_name', 'Infusion pump');
  setStepValue('description', 'Delivers fluids');
  setStepValue('intended_use', 'In hospitals');
};

let stop: () => void = () => {};
beforeEach(() => clearAllCache({ reload: false }));
afterEach(() => stop());

describe('step 0 completion', () => {
  it('completes step 0 once the three fields are filled, and un-completes it when one is emptied', () => {
    stop = trackProfileCompletion();
    setStepValue('device_name', 'Infusion pump');
    setStepValue('description', 'Delivers fluids');
    expect(isStep0Completed()).toBe(false);

    setStepValue('intended_use', 'In hospitals');
    expect(isStep0Completed()).toBe(true);

    profile$.steps.description.data.set('  ');
    expect(isStep0Completed()).toBe(false);
  });

  it('completes step 0 at start when the restored profile is filled', () => {
    fillRequired();
    stop = trackProfileCompletion();
    expect(isStep0Completed()).toBe(true);
  });

  it('does not un-complete step 0 opened by path just because the profile is empty', () => {
    openByPath(2);
    stop = trackProfileCompletion();
    setStepValue('role', 'Regulatory lead');
    expect(isStep0Completed()).toBe(true);
  });

  it('re-completes step 0 after a workflow reset while the profile is filled', () => {
    stop = trackProfileCompletion();
    fillRequired();
    reset();
    expect(isStep0Completed()).toBe(true);
  });

  it('stops following the profile once stopped', () => {
    stop = trackProfileCompletion();
    stop();
    fillRequired();
    expect(isStep0Completed()).toBe(false);
  });

  it('persists the profile steps under clearway.profile.v2', () => {
    fillRequired();
    expect(JSON.parse(localStorage.getItem(PROFILE_STORAGE_KEY) ?? 'null')).toMatchObject({
      steps: { device_name: { data: 'Infusion pump', confidence_score: 100, label: 'Device Name' }, attachments: { data: [] } },
    });
  });
});
