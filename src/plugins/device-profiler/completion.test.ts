import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearAllCache } from '../../app/workflow/clear-cache';
import { openByPath, reset, workflow$ } from '../../app/workflow/store';
import { requiredFieldsFilled, trackProfileCompletion } from './completion';
import { emptyProfile, profile$ } from './store';

const isStep0Completed = () => workflow$.completed.peek().includes(0);
const fillRequired = () => profile$.assign({ device_name: 'Infusion pump', description: 'Delivers fluids', intended_use: 'In hospitals' });

let stop: () => void = () => {};
beforeEach(() => clearAllCache({ reload: false }));
afterEach(() => stop());

describe('requiredFieldsFilled', () => {
  it('needs device name, description and intended use, none blank', () => {
    const filled = { ...emptyProfile(), device_name: 'Pump', description: 'Pumps', intended_use: 'Infusion' };
    expect(requiredFieldsFilled(filled)).toBe(true);
    expect(requiredFieldsFilled({ ...filled, intended_use: '   ' })).toBe(false);
    expect(requiredFieldsFilled({ ...filled, device_name: '' })).toBe(false);
    expect(requiredFieldsFilled({ ...emptyProfile(), role: 'RA lead', key_specifications: '5 ml/h' })).toBe(false);
  });
});

describe('step 0 completion', () => {
  it('completes step 0 once the three fields are filled, and un-completes it when one is emptied', () => {
    stop = trackProfileCompletion();
    profile$.assign({ device_name: 'Infusion pump', description: 'Delivers fluids' });
    expect(isStep0Completed()).toBe(false);

    profile$.intended_use.set('In hospitals');
    expect(isStep0Completed()).toBe(true);

    profile$.description.set('  ');
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
    profile$.role.set('Regulatory lead');
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

  it('persists the profile under clearway.profile.v1', () => {
    fillRequired();
    expect(JSON.parse(localStorage.getItem('clearway.profile.v1') ?? 'null')).toMatchObject({
      device_name: 'Infusion pump',
      attachments: [],
    });
  });
});
