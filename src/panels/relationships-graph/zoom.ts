/** SPEC section 9: the graph zooms between 0.5 and 2, the buttons by 1.2x and 0.8x. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;
export const ZOOM_IN_FACTOR = 1.2;
export const ZOOM_OUT_FACTOR = 0.8;

/** Wheel travel (in pixels) that zooms by a factor e; one mouse notch (100 px) is about one button step. */
const WHEEL_PIXELS_PER_E = 500;
/** WheelEvent.deltaMode 1 counts lines (Firefox with a mouse); a line is taken as this many pixels. */
const WHEEL_LINE_PIXELS = 40;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The zoom after one step in or out, within the range. */
export const zoomStep = (zoom: number, direction: 'in' | 'out'): number =>
  clampZoom(zoom * (direction === 'in' ? ZOOM_IN_FACTOR : ZOOM_OUT_FACTOR));

/**
 * The zoom after a wheel movement: up zooms in, down zooms out, in proportion to the travel so that a
 * trackpad's many small events zoom as smoothly as a mouse's notches.
 */
export function wheelZoom(zoom: number, { deltaY, deltaMode }: { deltaY: number; deltaMode: number }): number {
  const pixels = deltaMode === 1 ? deltaY * WHEEL_LINE_PIXELS : deltaY;
  return clampZoom(zoom * Math.exp(-pixels / WHEEL_PIXELS_PER_E));
}

export interface ScrollPosition {
  left: number;
  top: number;
}

/**
 * The scroll position that keeps the graph point under `anchor` (pixels from the viewport's top-left corner)
 * where it is when the zoom goes from `from` to `to`. The browser clamps what falls outside the content.
 */
export function scrollForZoom(scroll: ScrollPosition, anchor: { x: number; y: number }, from: number, to: number): ScrollPosition {
  const ratio = to / from;
  return { left: (scroll.left + anchor.x) * ratio - anchor.x, top: (scroll.top + anchor.y) * ratio - anchor.y };
}

/** The scroll position that puts the graph point (x, y), in unzoomed units, in the middle of the viewport. */
export function scrollToCentre(point: { x: number; y: number }, zoom: number, viewport: { width: number; height: number }): ScrollPosition {
  return { left: point.x * zoom - viewport.width / 2, top: point.y * zoom - viewport.height / 2 };
}
