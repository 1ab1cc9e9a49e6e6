/** SPEC section 9: the graph zooms between 0.5 and 2, the buttons by 1.2x and 0.8x. */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;
export const ZOOM_IN_FACTOR = 1.2;
export const ZOOM_OUT_FACTOR = 0.8;

export const clampZoom = (zoom: number): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** The zoom after one step in or out, within the range. */
export const zoomStep = (zoom: number, direction: 'in' | 'out'): number =>
  clampZoom(zoom * (direction === 'in' ? ZOOM_IN_FACTOR : ZOOM_OUT_FACTOR));
