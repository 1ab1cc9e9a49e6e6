import type { StandardsLabel, TestStandardsRow } from '../../../api/contracts/ai';

/** SPEC section 2: the default tab, a catch-all that shows every row. */
export const CATCH_ALL_CATEGORY = 'Bench & Functional Tests';
/** SPEC section 2: the tab strip scrolls when it holds more than this many tabs. */
export const TABS_BEFORE_SCROLL = 5;

/** SPEC section 2's source labels. */
export const LABEL_TEXTS: Record<StandardsLabel, string> = {
  'fda-consensus': 'FDA Consensus',
  ai: 'AI',
  guidance: 'Guidance Document',
  predicate: 'From Predicate',
  user: 'User Added',
};

/** The cells a user edits in place. */
export const EDITABLE_FIELDS = ['test_and_evaluation', 'standard_reference', 'purpose'] as const;
export type EditableField = (typeof EDITABLE_FIELDS)[number];

/** A row and where it sits in the code's whole list (the tabs show a part of it). */
export interface IndexedRow {
  index: number;
  row: TestStandardsRow;
}

/** The tabs: the catch-all first, then each category the rows name, in the order they first appear. */
export function categoriesOf(rows: readonly TestStandardsRow[]): string[] {
  const named = rows.map((row) => row.category.trim()).filter((category) => category !== '' && category !== CATCH_ALL_CATEGORY);
  return [CATCH_ALL_CATEGORY, ...new Set(named)];
}

/** The rows a tab shows: every row on the catch-all, else those of its category. */
export function rowsOfCategory(rows: readonly TestStandardsRow[], category: string): IndexedRow[] {
  const indexed = rows.map((row, index) => ({ index, row }));
  return category === CATCH_ALL_CATEGORY ? indexed : indexed.filter(({ row }) => row.category.trim() === category);
}

/** SPEC section 3: a new user row is blank, labelled 'user', in the tab it was added from. */
export function blankRow(category: string): TestStandardsRow {
  return { test_and_evaluation: '', standard_reference: '', purpose: '', label: 'user', category, recognition_number: null, rationale: null };
}

/** SPEC section 2: an empty or 'N/A' value shows as a placeholder. */
export const isPlaceholder = (value: string | null | undefined): boolean => {
  const text = (value ?? '').trim();
  return text === '' || text.toUpperCase() === 'N/A';
};

/** The list with one cell changed (trimmed); the same list when the cell already holds the value. */
export function editCell(rows: readonly TestStandardsRow[], index: number, field: EditableField, value: string): TestStandardsRow[] {
  const row = rows[index];
  if (!row) throw new RangeError(`There is no row ${index + 1}: the table has ${rows.length}.`);
  const text = value.trim();
  if (row[field] === text) return [...rows];
  const edited = field === 'standard_reference' ? { ...withoutStandardFacts(row), [field]: text } : { ...row, [field]: text };
  return rows.map((r, i) => (i === index ? edited : r));
}

/**
 * A row whose standard was changed: its recognition number, replacement status and source link were the old
 * standard's, so they go (the review then asks for the new one's number).
 */
function withoutStandardFacts(row: TestStandardsRow): TestStandardsRow {
  const cleared = { ...row };
  for (const fact of STANDARD_FACTS) delete cleared[fact];
  return cleared;
}

const STANDARD_FACTS = ['recognition_number', 'recognition_source', 'status', 'successor', 'source'] as const;

export function deleteRow(rows: readonly TestStandardsRow[], index: number): TestStandardsRow[] {
  if (!rows[index]) throw new RangeError(`There is no row ${index + 1}: the table has ${rows.length}.`);
  return rows.filter((_, i) => i !== index);
}
