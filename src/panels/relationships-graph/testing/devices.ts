import type { DeviceRelationships, LinkedRelatedDevice, LinkSource, RelatedDevice } from '../../../api/contracts/data';

/** A hand-made graph device for the pure layout tests (never FDA data). */
export const device = (k_number: string, decision_date: string | null = null, overrides: Partial<RelatedDevice> = {}): RelatedDevice => ({
  k_number,
  device_name: `Device ${k_number}`,
  applicant: 'Acme',
  decision_date,
  product_code: 'ABC',
  recall_count: 0,
  most_serious_recall_class: null,
  class_i_recalls: [],
  predicate_count: 0,
  postdicate_count: 0,
  ...overrides,
});

/** What the hand-made links are stated by unless a test says otherwise: 510k.fyi's list. */
export const LISTED: LinkSource[] = [{ kind: 'predicate_list', dataset: 'predicates/predicates.csv' }];

/** The device as linked to another, by these sources. */
export const linked = (related: RelatedDevice, link_sources: LinkSource[] = LISTED): LinkedRelatedDevice => ({ link_sources, ...related });

/** The hand-made main device K200001 with these predicates and postdicates (linked by LISTED unless they say). */
export const relationships = (predicates: RelatedDevice[], postdicates: RelatedDevice[]): DeviceRelationships => ({
  ...device('K200001', '2020-06-01'),
  predicate_devices: predicates.map((related) => linked(related)),
  postdicate_devices: postdicates.map((related) => linked(related)),
});
