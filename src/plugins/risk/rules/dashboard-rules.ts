import type { DeviceClass, RecallClass, RecallsByClass } from '../../../api/contracts/data';
import { recallClassTotals } from '../../../api/contracts/recall-classes';
import type { MdrData } from '../store';

/** SPEC section 9: problem bars on the dashboard (5 beside the AI snapshot, 8 without) and in the dialog. */
export const PROBLEMS_BESIDE_SNAPSHOT = 5;
export const PROBLEMS_WITHOUT_SNAPSHOT = 8;
export const PROBLEMS_IN_DIALOG_CHART = 16;
/** SPEC section 9: a chart label longer than this wraps onto a second line. */
export const CHART_LABEL_CHARS = 18;

export const problemsShown = (snapshotShown: boolean): number => (snapshotShown ? PROBLEMS_BESIDE_SNAPSHOT : PROBLEMS_WITHOUT_SNAPSHOT);

/** SPEC section 9, read by device class (DESIGN section 7): Class I green 'Low Risk' ... Class III red 'High Risk'. */
export const RECALL_CLASS_LOOK: Record<DeviceClass, { colour: 'green' | 'yellow' | 'red' | 'grey'; label: string }> = {
  'Class I': { colour: 'green', label: 'Low Risk' },
  'Class II': { colour: 'yellow', label: 'Moderate Risk' },
  'Class III': { colour: 'red', label: 'High Risk' },
  Unknown: { colour: 'grey', label: 'Class not known' },
};

/**
 * FDA's recall classes by what FDA says they mean (Class I the most serious: the reverse of device classes),
 * so they never take the device classes' 'Low Risk' ... 'High Risk' (docs/decisions.md, issue 26).
 */
export const FDA_RECALL_CLASS_LOOK: Record<NonNullable<RecallClass> | 'none', { colour: 'green' | 'yellow' | 'red' | 'grey'; label: string }> = {
  'Class I': { colour: 'red', label: 'May cause serious harm or death' },
  'Class II': { colour: 'yellow', label: 'May cause temporary or reversible harm' },
  'Class III': { colour: 'green', label: 'Unlikely to cause harm' },
  none: { colour: 'grey', label: 'Class not known' },
};

export interface RecallClassSplit {
  /** Recalls whose class FDA's enforcement reports give. */
  known: number;
  total: number;
  rows: Array<{ recallClass: RecallClass; count: number; percent: number } & (typeof FDA_RECALL_CLASS_LOOK)['none']>;
}

/** The recalls by FDA's recall class, summed over device classes; null when none of them has a known class. */
export function recallClassSplit(items: RecallsByClass): RecallClassSplit | null {
  const totals = recallClassTotals(items);
  if (totals === null) return null;
  const total = totals.reduce((sum, { count }) => sum + count, 0);
  return {
    known: totals.reduce((sum, { recall_class, count }) => sum + (recall_class === null ? 0 : count), 0),
    total,
    rows: totals.map(({ recall_class, count }) => ({
      recallClass: recall_class,
      count,
      percent: percentOf(count, total),
      ...FDA_RECALL_CLASS_LOOK[recall_class ?? 'none'],
    })),
  };
}

const percentOf = (count: number, total: number): number => (total === 0 ? 0 : Math.round((count / total) * 100));
/** SPEC section 9: an average is the total divided by the number of classes or years, rounded. */
const averageOf = (total: number, parts: number): number => (parts === 0 ? 0 : Math.round(total / parts));

export interface RecallsAnalysis {
  total: number;
  /** Recalls per device class listed. */
  average: number;
  rows: Array<{ deviceClass: DeviceClass; count: number; percent: number } & (typeof RECALL_CLASS_LOOK)[DeviceClass]>;
  /** The same recalls by FDA's recall class; null when the data gives none of them one. */
  recallClasses: RecallClassSplit | null;
}

/** 'Medical Device Recalls Analysis': the total, the average per class and each class's share (rounded percentages). */
export function recallsAnalysis(items: RecallsByClass): RecallsAnalysis {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  return {
    total,
    average: averageOf(total, items.length),
    rows: items.map(({ device_class, count }) => ({ deviceClass: device_class, count, percent: percentOf(count, total), ...RECALL_CLASS_LOOK[device_class] })),
    recallClasses: recallClassSplit(items),
  };
}

export interface MdrAnalysis {
  total: number;
  years: number;
  averagePerYear: number;
  /** The year with the most reports (the earliest of a tie); null without reports. */
  peak: { year: number; count: number } | null;
}

/** 'Medical Device Reports (MDRs) Analysis': the average per charted year and the peak year. */
export function mdrAnalysis({ total_count, line_chart }: MdrData): MdrAnalysis {
  const peak = line_chart.reduce<MdrAnalysis['peak']>((best, { year, count }) => (count > 0 && (best === null || count > best.count) ? { year, count } : best), null);
  return { total: total_count, years: line_chart.length, averagePerYear: averageOf(total_count, line_chart.length), peak };
}

export interface ProblemShare {
  rank: number;
  problem: string;
  count: number;
  percent: number;
}

/** A problem dialog's ranked breakdown: most reported first, each with its count and rounded share of the total. */
export function problemBreakdown(items: ReadonlyArray<{ problem: string; count: number }>): { total: number; rows: ProblemShare[] } {
  const total = items.reduce((sum, item) => sum + item.count, 0);
  const ranked = [...items].sort((a, b) => b.count - a.count || a.problem.localeCompare(b.problem));
  return { total, rows: ranked.map(({ problem, count }, i) => ({ rank: i + 1, problem, count, percent: percentOf(count, total) })) };
}

/**
 * A chart label on at most two lines of CHART_LABEL_CHARS: broken at the last space that fits (mid-word when
 * none does); a second line that would overflow ends with '…'.
 */
export function wrapChartLabel(label: string, width = CHART_LABEL_CHARS): [string] | [string, string] {
  const text = label.trim();
  if (text.length <= width) return [text];
  const space = text.lastIndexOf(' ', width);
  const cut = space > 0 ? space : width;
  const rest = text.slice(cut).trim();
  return [text.slice(0, cut).trim(), rest.length <= width ? rest : `${rest.slice(0, width - 1).trimEnd()}…`];
}

/** The slider's end label: the current year reads 'Now' (SPEC section 2). */
export const yearLabel = (year: number, currentYear = new Date().getFullYear()): string => (year === currentYear ? 'Now' : String(year));

/** A year range as the dashboard writes it: '2010 – 2015', '2002 – Now'. */
export const yearsText = ({ startYear, endYear }: { startYear: number; endYear: number }, currentYear = new Date().getFullYear()): string =>
  `${startYear} – ${yearLabel(endYear, currentYear)}`;
