import { describe, expect, it } from 'vitest';
import { DEFAULT_TUNING, tuningFor } from './classification-tuning.ts';

describe('tuningFor', () => {
  const tuning = { ...DEFAULT_TUNING, voteK: 5, nameOnly: { voteK: 1, weights: { textModel: 4 } } };

  it('applies the name-alone settings over the rest for a name alone', () => {
    const named = tuningFor(tuning, { nameOnly: true });
    expect(named.voteK).toBe(1);
    expect(named.weights.textModel).toBe(4);
    // What the name-alone settings leave out stays as it was.
    expect(named.weights.deviceNames).toBe(tuning.weights.deviceNames);
    expect(named.clearanceYears).toBe(tuning.clearanceYears);
    expect(named.nameOnly).toBeUndefined();
  });

  it('leaves the tuning as it is when the profile has more than a name, or there are no name-alone settings', () => {
    expect(tuningFor(tuning, { nameOnly: false })).toBe(tuning);
    const plain = { ...tuning, nameOnly: undefined };
    expect(tuningFor(plain, { nameOnly: true })).toBe(plain);
  });
});
