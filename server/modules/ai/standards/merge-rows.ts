import type { StandardsLabel, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';

/** A row and the key rows of the same standard share (designation key, or the text / guidance file). */
export interface KeyedRow {
  key: string;
  row: TestStandardsRow;
}

/** Which label a merged row keeps: the predicates' practice first, the engine's inference last. */
const PRECEDENCE: readonly StandardsLabel[] = ['predicate', 'fda-consensus', 'guidance', 'ai', 'user'];

/**
 * One row per key: the label of highest precedence wins with its rationale(s); the other labels' reasons are
 * appended. Sorted by category, then standard reference.
 */
export function mergeRows(rows: readonly KeyedRow[]): TestStandardsRow[] {
  const groups = new Map<string, TestStandardsRow[]>();
  for (const { key, row } of rows) groups.set(key, [...(groups.get(key) ?? []), row]);
  const merged = [...groups.values()].map((group) => {
    const ordered = [...group].sort((a, b) => PRECEDENCE.indexOf(a.label) - PRECEDENCE.indexOf(b.label));
    const winner = ordered[0]!;
    const reasons = new Map<StandardsLabel, string[]>();
    for (const row of ordered) {
      const list = reasons.get(row.label) ?? [];
      if (row.rationale && !list.includes(row.rationale)) list.push(row.rationale);
      reasons.set(row.label, list);
    }
    const own = (reasons.get(winner.label) ?? []).join(' ');
    const others = [...reasons].filter(([label, list]) => label !== winner.label && list.length > 0).map(([label, list]) => `Also (${label}): ${list.join(' ')}`);
    return { ...winner, rationale: [own, ...others].filter(Boolean).join(' ') || null };
  });
  return merged.sort((a, b) => a.category.localeCompare(b.category) || a.standard_reference.localeCompare(b.standard_reference));
}
