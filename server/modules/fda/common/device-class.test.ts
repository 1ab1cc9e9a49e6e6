import { describe, expect, it } from 'vitest';
import { deviceClassDescription, normaliseDeviceClass } from './device-class.ts';

describe('device class', () => {
  it.each([
    ['1', 'Class I'],
    ['2', 'Class II'],
    ['3', 'Class III'],
    ['U', 'Unknown'],
    ['N', 'Unknown'],
    ['F', 'Unknown'],
    ['', 'Unknown'],
    [null, 'Unknown'],
  ])('normalises FDA class %j to %s', (fdaClass, expected) => {
    expect(normaliseDeviceClass(fdaClass)).toBe(expected);
  });

  it('describes the class and the submission type', () => {
    expect(deviceClassDescription('2', '510(k)')).toBe('Class II (moderate risk: special controls); FDA submission type: 510(k)');
    expect(deviceClassDescription('1', '510(k) Exempt')).toBe('Class I (low risk: general controls); FDA submission type: 510(k) Exempt');
    expect(deviceClassDescription('F', null)).toBe('Humanitarian Device Exemption');
    expect(deviceClassDescription('U', 'Contact FDA')).toBe('Unclassified; FDA submission type: Contact FDA');
  });
});
