import type { DeviceRelationships, RelatedDevice } from '../../../api/contracts/data';

/** A hand-made graph device for the pure layout tests (never FDA data). */
export const device = (k_number: string, decision_date: string | null = null, overrides: Partial<RelatedDevice> = {}): RelatedDevice => ({
  k_number,
  device_name: `Device ${k_number}`,
  applicant: 'Acme',
  decision_date,
  product_code: 'ABC',
  recall_count: 0,
  most_serious_recall_class: null,
  predicate_count: 0,
  postdicate_count: 0,
  ...overrides,
});

/** The hand-made main device K200001 with these predicates and postdicates. */
export const relationships = (predicates: RelatedDevice[], postdicates: RelatedDevice[]): DeviceRelationships => ({
  ...device('K200001', '2020-06-01'),
  predicate_devices: predicates,
  postdicate_devices: postdicates,
});
