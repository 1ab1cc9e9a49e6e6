import { describe, expect, it } from 'vitest';
import { headingOf, nextNumbering } from './summary-headings.ts';

// Heading lines as the 100 summaries of 2025 write them.
describe('headingOf', () => {
  it.each([
    ['4. DEVICE DESCRIPTION', 'description', '4.', ''],
    ['IV. Device Description Summary', 'description', 'IV.', ''],
    ['Device Description: The CARTO 3 EP Navigation System', 'description', null, 'The CARTO 3 EP Navigation System'],
    ['DEVICE DESCRIPTION [807.92(a)(4)]', 'description', null, ''],
    ['DEVICE DESCRIPTION SUMMARY (21 CFR 807.92(a)(4))', 'description', null, ''],
    ['4. D EVICE D ESCRIPTION', 'description', '4.', ''],
    ['1.4.3. Brief Written Description of the Device', 'description', '1.4.3.', ''],
    ['3. Description of Device', 'description', '3.', ''],
    ['2. Device Description The', 'description', '2.', 'The'],
    ['5. INTENDED USE/INDICATIONS FOR USE', 'indications', '5.', ''],
    ['F. Intended Use / Indications for Use:', 'indications', 'F.', ''],
    ['Indications for Use Statement:', 'indications', null, ''],
    ['Intended Use/ Indications for Use: 1. Metastatic tumor', 'indications', null, '1. Metastatic tumor'],
    ['Indications for Use Comparison 21 CFR 807.92(a)(5)', 'other', null, ''],
    ['3.2. Predicate Device Indications for Use', 'other', '3.2.', ''],
    ['Comparison of Technological Characteristics with the Predicate Device:', 'other', null, ''],
    ['Precautions/Exclusions:', 'other', null, ''],
    ['Non-Clinical and/or Clinical Tests Summary & Conclusions 21 CFR 807.92(b)', 'other', null, ''],
  ])('%s', (line, field, numbering, rest) => {
    expect(headingOf(line)).toMatchObject({ field, numbering, rest });
  });

  it.each([
    'Intended use of the device is to collect blood from the patient.',
    'Software.',
    'Description Subject Device Predicate Device',
    'Indications for Use (Describe)',
    'same indications for use',
  ])('takes "%s" for text', (line) => {
    expect(headingOf(line)).toBeNull();
  });
});

describe('headingOf: the intended use apart from the indications', () => {
  it.each([
    ['Intended Use:', true],
    ['7. INTENDED USE', true],
    ['Indications for Use:', false],
    ['Indication:', false],
    ['5. Intended Use/Indications for Use', false],
  ])('%s names the intended use alone: %s', (line, alone) => {
    expect(headingOf(line)).toMatchObject({ field: 'indications', intendedUseOnly: alone });
  });

  it('takes a sentence that opens with "Indications" for text', () => {
    expect(headingOf('Indications include pain relief after surgery.')).toBeNull();
  });
});

describe('nextNumbering', () => {
  it.each([
    ['4.', '5.'],
    ['9', '10'],
    ['1.4.', '1.5.'],
    ['IV.', 'V.'],
    ['E.', 'F.'],
    ['b)', 'c)'],
  ])('%s is followed by %s', (numbering, next) => {
    expect(nextNumbering(numbering)).toBe(next);
  });
});
