import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFile } from './download-file';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('downloadFile', () => {
  it('hands the bytes to the downloads under their name and type, then frees the link', async () => {
    vi.useFakeTimers();
    let saved: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => ((saved = blob), 'blob:report'));
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const bytes = new TextEncoder().encode('%PDF-1.7');

    downloadFile('report.pdf', bytes, 'application/pdf');

    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect([link.download, link.href]).toEqual(['report.pdf', 'blob:report']);
    expect(saved!.type).toBe('application/pdf');
    expect(await saved!.text()).toBe('%PDF-1.7');
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:report');
  });
});
