import { afterEach, describe, expect, it } from 'vitest';
import { scenarioFromFoiclass } from '../../../server/modules/fda/testing/foiclass-scenario.ts';
import { classification$ } from '../../plugins/classification/store';
import { beginSession, endSession } from './session';
import { keepStoredStateToItsOwner, STATE_OWNER_KEY } from './state-owner';

const signInAs = (uid: string) => beginSession({ uid, email: `${uid}@example.test` }, async () => `token-of-${uid}`);

describe('keepStoredStateToItsOwner', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    endSession();
    localStorage.clear();
  });

  it("keeps a user's work for that user and clears it before another user signs in", () => {
    stop = keepStoredStateToItsOwner();
    signInAs('alice');
    classification$.assign({ scenarios: [scenarioFromFoiclass('DQY')], selectedProductCode: 'DQY' });
    expect(localStorage.getItem(STATE_OWNER_KEY)).toBe('alice');

    endSession();
    signInAs('alice');
    expect(classification$.scenarios.peek().map((s) => s.productCode)).toEqual(['DQY']);

    endSession();
    signInAs('bob');
    expect(classification$.peek()).toMatchObject({ scenarios: [], selectedProductCode: null });
    expect(localStorage.getItem(STATE_OWNER_KEY)).toBe('bob');
  });

  it('adopts work stored before any owner was recorded', () => {
    classification$.scenarios.set([scenarioFromFoiclass('LLZ')]);
    stop = keepStoredStateToItsOwner();
    signInAs('carol');
    expect(classification$.scenarios.peek().map((s) => s.productCode)).toEqual(['LLZ']);
    expect(localStorage.getItem(STATE_OWNER_KEY)).toBe('carol');
  });
});
