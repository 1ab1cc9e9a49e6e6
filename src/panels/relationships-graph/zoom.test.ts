import { describe, expect, it } from 'vitest';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, zoomStep } from './zoom';

describe('zoom', () => {
  it('steps by 1.2x in and 0.8x out within 0.5 to 2 (SPEC section 9)', () => {
    expect(zoomStep(1, 'in')).toBeCloseTo(1.2);
    expect(zoomStep(1, 'out')).toBeCloseTo(0.8);
    expect(zoomStep(1.9, 'in')).toBe(MAX_ZOOM);
    expect(zoomStep(0.55, 'out')).toBe(MIN_ZOOM);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(0.1)).toBe(0.5);
  });
});
