import { describe, expect, it } from 'vitest';
import { emptyComparison } from '../store';
import { addDevice, autoCompareStarted, canUseCache, removeDevice, shouldAutoCompare } from './selection-rules';
import { addDynamicRow } from './row-rules';

const T1 = '2025-01-01T00:00:00.000Z';
const T2 = '2025-01-02T00:00:00.000Z';

describe('adding a device', () => {
  it('appends it in the order added, with an entry stamped with the time', () => {
    const one = addDevice(emptyComparison(), ' k222222 ', T1);
    expect(one.selectedKNumbers).toEqual(['K222222']);
    expect(one.comparisonData.K222222).toEqual({ static: {}, dynamic: {}, evidence: {}, meta: { addedAt: T1 } });
    expect(addDevice(one, 'K111111', T2).selectedKNumbers).toEqual(['K222222', 'K111111']);
  });

  it('flags the trigger only once 2 devices are selected, with lastAction add', () => {
    const one = addDevice(emptyComparison(), 'K111111', T1);
    expect(one.trigger).toEqual({ shouldTriggerComparison: false, lastAction: 'add', hasActiveComparison: false });
    const two = addDevice(one, 'K222222', T1);
    expect(two.trigger).toEqual({ shouldTriggerComparison: true, lastAction: 'add', hasActiveComparison: false });
  });

  it('is ignored when the device is already selected', () => {
    const one = addDevice(emptyComparison(), 'K111111', T1);
    expect(addDevice(one, 'k111111', T2)).toBe(one);
  });

  it("fills the new device's dynamic rows with N/A", () => {
    const withRow = addDynamicRow(addDevice(emptyComparison(), 'K111111', T1), 'Sterile?');
    expect(addDevice(withRow, 'K222222', T2).comparisonData.K222222!.dynamic).toEqual({ 'Sterile?': 'N/A' });
  });

  it('keeps the cached facts of a device added again', () => {
    const base = addDevice(emptyComparison(), 'K111111', T1);
    const cached = { ...base, comparisonData: { K111111: { ...base.comparisonData.K111111!, static: { 'Intended Use': 'Pulse' } } } };
    const again = addDevice(removeDevice(cached, 'K111111'), 'K111111', T2);
    expect(again.comparisonData.K111111).toMatchObject({ static: { 'Intended Use': 'Pulse' }, meta: { addedAt: T2 } });
  });
});

describe('removing a device', () => {
  const three = ['K111111', 'K222222', 'K333333'].reduce((c, k) => addDevice(c, k, T1), emptyComparison());

  it('takes it out of the selection, clears the trigger and records lastAction remove', () => {
    const removed = removeDevice(three, 'k222222');
    expect(removed.selectedKNumbers).toEqual(['K111111', 'K333333']);
    expect(removed.trigger).toEqual({ shouldTriggerComparison: false, lastAction: 'remove', hasActiveComparison: false });
  });

  it('keeps the comparison active while 2 devices remain, and ends it below that', () => {
    const active = autoCompareStarted(three);
    expect(removeDevice(active, 'K111111').trigger.hasActiveComparison).toBe(true);
    expect(removeDevice(removeDevice(active, 'K111111'), 'K222222').trigger.hasActiveComparison).toBe(false);
  });

  it('is ignored for a device that is not selected', () => {
    expect(removeDevice(three, 'K999999')).toBe(three);
  });
});

describe('the automatic comparison', () => {
  it('starts when the trigger is flagged and at least 2 devices are selected', () => {
    const one = addDevice(emptyComparison(), 'K111111', T1);
    expect(shouldAutoCompare(one)).toBe(false);
    const two = addDevice(one, 'K222222', T1);
    expect(shouldAutoCompare(two)).toBe(true);
    // A flag left over with fewer devices does not start it.
    expect(shouldAutoCompare({ ...one, trigger: { ...one.trigger, shouldTriggerComparison: true } })).toBe(false);
  });

  it('takes the trigger and marks the scenario active', () => {
    const two = addDevice(addDevice(emptyComparison(), 'K111111', T1), 'K222222', T1);
    const started = autoCompareStarted(two);
    expect(started.trigger).toEqual({ shouldTriggerComparison: false, lastAction: 'add', hasActiveComparison: true });
    expect(shouldAutoCompare(started)).toBe(false);
  });
});

describe('the cache rule', () => {
  const selected = ['K333333', 'K111111'].reduce((c, k) => addDevice(c, k, T1), emptyComparison());

  it('holds when the sorted selection equals the last compared list', () => {
    expect(canUseCache({ ...selected, lastComparedKNumbers: ['K111111', 'K333333'] }, false)).toBe(true);
  });

  it('does not hold for another set, a subset, or before any comparison', () => {
    expect(canUseCache({ ...selected, lastComparedKNumbers: ['K111111', 'K222222'] }, false)).toBe(false);
    expect(canUseCache({ ...selected, lastComparedKNumbers: ['K111111', 'K222222', 'K333333'] }, false)).toBe(false);
    expect(canUseCache(selected, false)).toBe(false);
  });

  it('is bypassed by a forced run', () => {
    expect(canUseCache({ ...selected, lastComparedKNumbers: ['K111111', 'K333333'] }, true)).toBe(false);
  });
});
