import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadBlob, localDay, REPORT_TYPES } from './report-files';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('report files', () => {
  it("writes the day in the user's time zone as YYYY-MM-DD", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });

  it('hands the bytes to the downloads under their name and type, then frees the link', async () => {
    vi.useFakeTimers();
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((saved = blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const bytes = new TextEncoder().encode('%PDF-1.7');

    downloadBlob('report.pdf', bytes, REPORT_TYPES.pdf);

    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['report.pdf', 'blob:report']);
    expect(saved!.type).toBe('application/pdf');
    expect(await saved!.text()).toBe('%PDF-1.7');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });
});
