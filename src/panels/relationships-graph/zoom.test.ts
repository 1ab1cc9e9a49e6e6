import { describe, expect, it } from 'vitest';
import { clampZoom, MAX_ZOOM, MIN_ZOOM, scrollForZoom, scrollToCentre, wheelZoom, zoomStep } from './zoom';

describe('zoom', () => {
  it('steps by 1.2x in and 0.8x out within 0.5 to 2 (SPEC section 9)', () => {
    expect(zoomStep(1, 'in')).toBeCloseTo(1.2);
    expect(zoomStep(1, 'out')).toBeCloseTo(0.8);
    expect(zoomStep(1.9, 'in')).toBe(MAX_ZOOM);
    expect(zoomStep(0.55, 'out')).toBe(MIN_ZOOM);
    expect(clampZoom(3)).toBe(2);
    expect(clampZoom(0.1)).toBe(0.5);
  });

  it('zooms in on wheel up and out on wheel down, a mouse notch about one button step, within the range', () => {
    expect(wheelZoom(1, { deltaY: -100, deltaMode: 0 })).toBeCloseTo(1.22, 2);
    expect(wheelZoom(1, { deltaY: 100, deltaMode: 0 })).toBeCloseTo(0.82, 2);
    expect(wheelZoom(1, { deltaY: 3, deltaMode: 1 })).toBeCloseTo(wheelZoom(1, { deltaY: 120, deltaMode: 0 }));
    expect(wheelZoom(1, { deltaY: -4, deltaMode: 0 })).toBeGreaterThan(1);
    expect(wheelZoom(1.9, { deltaY: -1000, deltaMode: 0 })).toBe(MAX_ZOOM);
    expect(wheelZoom(0.6, { deltaY: 1000, deltaMode: 0 })).toBe(MIN_ZOOM);
  });

  it('keeps the graph point under the anchor where it is when the zoom changes', () => {
    const scroll = { left: 300, top: 120 };
    const anchor = { x: 250, y: 90 };
    const pointUnder = (s: { left: number; top: number }, zoom: number) => [(s.left + anchor.x) / zoom, (s.top + anchor.y) / zoom];
    const after = scrollForZoom(scroll, anchor, 1, 1.44);
    expect(pointUnder(after, 1.44)[0]).toBeCloseTo(pointUnder(scroll, 1)[0]!);
    expect(pointUnder(after, 1.44)[1]).toBeCloseTo(pointUnder(scroll, 1)[1]!);
    expect(scrollForZoom(scroll, anchor, 1.2, 1.2)).toEqual(scroll);
  });

  it('centres a graph point in the viewport', () => {
    expect(scrollToCentre({ x: 500, y: 200 }, 2, { width: 600, height: 400 })).toEqual({ left: 700, top: 200 });
  });
});
