import { describe, expect, it } from 'vitest';
import { modelWords, splitJoinedWords, stemWord, textFeatures, wordFeatureId } from './model-features.ts';

describe('model features', () => {
  it('stems plurals only', () => {
    expect(['catheters', 'assemblies', 'boxes', 'stimulus', 'glass', 'analysis', 'monitor'].map(stemWord)).toEqual([
      'catheter',
      'assembly',
      'box',
      'stimulus',
      'glass',
      'analysis',
      'monitor',
    ]);
  });

  it('reads words without stop words, bare numbers or single letters', () => {
    expect(modelWords('The Catheters, intravascular (2 lumens) - for use in a patient')).toEqual(['catheter', 'intravascular', 'lumen']);
  });

  it('counts words and adjacent pairs, and letter n-grams only when asked, at a lower weight', () => {
    const plain = textFeatures('Catheter catheter, balloon', { letterGrams: false });
    expect(plain.get(wordFeatureId('catheter'))).toBe(2);
    expect(plain.get(wordFeatureId('balloon'))).toBe(1);
    // two words and two pairs (catheter-catheter, catheter-balloon)
    expect(plain.size).toBe(4);
    const withGrams = textFeatures('Cath', { letterGrams: true });
    // 'cath' and the n-grams of '^cath$': four 3-grams, three 4-grams, two 5-grams
    expect(withGrams.size).toBe(1 + 4 + 3 + 2);
    expect([...withGrams.values()].filter((weight) => weight < 1)).toHaveLength(9);
  });

  it('gives the same ids for the same text and different ids to different words', () => {
    expect(textFeatures('pulse oximeter', { letterGrams: true })).toEqual(textFeatures('Pulse  Oximeters', { letterGrams: true }));
    expect(wordFeatureId('oximeter')).not.toBe(wordFeatureId('oximetry'));
  });

  it('reads brand words written in joined capitals whole and in parts, when asked', () => {
    // Names of cleared 510(k)s (openFDA 510(k) file).
    expect(splitJoinedWords('VisuBreath')).toBe('VisuBreath Visu Breath');
    expect(splitJoinedWords('SmartCT (R3.0)')).toBe('SmartCT Smart CT (R3.0)');
    expect(splitJoinedWords('CATHETER, BALLOON')).toBe('CATHETER, BALLOON');
    expect(modelWords('BubbleView Single-Use Digital Flexible Cystoscope', true)).toEqual(['bubbleview', 'bubble', 'view', 'single', 'digital', 'flexible', 'cystoscope']);
    expect(modelWords('BubbleView Cystoscope')).toEqual(['bubbleview', 'cystoscope']);
    // An analyte keeps its whole word.
    expect(modelWords('HbA1c test', true)).toContain('hba1c');
    expect(textFeatures('OsteoProbe', { letterGrams: false, joinedWords: true }).has(wordFeatureId('probe'))).toBe(true);
    expect(textFeatures('OsteoProbe', { letterGrams: false }).has(wordFeatureId('probe'))).toBe(false);
  });
});
