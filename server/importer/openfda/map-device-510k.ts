import { fdaDate } from '../dates.ts';
import { DEVICE_NUMBER, type DeviceReading } from '../datasets/premarket/device-readings.ts';
import { productCodeOrNull } from '../datasets/field-values.ts';
import { textField } from './fields.ts';
import type { OpenFdaRecord } from './results-scanner.ts';

/**
 * An openFDA device-510k record as a reading of fda_devices fields (field names as in openFDA's
 * deviceclearance schema), for the devices dataset to merge with the other files; a string says why
 * the record cannot be used.
 */
export function deviceReadingFrom510k(record: OpenFdaRecord): DeviceReading | string {
  const kNumber = textField(record, 'k_number')?.toUpperCase() ?? '';
  if (!DEVICE_NUMBER.test(kNumber)) return `"${kNumber}" is not a 510(k) or De Novo number`;
  const text = (name: string) => textField(record, name);
  return {
    kNumber,
    fields: {
      device_name: text('device_name'),
      applicant: text('applicant'),
      contact: text('contact'),
      street1: text('address_1'),
      street2: text('address_2'),
      city: text('city'),
      state: text('state'),
      country_code: text('country_code'),
      zip_code: text('zip_code') ?? text('postal_code'),
      date_received: fdaDate(text('date_received'), new Date()),
      decision_date: fdaDate(text('decision_date'), new Date()),
      decision_code: text('decision_code'),
      decision_description: text('decision_description'),
      review_advise_comm: text('review_advisory_committee'),
      advisory_committee_description: text('advisory_committee_description'),
      product_code: productCodeOrNull(text('product_code')),
      state_or_summ: text('statement_or_summary'),
      class_advise_comm: text('advisory_committee'),
      clearance_type: text('clearance_type'),
      third_party: text('third_party_flag'),
      expedited_review: text('expedited_review_flag'),
    },
  };
}
