import type { Insertable } from 'kysely';
import type { FdaProductCodesTable } from '../../db/fda-schema.ts';
import { yesNo } from '../datasets/field-values.ts';
import { SUBMISSION_TYPES, UNCLASSIFIED_REASONS } from '../datasets/premarket/fda-codes.ts';
import { textField } from './fields.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

/**
 * An openFDA device-classification record (deviceclass schema: foiclass fields) as an fda_product_codes
 * row; a string says why the record cannot be used.
 */
export function productCodeRowFromOpenFda(record: OpenFdaRecord, source: string): Insertable<FdaProductCodesTable> | string {
  const text = (name: string) => textField(record, name);
  const productCode = text('product_code')?.toUpperCase() ?? '';
  if (!/^[A-Z]{3}$/.test(productCode)) return `product code "${productCode}" is not 3 letters`;
  const deviceName = text('device_name');
  const deviceClass = text('device_class')?.toUpperCase();
  if (!deviceName || !deviceClass) return `product code ${productCode} has no device name or class`;
  const submissionTypeId = text('submission_type_id');
  const unclassifiedReason = text('unclassified_reason');
  return {
    product_code: productCode,
    device_name: deviceName,
    device_class: deviceClass,
    review_panel: text('review_panel'),
    medical_specialty: text('medical_specialty'),
    medical_specialty_description: text('medical_specialty_description'),
    regulation_number: text('regulation_number'),
    definition: text('definition'),
    submission_type_id: submissionTypeId,
    submission_type: submissionTypeId ? (SUBMISSION_TYPES[submissionTypeId] ?? null) : null,
    review_code: text('review_code'),
    unclassified_reason: unclassifiedReason ? (UNCLASSIFIED_REASONS[unclassifiedReason] ?? unclassifiedReason) : null,
    gmp_exempt_flag: yesNo(text('gmp_exempt_flag')),
    third_party_flag: yesNo(text('third_party_flag')),
    implant_flag: yesNo(text('implant_flag')),
    life_sustain_support_flag: yesNo(text('life_sustain_support_flag')),
    summary_malfunction_reporting: text('summary_malfunction_reporting'),
    physical_state: null,
    technical_method: null,
    target_area: null,
    source,
  };
}
