import { describe, expect, it } from 'vitest';
import { editToSave, isEditableStep, isStepComplete, requiredFieldsFilled } from './profile-rules';
import { emptyProfileState, PROFILE_STEP_IDS, type ProfileSteps } from './store';

const withSteps = (change: (steps: ProfileSteps) => void): ProfileSteps => {
  const steps = emptyProfileState().steps;
  change(steps);
  return steps;
};

describe('profile step completion (SPEC section 4)', () => {
  it('needs non-blank text for text steps', () => {
    expect(isStepComplete(withSteps((s) => (s.role.data = 'Manufacturer')), 'role')).toBe(true);
    expect(isStepComplete(withSteps((s) => (s.role.data = '   ')), 'role')).toBe(false);
  });

  it('needs one attachment for Attachments and true for Finalize', () => {
    expect(isStepComplete(emptyProfileState().steps, 'attachments')).toBe(false);
    expect(isStepComplete(withSteps((s) => (s.attachments.data = [{ name: 'spec.pdf' }])), 'attachments')).toBe(true);
    expect(isStepComplete(emptyProfileState().steps, 'finalize')).toBe(false);
    expect(isStepComplete(withSteps((s) => (s.finalize.data = true)), 'finalize')).toBe(true);
  });

  it('counts the three required fields, none blank', () => {
    const filled = withSteps((s) => {
      s.device_name.data = 'Pump';
      s.description.data = 'Pumps';
      s.intended_use.data = 'Infusion';
    });
    expect(requiredFieldsFilled(filled)).toBe(true);
    expect(requiredFieldsFilled({ ...filled, intended_use: { ...filled.intended_use, data: ' ' } })).toBe(false);
  });
});

describe('inline edits', () => {
  it('leaves Finalize and Attachments out', () => {
    expect(PROFILE_STEP_IDS.filter(isEditableStep)).toEqual([
      'role',
      'device_name',
      'description',
      'intended_use',
      'key_specifications',
      'functionality',
      'references',
    ]);
  });

  it('saves only a trimmed value that changed, never a blank one', () => {
    expect(editToSave('PulseRing', '  PulseRing 2 ')).toBe('PulseRing 2');
    expect(editToSave('PulseRing', ' PulseRing  ')).toBeNull();
    expect(editToSave('PulseRing', '   ')).toBeNull();
  });
});
