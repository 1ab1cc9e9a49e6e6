import { describe, expect, it } from 'vitest';
import { emptyProfileState } from './store';
import { applyProfileUpdate, readConfidence, readToolCall } from './tool-calls';

describe('update_device_profile calls (SPEC section 4)', () => {
  it('reads a field, a value and a numeric or numeric-text confidence', () => {
    expect(readToolCall({ field: 'device_name', value: ' PulseRing ', confidence_score: 95 })).toEqual({ field: 'device_name', value: 'PulseRing', confidence: 95 });
    expect(readToolCall({ field: 'intended_use', value: 'Home SpO2 checks', confidence_score: '72.5' })?.confidence).toBe(72.5);
  });

  it("ignores 'none' and a missing field or value", () => {
    expect(readToolCall({ field: 'references', value: 'None', confidence_score: 80 })).toBeNull();
    expect(readToolCall({ field: 'references', value: '  ', confidence_score: 80 })).toBeNull();
    expect(readToolCall({ value: 'PulseRing', confidence_score: 80 })).toBeNull();
    expect(readToolCall({ field: 'device_name', confidence_score: 80 })).toBeNull();
    expect(readToolCall(undefined)).toBeNull();
  });

  it('keeps a score within 0-100 and drops one that is not a number', () => {
    expect(readConfidence('abc')).toBeNull();
    expect(readConfidence(null)).toBeNull();
    expect(readConfidence(140)).toBe(100);
    expect(readConfidence(-3)).toBe(0);
  });

  it('joins a list value for a text field and takes a list of names for attachments', () => {
    expect(readToolCall({ field: 'key_specifications', value: ['SpO2 70-100%', 'none', '30 g'], confidence_score: 70 })?.value).toBe('SpO2 70-100%, 30 g');
    expect(readToolCall({ field: 'attachments', value: ['spec.pdf', 'none'], confidence_score: 70 })).toEqual({ field: 'attachments', value: [{ name: 'spec.pdf' }], confidence: 70 });
  });

  it('keeps the document a value was read from, and drops it when a later update has none', () => {
    const read = readToolCall({ field: 'description', value: 'A hollow fiber membrane oxygenator', confidence_score: 85, source: ' K231414.pdf ' });
    expect(read).toEqual({ field: 'description', value: 'A hollow fiber membrane oxygenator', confidence: 85, source: 'K231414.pdf' });
    expect(readToolCall({ field: 'description', value: 'A ring', confidence_score: 90, source: ' ' })).not.toHaveProperty('source');
    const fromDocument = applyProfileUpdate(emptyProfileState().steps, read!);
    expect(fromDocument.description.source).toBe('K231414.pdf');
    expect(applyProfileUpdate(fromDocument, { field: 'description', value: 'A ring', confidence: 90 }).description.source).toBeNull();
  });

  it('applies a text update with its confidence and adds attachments once', () => {
    const named = applyProfileUpdate(emptyProfileState().steps, { field: 'device_name', value: 'PulseRing', confidence: 95 });
    expect(named.device_name).toEqual({ data: 'PulseRing', confidence_score: 95, label: 'Device Name', source: null });

    const once = applyProfileUpdate(named, { field: 'attachments', value: [{ name: 'spec.pdf' }], confidence: 100 });
    const twice = applyProfileUpdate(once, { field: 'attachments', value: [{ name: 'spec.pdf' }], confidence: 100 });
    expect(twice.attachments.data).toEqual([{ name: 'spec.pdf' }]);
  });
});
