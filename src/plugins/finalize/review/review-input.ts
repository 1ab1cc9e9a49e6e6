import { classification$ } from '../../classification/store';
import { profile$ } from '../../device-profiler/store';
import { comparisonOf } from '../../predicate/comparison/store';
import { predicate$ } from '../../predicate/store';
import { risk$, riskDateRange$ } from '../../risk/store';
import { testsStandards$ } from '../../tests-standards/store';
import { ancestryRecalls$ } from './ancestry-recalls';
import { REVIEW_PROFILE_FIELDS, reviewGaps, type Gap, type ReviewInput, type ReviewProfileField } from './gap-rules';

/** The profile's checked fields, read from the device profiler's store (synchronous, unlike the request bus). */
function profileFields(): Record<ReviewProfileField, string> {
  const steps = profile$.steps.get();
  return Object.fromEntries(REVIEW_PROFILE_FIELDS.map((field) => [field, steps[field].data])) as Record<ReviewProfileField, string>;
}

/**
 * The review's snapshot of the strategy for a product code (the selected scenario's; null when none is
 * selected). Reads every store with get(), so `use$(() => reviewInputOf(code))` or an observer follows changes.
 */
export function reviewInputOf(productCode: string | null, now = new Date()): ReviewInput {
  const code = productCode?.trim().toUpperCase() || null;
  const profile = profileFields();
  const dashboardYears = { ...riskDateRange$.get() };
  const currentYear = now.getFullYear();
  const found = code === null ? undefined : classification$.scenarios.get().find((scenario) => scenario.productCode === code);
  if (code === null || found === undefined) {
    return { profile, scenario: null, predicates: [], chosenKNumbers: [], ancestorClassIRecalls: {}, comparison: { comparedKNumbers: [], error: null }, risk: null, dashboardYears, currentYear, standards: [] };
  }
  const devices = [...(predicate$.devicesByProductCode[code]!.get() ?? [])].sort((a, b) => a.order - b.order);
  const comparison = comparisonOf(code);
  const risk = risk$.resultsByProductCode[code]!.get();
  const rows = testsStandards$.rowsByProductCode[code]!.get() ?? [];
  return {
    profile,
    scenario: {
      productCode: code,
      order: found.order,
      deviceName: found.deviceName,
      deviceClass: found.deviceClass,
      regulationNumber: found.regulationNumber,
    },
    predicates: devices.map((device) => ({ kNumber: device.kNumber, deviceName: device.deviceName, recallCount: device.recalls.length })),
    chosenKNumbers: [...comparison.selectedKNumbers],
    ancestorClassIRecalls: Object.fromEntries(comparison.selectedKNumbers.map((kNumber) => [kNumber, ancestryRecalls$[kNumber]!.get() ?? []])),
    comparison: { comparedKNumbers: [...comparison.lastComparedKNumbers], error: comparison.comparisonMeta.error },
    risk: risk ? { years: { ...risk.years }, level: risk.analysis.risk_level, updatedAt: risk.updatedAt } : null,
    dashboardYears,
    currentYear,
    standards: rows.map((row) => ({
      test: row.test_and_evaluation,
      standard: row.standard_reference,
      label: row.label,
      category: row.category,
      recognitionNumber: row.recognition_number ?? null,
      replaced: row.status ? { status: row.status, successor: row.successor ?? null } : null,
    })),
  };
}

/** The code's current gaps, following the stores as reviewInputOf does. */
export const currentGaps = (productCode: string | null): Gap[] => reviewGaps(reviewInputOf(productCode));
