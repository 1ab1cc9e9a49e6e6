import { vi } from 'vitest';

/**
 * jsdom lays nothing out, so a virtualised list would see a viewport of 0 px and render no rows. This gives
 * every element the viewport height and every row the row height, as react-virtual's own tests do; vitest's
 * vi.restoreAllMocks() undoes it.
 */
export function fakeListLayout({ viewportPx, rowPx }: { viewportPx: number; rowPx: number }): void {
  vi.spyOn(Element.prototype, 'clientHeight', 'get').mockReturnValue(viewportPx);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(rowPx);
}
