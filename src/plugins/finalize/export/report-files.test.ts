import { describe, expect, it } from 'vitest';
import { localDay } from './report-files';

describe('report files', () => {
  it("writes the day in the user's time zone as YYYY-MM-DD", () => {
    expect(localDay(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localDay(new Date(2026, 10, 25, 0, 0))).toBe('2026-11-25');
  });
});
