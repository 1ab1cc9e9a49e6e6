import { describe, expect, it } from 'vitest';
import { AI_MESSAGES } from '../../../src/api/contracts/ai.ts';
import { DATA_MESSAGES } from '../../../src/api/contracts/data.ts';
import { ValidationError } from '../../http/errors.ts';
import {
  readChatbotInput,
  readClassificationInput,
  readCompareInput,
  readFeatureInput,
  readPredicatesInput,
  readProfilerInput,
  readReportInput,
  readRiskInput,
  readStandardsInput,
} from './ai-inputs.ts';

function problemOf(read: () => unknown): { message: string; field: string | undefined } {
  try {
    read();
  } catch (error) {
    if (error instanceof ValidationError) return { message: error.message, field: error.field };
    throw error;
  }
  throw new Error('expected a ValidationError');
}

const profile = { device_name: ' Pulse oximeter ', description: 'Clip-on SpO2 sensor', intended_use: 'Spot checks of SpO2' };

describe('classification input', () => {
  it.each([
    [{}],
    [{ ...profile, device_name: '   ' }],
    [{ ...profile, description: null }],
    [{ device_name: 'x', description: 'y' }],
  ])('needs device name, description and intended use (%j)', (body) => {
    expect(problemOf(() => readClassificationInput(body)).message).toBe(AI_MESSAGES.requiredProfileFields);
  });

  it('trims the profile, leaves out role and turns attachment names into objects', () => {
    expect(readClassificationInput({ ...profile, role: 'Consultant', attachments: ['spec.pdf', { name: 'ifu.pdf', size: 10 }] })).toEqual({
      device_name: 'Pulse oximeter',
      description: 'Clip-on SpO2 sensor',
      intended_use: 'Spot checks of SpO2',
      key_specs: '',
      functionality: '',
      references: '',
      attachments: [{ name: 'spec.pdf' }, { name: 'ifu.pdf', size: 10 }],
    });
  });

  it('names a field of the wrong type', () => {
    expect(problemOf(() => readClassificationInput({ ...profile, key_specs: 42 })).field).toBe('body.key_specs');
  });
});

describe('product codes', () => {
  it('requires one for predicates and the report, upper-casing it', () => {
    expect(problemOf(() => readPredicatesInput(profile)).message).toBe(DATA_MESSAGES.productCodeRequired);
    expect(problemOf(() => readReportInput({ product_code: 'DQ' })).message).toBe(DATA_MESSAGES.productCodeFormat);
    expect(readPredicatesInput({ ...profile, product_code: ' dqa ' }).productCode).toBe('DQA');
  });

  it('treats a blank optional code as none and rejects a malformed one', () => {
    expect(readRiskInput({ ...profile, product_code: ' ' }).productCode).toBeNull();
    expect(problemOf(() => readStandardsInput({ ...profile, product_code: 'D1A' })).message).toBe(DATA_MESSAGES.productCodeFormat);
  });
});

describe('comparison and feature extraction', () => {
  it('reads k_numbers from the body list, comma text or the query, de-duplicated', () => {
    expect(readCompareInput({ k_numbers: ['k123456', 'K123456 ', 'K654321'] }, {})).toEqual(['K123456', 'K654321']);
    expect(readCompareInput({}, { k_numbers: 'K111111,k222222' })).toEqual(['K111111', 'K222222']);
    expect(readCompareInput({ k_numbers: 'K111111, K333333' }, {})).toEqual(['K111111', 'K333333']);
  });

  it('says what is missing', () => {
    expect(problemOf(() => readCompareInput({}, {})).message).toBe(AI_MESSAGES.noDevicesSelected);
    expect(problemOf(() => readCompareInput({ k_numbers: ['K111111'] }, {})).message).toBe(AI_MESSAGES.needTwoDevices);
    expect(problemOf(() => readFeatureInput({ k_numbers: ['K111111'], prompt: '  ' })).message).toBe(AI_MESSAGES.promptEmpty);
    expect(problemOf(() => readFeatureInput({ prompt: 'Sample type?' })).message).toBe(AI_MESSAGES.noDevicesSelected);
  });
});

describe('risk and standards', () => {
  it('need a device name or a description', () => {
    expect(problemOf(() => readRiskInput({ intended_use: 'x' })).message).toBe(AI_MESSAGES.riskDeviceInformation);
    expect(problemOf(() => readStandardsInput({ intended_use: 'x' })).message).toBe(AI_MESSAGES.standardsDeviceInformation);
  });

  it('reads the figures the client fetched in either of their shapes', () => {
    const input = readRiskInput({
      description: 'Catheter',
      total_recalls: [
        { device_class: 'Class II', count: 3 },
        { device_class: 'Class III', count: 1 },
      ],
      total_mdrs: { total_count: 12, line_chart: [{ year: 2020, count: 12 }] },
      top_device_problems: [{ device_problem: 'Break', count: 4 }],
      top_patient_problems: [],
    });
    expect(input).toMatchObject({ totalRecalls: 4, totalMdrs: 12, topDeviceProblems: [{ problem: 'Break', count: 4 }], topPatientProblems: [] });
    expect(readRiskInput({ description: 'Catheter', total_recalls: 2, total_mdrs: 5 })).toMatchObject({
      totalRecalls: 2,
      totalMdrs: 5,
      topDeviceProblems: null,
    });
  });
});

describe('chat', () => {
  it('needs a non-blank message and keeps the last 50 turns of history', () => {
    expect(problemOf(() => readChatbotInput({ message: ' \n ' })).message).toBe(AI_MESSAGES.messageEmpty);
    const history = Array.from({ length: 60 }, (_, i) => ({ role: 'user' as const, content: String(i) }));
    const input = readChatbotInput({ message: ' What is DQA? ', history });
    expect(input.message).toBe('What is DQA?');
    expect(input.history).toHaveLength(50);
    expect(input.history[0]!.content).toBe('10');
  });

  it('reads the profiler thread and an absent profile as empty', () => {
    expect(readProfilerInput({ messages: [] })).toEqual({ messages: [], profile: {} });
    expect(problemOf(() => readProfilerInput({ messages: [{ role: 'system', content: 'x' }] })).field).toBe('body.messages.0.role');
  });
});
