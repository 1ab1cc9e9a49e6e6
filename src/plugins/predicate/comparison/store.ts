import { type } from 'arktype';
import { definePersistedStore } from '../../../app/workflow/persisted-store';
import { ALL_FIELD_IDS, DefaultFieldId } from './rules/default-fields';

export const COMPARISON_STORAGE_KEY = 'clearway.comparison.v1';

const Texts = type.Record('string', 'string');

/** Where an asked row's answer for a device was read: the passage and the document it is in. */
export const Evidence = type({
  passage: 'string',
  document: "'510k_summary' | 'decision_summary' | null",
});
export type Evidence = typeof Evidence.infer;

/** Where a device's facts were read when FDA's summary was fetched for it: the PDF, the date and the rows. */
export const FetchedSummary = type({ url: 'string', fetchedAt: 'string', keys: 'string[]' });
export type FetchedSummary = typeof FetchedSummary.infer;

/** One device's values (SPEC section 3): its facts from the compare answer and the rows the user added. */
const DeviceComparison = type({
  /** The compare answer's facts, by the answer's row name ('Intended Use', ...). */
  static: Texts,
  /** Row label to value, for every dynamic row; 'N/A' until answered or edited. */
  dynamic: Texts,
  /** Row label to where an asked row's answer came from; dropped when the user edits that value. */
  evidence: type.Record('string', Evidence),
  meta: { addedAt: 'string' },
  /** The device's 510(k) summary that Clearway fetched from FDA's host, and the facts it filled. */
  'fetched?': FetchedSummary,
});
export type DeviceComparison = typeof DeviceComparison.infer;

const ComparisonMeta = type({ isComparing: 'boolean', error: 'string | null', createdAt: 'string | null' });
export type ComparisonMeta = typeof ComparisonMeta.infer;

const ComparisonTrigger = type({
  shouldTriggerComparison: 'boolean',
  lastAction: "'add' | 'remove' | 'initial'",
  hasActiveComparison: 'boolean',
});
export type ComparisonTrigger = typeof ComparisonTrigger.infer;

/** What the 'Your device' column shows of the device profile, read when the column was turned on. */
export const OwnDeviceProfile = type({
  device_name: 'string',
  description: 'string',
  intended_use: 'string',
  key_specifications: 'string',
  functionality: 'string',
});
export type OwnDeviceProfile = typeof OwnDeviceProfile.infer;

const ProductComparison = type({
  /** In the order they were added: the predicates chosen for the report. */
  selectedKNumbers: 'string[]',
  /** By K-number; kept after a device leaves the selection, as the cache of its facts. */
  comparisonData: type.Record('string', DeviceComparison),
  comparisonMeta: ComparisonMeta,
  /** Sorted: the K-numbers of the last successful comparison (the cache rule). */
  lastComparedKNumbers: 'string[]',
  trigger: ComparisonTrigger,
  /** The compare answer's row names, in its order. */
  factKeys: 'string[]',
  /** The labels of the rows the user added or asked, in order. */
  dynamicRows: 'string[]',
  /** The default fields shown, in DEFAULT_FIELDS order. */
  visibleFields: DefaultFieldId.array(),
  ownDevice: {
    shown: 'boolean',
    profile: OwnDeviceProfile.or('null'),
    dynamic: Texts,
  },
});
export type ProductComparison = typeof ProductComparison.infer;

const ComparisonState = type({ byProductCode: type.Record('string', ProductComparison) });
export type ComparisonState = typeof ComparisonState.infer;

export function emptyComparison(): ProductComparison {
  return {
    selectedKNumbers: [],
    comparisonData: {},
    comparisonMeta: { isComparing: false, error: null, createdAt: null },
    lastComparedKNumbers: [],
    trigger: { shouldTriggerComparison: false, lastAction: 'initial', hasActiveComparison: false },
    factKeys: [],
    dynamicRows: [],
    visibleFields: [...ALL_FIELD_IDS],
    ownDevice: { shown: false, profile: null, dynamic: {} },
  };
}

/** The comparison of each product code (SPEC section 3), kept in browser storage. */
export const comparison$ = definePersistedStore<ComparisonState>(COMPARISON_STORAGE_KEY, ComparisonState, () => ({ byProductCode: {} }));

export const normalizeProductCode = (productCode: string): string => productCode.trim().toUpperCase();

/**
 * The code's comparison, or an empty one. Reads with get(), so an observer or use$ that calls it follows the
 * store.
 */
export function comparisonOf(productCode: string): ProductComparison {
  return comparison$.byProductCode[normalizeProductCode(productCode)]!.get() ?? emptyComparison();
}

/** Replaces the code's comparison with what a rule made of it. */
export function updateComparison(productCode: string, change: (comparison: ProductComparison) => ProductComparison): ProductComparison {
  const code = normalizeProductCode(productCode);
  const before = comparison$.byProductCode[code]!.peek() ?? emptyComparison();
  const after = change(before);
  if (after !== before) comparison$.byProductCode[code]!.set(after);
  return after;
}

/**
 * The K-numbers selected for comparison, which are the predicates the user chose for the report, in the
 * order they were added.
 */
export function chosenKNumbers(productCode: string): string[] {
  return [...comparisonOf(productCode).selectedKNumbers];
}
