import { describe, expect, it } from 'vitest';
import { rawLines } from '../../../../testing/raw-fda-files.ts';
import { decodeModel, encodeModel } from './model-codec.ts';
import { textFeatures } from './model-features.ts';
import { scoreNaiveBayes, trainNaiveBayes, type TrainingExample } from './naive-bayes.ts';

/** A small real slice: the names and codes of FDA's 510(k) decisions of 1981-1985 for the slice's most common codes. */
function realSlice(codes: number): { name: string; code: string }[] {
  const [header, ...lines] = rawLines('510k/pmn8185.txt', 'latin1');
  const columns = header!.split('|');
  const [nameAt, codeAt] = [columns.indexOf('DEVICENAME'), columns.indexOf('PRODUCTCODE')];
  const records = lines.map((line) => line.split('|')).map((fields) => ({ name: fields[nameAt]!.trim(), code: fields[codeAt]!.trim() }));
  const counts = new Map<string, number>();
  for (const record of records) if (record.code) counts.set(record.code, (counts.get(record.code) ?? 0) + 1);
  const common = new Set([...counts].sort((a, b) => b[1] - a[1]).slice(0, codes).map(([code]) => code));
  return records.filter((record) => common.has(record.code) && record.name !== '');
}

const examplesOf = (records: readonly { name: string; code: string }[]): TrainingExample[] =>
  records.map((record) => ({ features: textFeatures(record.name, { letterGrams: true }), codes: [record.code] }));

const slice = realSlice(30);
// Every fifth record held out, the rest learned.
const learned = slice.filter((_, index) => index % 5 !== 0);
const heldOut = slice.filter((_, index) => index % 5 === 0);
const model = await trainNaiveBayes(examplesOf(learned), 0.01);

describe('naive Bayes product-code model on real 510(k) names', () => {
  const firstCode = (name: string) => scoreNaiveBayes(model, textFeatures(name, { letterGrams: true }), 1)[0]?.code;

  it('learns every code of the slice, with compact sorted postings', () => {
    expect(model.codes.toSorted()).toEqual([...new Set(learned.map((record) => record.code))].toSorted());
    expect(model.examples).toBe(learned.length);
    expect(model.offsets.at(-1)).toBe(model.postingClasses.length);
    expect(model.featureIds.every((id, index) => index === 0 || id > model.featureIds[index - 1]!)).toBe(true);
  });

  it('names the right code first for most held-out names, far above the most common code', () => {
    const right = heldOut.filter((record) => firstCode(record.name) === record.code).length;
    const counts = new Map<string, number>();
    for (const record of heldOut) counts.set(record.code, (counts.get(record.code) ?? 0) + 1);
    const mostCommon = Math.max(...counts.values());
    expect(heldOut.length).toBeGreaterThan(200);
    expect(right / heldOut.length).toBeGreaterThan(0.7);
    expect(right).toBeGreaterThan(3 * mostCommon);
  });

  it('ranks codes best first and answers nothing for words it never saw', () => {
    const ranked = scoreNaiveBayes(model, textFeatures(heldOut[0]!.name, { letterGrams: true }), 5);
    expect(ranked).toHaveLength(5);
    expect(ranked.every((entry, index) => index === 0 || entry.score <= ranked[index - 1]!.score)).toBe(true);
    expect(scoreNaiveBayes(model, textFeatures('zzqx', { letterGrams: false }), 5)).toEqual([]);
  });

  it('reads back from its bytes to the same scores', () => {
    const read = decodeModel(encodeModel(model));
    for (const record of heldOut.slice(0, 20)) {
      const features = textFeatures(record.name, { letterGrams: true });
      expect(scoreNaiveBayes(read, features, 5)).toEqual(scoreNaiveBayes(model, features, 5));
    }
  });

  it('reads its bytes wherever they sit in a larger buffer, aligned or not', () => {
    const bytes = encodeModel(model);
    const features = textFeatures(heldOut[0]!.name, { letterGrams: true });
    for (const offset of [8, 1]) {
      const larger = new Uint8Array(bytes.length + 16).fill(0xff);
      larger.set(bytes, offset);
      const read = decodeModel(larger.subarray(offset, offset + bytes.length));
      expect(scoreNaiveBayes(read, features, 5)).toEqual(scoreNaiveBayes(model, features, 5));
    }
  });

  it('refuses bytes cut short', () => {
    const bytes = encodeModel(model);
    expect(() => decodeModel(bytes.subarray(0, bytes.length - 8))).toThrow('cut short');
    expect(() => decodeModel(bytes.subarray(0, 6))).toThrow('cut short');
  });
});
