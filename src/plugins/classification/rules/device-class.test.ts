import { describe, expect, it } from 'vitest';
import { normalizeDeviceClass } from './device-class';

describe('normalizeDeviceClass', () => {
  it("reads FDA's class numbers", () => {
    expect(['1', '2', '3', 2].map(normalizeDeviceClass)).toEqual(['Class I', 'Class II', 'Class III', 'Class II']);
  });

  it('reads the Class text in any case and spacing, in Roman or Arabic numerals', () => {
    expect(['Class I', 'class ii', ' CLASS III ', 'Class 2', 'class3', 'II'].map(normalizeDeviceClass)).toEqual([
      'Class I',
      'Class II',
      'Class III',
      'Class II',
      'Class III',
      'Class II',
    ]);
  });

  it('calls everything else Unknown', () => {
    expect(['U', 'N', 'F', '', '4', 'Class IV', 'Unknown', 'unclassified', null, undefined].map(normalizeDeviceClass)).toEqual(
      Array(10).fill('Unknown'),
    );
  });
});
