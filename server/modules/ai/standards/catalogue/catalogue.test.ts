import { describe, expect, it } from 'vitest';
import { APPLICABILITY_RULES } from '../applicability-rules.ts';
import { designationKey, designationKeys } from '../designation.ts';
import { catalogueEntry } from './catalogue-index.ts';
import { CATALOGUE, CATALOGUE_SOURCE, STANDARD_CATEGORIES } from './index.ts';
import { REPLACED_STANDARDS } from './replaced.ts';

describe('standards catalogue', () => {
  it('holds at least 300 standards with unique designations, valid categories and a said scope', () => {
    expect(CATALOGUE.length).toBeGreaterThanOrEqual(300);
    const keys = CATALOGUE.map((entry) => designationKey(entry.designation));
    expect(keys).not.toContain(null);
    expect(new Set(keys).size).toBe(CATALOGUE.length);
    for (const entry of CATALOGUE) {
      expect(STANDARD_CATEGORIES).toContain(entry.category);
      expect(entry.title.length).toBeGreaterThan(10);
      expect(entry.scope.length).toBeGreaterThan(20);
      if (entry.recognition !== null) expect(entry.recognition).toMatch(/^\d{1,2}-\d{1,3}$/);
    }
    expect(CATALOGUE_SOURCE).toMatch(/Recognized Consensus Standards/);
  });

  it('has every standard an applicability rule names', () => {
    const missing = APPLICABILITY_RULES.flatMap((rule) => rule.standards.filter((designation) => !catalogueEntry(designation)));
    expect(missing).toEqual([]);
  });

  it('matches designations across bodies, editions and spellings', () => {
    expect(designationKeys('NCCLS Guideline EP9-A2 and EP 7-A')).toEqual(['CLSI EP9', 'CLSI EP7']);
    expect(catalogueEntry('CLSI EP06-A')?.designation).toBe('CLSI EP06 2nd ed.');
    expect(catalogueEntry('ISO 14971-2000')?.designation).toBe('ISO 14971:2019');
    expect(catalogueEntry('ANSI/AAMI/IEC 62304')?.designation).toBe('IEC 62304:2006+A1:2015');
    expect(catalogueEntry('IEC 60601-1-2 Edition 4')?.category).toBe('EMC');
    expect(catalogueEntry('ANSI Z80.36-2021')?.designation).toBe('ANSI Z80.36-2016');
    expect(catalogueEntry('ISO 14971-1')).toBeUndefined();
  });
});

describe('replaced standards', () => {
  it('name a successor the catalogue holds, and a key of their own', () => {
    for (const replaced of REPLACED_STANDARDS) {
      expect(catalogueEntry(replaced.successor)?.designation, replaced.designation).toBe(replaced.successor);
      expect(catalogueEntry(replaced.designation), replaced.designation).toBeUndefined();
    }
  });
});
