import { describe, expect, it } from 'vitest';
import { mdrAnalysis, problemBreakdown, problemsShown, recallClassSplit, recallsAnalysis, wrapChartLabel, yearLabel } from './dashboard-rules';

describe('the recalls analysis', () => {
  it('averages the total over the classes listed and rounds each share', () => {
    const analysis = recallsAnalysis([
      { device_class: 'Class II', count: 7 },
      { device_class: 'Class III', count: 2 },
    ]);
    expect(analysis.total).toBe(9);
    expect(analysis.average).toBe(5); // 9 / 2 = 4.5, rounded
    expect(analysis.rows).toEqual([
      { deviceClass: 'Class II', count: 7, percent: 78, colour: 'yellow', label: 'Moderate Risk' },
      { deviceClass: 'Class III', count: 2, percent: 22, colour: 'red', label: 'High Risk' },
    ]);
  });

  it('colours Class I green, Low Risk, and says nothing of an empty list but zero', () => {
    expect(recallsAnalysis([{ device_class: 'Class I', count: 3 }]).rows[0]).toMatchObject({ colour: 'green', label: 'Low Risk', percent: 100 });
    expect(recallsAnalysis([])).toEqual({ total: 0, average: 0, rows: [], recallClasses: null });
  });
});

describe("the split by FDA's recall class", () => {
  it('is absent when no recall has a known class, or the source gives none', () => {
    expect(recallClassSplit([{ device_class: 'Class II', count: 4, recall_classes: [{ recall_class: null, count: 4 }] }])).toBeNull();
    expect(recallClassSplit([{ device_class: 'Class II', count: 4 }])).toBeNull();
  });

  it('lists Class I first, coloured by what FDA says the class means, and the recalls of no known class last', () => {
    const split = recallClassSplit([
      { device_class: 'Class II', count: 8, recall_classes: [{ recall_class: 'Class III', count: 1 }, { recall_class: null, count: 5 }, { recall_class: 'Class I', count: 2 }] },
    ]);
    expect(split).toEqual({
      known: 3,
      total: 8,
      rows: [
        { recallClass: 'Class I', count: 2, percent: 25, colour: 'red', label: 'May cause serious harm or death' },
        { recallClass: 'Class III', count: 1, percent: 13, colour: 'green', label: 'Unlikely to cause harm' },
        { recallClass: null, count: 5, percent: 63, colour: 'grey', label: 'Class not known' },
      ],
    });
  });
});

describe('the MDR analysis', () => {
  it('averages the reports over the charted years and names the peak year', () => {
    const analysis = mdrAnalysis({
      total_count: 10,
      line_chart: [
        { year: 2012, count: 1 },
        { year: 2013, count: 4 },
        { year: 2014, count: 4 },
        { year: 2015, count: 1 },
      ],
    });
    expect(analysis).toEqual({ total: 10, years: 4, averagePerYear: 3, peak: { year: 2013, count: 4 } });
  });

  it('has no peak and a zero average without reports', () => {
    expect(mdrAnalysis({ total_count: 0, line_chart: [] })).toEqual({ total: 0, years: 0, averagePerYear: 0, peak: null });
    expect(mdrAnalysis({ total_count: 0, line_chart: [{ year: 2020, count: 0 }] }).peak).toBeNull();
  });
});

describe('the problem breakdown', () => {
  it('ranks the problems, most reported first, with counts and rounded shares of the total', () => {
    const { total, rows } = problemBreakdown([
      { problem: 'Battery Problem', count: 1 },
      { problem: 'Communication or Transmission Problem', count: 5 },
      { problem: 'Pumping Stopped', count: 1 },
    ]);
    expect(total).toBe(7);
    expect(rows).toEqual([
      { rank: 1, problem: 'Communication or Transmission Problem', count: 5, percent: 71 },
      { rank: 2, problem: 'Battery Problem', count: 1, percent: 14 },
      { rank: 3, problem: 'Pumping Stopped', count: 1, percent: 14 },
    ]);
  });
});

describe('chart labels', () => {
  it('keep a label of up to 18 characters on one line', () => {
    expect(wrapChartLabel('Failure of Implant')).toEqual(['Failure of Implant']);
  });

  it('wrap a longer label at the last space that fits, ending an overlong second line with an ellipsis', () => {
    expect(wrapChartLabel('Failure to Osseointegrate')).toEqual(['Failure to', 'Osseointegrate']);
    expect(wrapChartLabel('Adverse Event Without Identified Device or Use Problem')).toEqual(['Adverse Event', 'Without Identifie…']);
    expect(wrapChartLabel('Osseointegration-Failure')).toEqual(['Osseointegration-F', 'ailure']);
  });
});

describe('the dashboard', () => {
  it('shows 5 problems beside the AI snapshot and 8 without it', () => {
    expect(problemsShown(true)).toBe(5);
    expect(problemsShown(false)).toBe(8);
  });

  it("labels the current year 'Now' at the slider's upper end", () => {
    expect(yearLabel(2026, 2026)).toBe('Now');
    expect(yearLabel(2019, 2026)).toBe('2019');
  });
});
