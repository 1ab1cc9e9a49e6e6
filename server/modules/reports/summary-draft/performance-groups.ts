import type { TestStandardsRow } from '../../../../src/api/contracts/ai.ts';

/** The performance data headings of the draft, in 21 CFR 807.92(b) order: non-clinical first, clinical last. */
export const PERFORMANCE_GROUPS = ['Bench testing', 'Biocompatibility', 'Software', 'Electrical safety', 'Clinical'] as const;
export type PerformanceGroup = (typeof PERFORMANCE_GROUPS)[number];

/** The engine's categories (standards catalogue) that are not bench testing; a user's own category is bench. */
const GROUP_OF_CATEGORY: Record<string, PerformanceGroup> = {
  biocompatibility: 'Biocompatibility',
  software: 'Software',
  cybersecurity: 'Software',
  'electrical safety': 'Electrical safety',
  emc: 'Electrical safety',
  'mr safety': 'Electrical safety',
  clinical: 'Clinical',
};

export const performanceGroupOf = (row: TestStandardsRow): PerformanceGroup => GROUP_OF_CATEGORY[row.category.trim().toLowerCase()] ?? 'Bench testing';

/** The rows of each group, in the order the user kept them. */
export function groupRows(rows: readonly TestStandardsRow[]): Map<PerformanceGroup, TestStandardsRow[]> {
  const groups = new Map(PERFORMANCE_GROUPS.map((group) => [group, [] as TestStandardsRow[]]));
  for (const row of rows) groups.get(performanceGroupOf(row))!.push(row);
  return groups;
}
