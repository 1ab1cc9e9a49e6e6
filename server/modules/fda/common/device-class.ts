import type { DeviceClass } from '../../../../src/api/contracts/data.ts';

const CLASS_OF_FDA_CODE: Record<string, DeviceClass> = { '1': 'Class I', '2': 'Class II', '3': 'Class III' };

/** FDA's class ('1', '2', '3'; 'U', 'N', 'F' and anything else are Unknown) as SPEC.md section 3 names it. */
export function normaliseDeviceClass(fdaClass: string | null | undefined): DeviceClass {
  return CLASS_OF_FDA_CODE[fdaClass?.trim() ?? ''] ?? 'Unknown';
}

/** What FDA's class codes mean (21 CFR 860.3 for 1-3; foiclass's own codes for the rest). */
const MEANING_OF_FDA_CODE: Record<string, string> = {
  '1': 'Class I (low risk: general controls)',
  '2': 'Class II (moderate risk: special controls)',
  '3': 'Class III (high risk)',
  U: 'Unclassified',
  N: 'Not classified',
  F: 'Humanitarian Device Exemption',
};

/** e.g. 'Class II (moderate risk: special controls); FDA submission type: 510(k)'. */
export function deviceClassDescription(fdaClass: string | null, submissionType: string | null): string {
  const code = fdaClass?.trim().toUpperCase() ?? '';
  const meaning = MEANING_OF_FDA_CODE[code] ?? 'Class not stated by FDA';
  return submissionType ? `${meaning}; FDA submission type: ${submissionType}` : meaning;
}
