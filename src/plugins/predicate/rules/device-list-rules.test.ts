import { describe, expect, it } from 'vitest';
import type { DeviceRow } from '../../../api/contracts/data';
import type { PredicateDevice } from '../store';
import { appendDevice, deviceFromRow, moveDevice, readKNumber, removeDevice, reorderDevices, requireListed } from './device-list-rules';

const row = (kNumber: string): DeviceRow => ({
  k_number: kNumber,
  device_name: `Device ${kNumber}`,
  applicant: 'Acme',
  decision_date: '2020-01-02',
  openfda_device_name: null,
  medical_specialty_description: null,
  device_class: 'Class II',
  date_received: '2019-10-01',
  advisory_committee_description: null,
  country_code: 'US',
  summary_device_description: null,
  summary_intended_use: null,
  summary_tech_characteristics: null,
  summary_pdf_url: null,
  statement_pdf_url: null,
  decision_summary_pdf_url: null,
  foia_pdf_url: null,
  product_code: 'DQA',
  classification_name: 'Oximeter',
  regulation_number: '870.2700',
  decision_code: 'SESE',
  decision_description: 'Substantially Equivalent',
  statement_or_summary: 'Summary',
  processing_time_days: 93,
  predicate_k_numbers: ['K100001'],
  postdicate_k_numbers: [],
  ai_enabled: false,
});

const list = (...kNumbers: string[]): PredicateDevice[] => kNumbers.map((k, i) => ({ ...deviceFromRow(row(k)), order: i + 1 }));
const ks = (devices: readonly PredicateDevice[]) => devices.map((d) => `${d.order}:${d.kNumber}`);

describe('the predicate list rules (SPEC sections 4 and 5)', () => {
  it('reads a K-number trimmed and upper-cased, and requires one', () => {
    expect(readKNumber('  k213456 ')).toBe('K213456');
    expect(() => readKNumber('   ')).toThrow('K-number is required');
  });

  it('appends a found device with order = length + 1 and refuses a listed one', () => {
    expect(ks(appendDevice(list('K1', 'K2'), deviceFromRow(row('K3'))))).toEqual(['1:K1', '2:K2', '3:K3']);
    expect(() => appendDevice(list('K1', 'K2'), deviceFromRow(row('k2')))).toThrow('Device K2 is already in the list');
  });

  it('takes a found device’s record as it is, unscored', () => {
    expect(deviceFromRow(row('k213456'))).toMatchObject({
      kNumber: 'K213456',
      productCode: 'DQA',
      code: 'DQA',
      processingTime: 93,
      predicateDevices: ['K100001'],
      finalConfidenceScore: null,
      recalled: false,
    });
  });

  it('removes a device and renumbers the rest, and refuses one not listed', () => {
    expect(ks(removeDevice(list('K1', 'K2', 'K3'), 'k2'))).toEqual(['1:K1', '2:K3']);
    expect(() => removeDevice(list('K1'), 'K9')).toThrow('Device with K-number K9 not found in the list');
    expect(() => requireListed(list('K1'), 'K9')).toThrow('Device with K-number K9 not found in the list');
  });

  it('reorders from 1, does nothing when the order is the same, and refuses an order that misses or repeats a device', () => {
    expect(reorderDevices(list('K1', 'K2', 'K3'), ['K3', 'k1', 'K2'])).toMatchObject({ unchanged: false });
    expect(ks(reorderDevices(list('K1', 'K2', 'K3'), ['K3', 'K1', 'K2']).devices)).toEqual(['1:K3', '2:K1', '3:K2']);
    expect(reorderDevices(list('K1', 'K2'), ['K1', 'K2']).unchanged).toBe(true);
    for (const bad of [['K1'], ['K1', 'K1'], ['K1', 'K9'], []]) {
      expect(() => reorderDevices(list('K1', 'K2'), bad)).toThrow('The new order must name every listed device once.');
    }
  });

  it('moves a device one place, and not past the ends', () => {
    expect(ks(moveDevice(list('K1', 'K2', 'K3'), 'K2', -1).devices)).toEqual(['1:K2', '2:K1', '3:K3']);
    expect(ks(moveDevice(list('K1', 'K2', 'K3'), 'K2', 1).devices)).toEqual(['1:K1', '2:K3', '3:K2']);
    expect(moveDevice(list('K1', 'K2'), 'K1', -1).unchanged).toBe(true);
    expect(moveDevice(list('K1', 'K2'), 'K2', 1).unchanged).toBe(true);
  });
});
