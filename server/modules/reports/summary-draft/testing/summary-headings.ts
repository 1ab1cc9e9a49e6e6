import { PERFORMANCE_GROUPS } from '../performance-groups.ts';

/** The draft's headings as a reader shows them, in the order of 21 CFR 807.92 (what the tests read back). */
export const SUMMARY_DRAFT_HEADINGS = [
  '1 Submitter (21 CFR 807.92(a)(1))',
  '2 Device Name and Classification (21 CFR 807.92(a)(2))',
  '3 Predicate Devices (21 CFR 807.92(a)(3))',
  '4 Device Description (21 CFR 807.92(a)(4))',
  '5 Intended Use / Indications for Use (21 CFR 807.92(a)(5))',
  '6 Comparison of Technological Characteristics (21 CFR 807.92(a)(6))',
  '7 Performance Data (21 CFR 807.92(b))',
  ...PERFORMANCE_GROUPS.map((group, index) => `7.${index + 1} ${group}${group === 'Clinical' ? ' (21 CFR 807.92(b)(2))' : ''}`),
  '8 Conclusion (21 CFR 807.92(b)(3))',
  '9 Sources',
];
