import { describe, expect, it } from 'vitest';
import { coverageCaption } from './coverage-caption';

const held = { held: true, sources: ['maude/daVinci_FOIDEV.txt', 'maude/maude_web_export_received_2024-01.csv'], firstYear: 2012, lastYear: 2024 };

describe('coverageCaption', () => {
  it('names the files and the years they span', () => {
    expect(coverageCaption(held, 'MDR reports')).toBe('Source: daVinci_FOIDEV.txt, maude_web_export_received_2024-01.csv (2012–2024)');
    expect(coverageCaption({ ...held, firstYear: 2024, lastYear: 2024 }, 'MDR reports')).toMatch(/\(2024\)$/);
  });

  it('says the day the data was imported', () => {
    expect(coverageCaption({ ...held, importedAt: '2026-11-28' }, 'MDR reports')).toBe(
      'Source: daVinci_FOIDEV.txt, maude_web_export_received_2024-01.csv (2012–2024), imported 11/28/2026',
    );
  });

  it('says the files hold nothing for the code, so an empty card is not read as a zero', () => {
    expect(coverageCaption({ held: false, sources: [], firstYear: null, lastYear: null }, 'recalls')).toBe(
      'The imported FDA files hold no recalls for this product code: an empty card here is not a zero.',
    );
  });

  it("names openFDA and the days it answered and was updated when the figures are live", () => {
    const live = { ...held, live: { source: 'openFDA' as const, fetchedAt: '2026-11-25T10:00:00.000Z', lastUpdated: '2026-11-18' } };
    expect(coverageCaption(live, 'MDR reports')).toBe('Source: openFDA, fetched 11/25/2026, data updated 11/18/2026');
  });

  it('has nothing to say when the fetch failed', () => {
    expect(coverageCaption(null, 'recalls')).toBeNull();
  });
});
