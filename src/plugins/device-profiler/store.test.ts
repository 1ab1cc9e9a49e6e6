import { describe, expect, it } from 'vitest';
import { definePersistedStore } from '../../app/workflow/persisted-store';
import { emptyProfileState, ProfileState } from './store';

describe('the stored profile (clearway.profile.v2)', () => {
  it('loads a profile stored before values carried their document, as it was', () => {
    const empty = emptyProfileState();
    const before = { steps: { ...empty.steps, device_name: { data: 'PulseRing', confidence_score: 95, label: 'Device Name' } }, profileId: 'profile-1' };
    localStorage.setItem('clearway.test-profile-before-sources.v2', JSON.stringify(before));
    const profile$ = definePersistedStore('clearway.test-profile-before-sources.v2', ProfileState, emptyProfileState);
    expect(profile$.peek()).toEqual(before);
  });
});
