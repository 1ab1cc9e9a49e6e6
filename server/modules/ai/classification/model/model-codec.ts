import { FEATURES_VERSION } from './model-features.ts';
import type { NaiveBayesModel } from './naive-bayes.ts';

interface Header {
  /** The FEATURES_VERSION it was trained with: a model of other features would score nonsense. */
  features_version: number;
  codes: string[];
  examples: number;
  features: number;
  postings: number;
}

const align4 = (length: number) => (length + 3) & ~3;

/**
 * The model as bytes for the database: a length-prefixed JSON header (codes, sizes), then the typed arrays
 * one after another, each starting on a 4-byte boundary.
 */
export function encodeModel(model: NaiveBayesModel): Uint8Array {
  const header: Header = { features_version: FEATURES_VERSION, codes: model.codes, examples: model.examples, features: model.featureIds.length, postings: model.postingClasses.length };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const arrays = [model.featureIds, model.offsets, model.classBase, model.postingWeights, model.postingClasses];
  const size = arrays.reduce((sum, array) => sum + align4(array.byteLength), 4 + align4(headerBytes.length));
  const bytes = new Uint8Array(size);
  new DataView(bytes.buffer).setUint32(0, headerBytes.length, true);
  bytes.set(headerBytes, 4);
  let at = 4 + align4(headerBytes.length);
  for (const array of arrays) {
    bytes.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), at);
    at += align4(array.byteLength);
  }
  return bytes;
}

/** Reads what encodeModel wrote; throws when the bytes are cut short, their sizes disagree or the features changed. */
export function decodeModel(bytes: Uint8Array): NaiveBayesModel {
  // Typed arrays need aligned offsets: bytes that start off a 4-byte boundary are copied to a fresh buffer.
  const aligned = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const { byteOffset: start, byteLength } = aligned;
  const buffer = aligned.buffer as ArrayBuffer;
  if (byteLength < 4) throw new Error('The classification model is empty');
  const headerLength = new DataView(buffer, start, byteLength).getUint32(0, true);
  if (4 + headerLength > byteLength) throw new Error('The classification model is cut short');
  const header = JSON.parse(new TextDecoder().decode(new Uint8Array(buffer, start + 4, headerLength))) as Header;
  if (header.features_version !== FEATURES_VERSION) {
    throw new Error(`The classification model was trained on other features (version ${header.features_version}, now ${FEATURES_VERSION}): import again`);
  }
  let at = 4 + align4(headerLength);
  const take = <T>(make: (buffer: ArrayBuffer, offset: number, length: number) => T, length: number, bytesEach: number): T => {
    if (at + length * bytesEach > byteLength) throw new Error('The classification model is cut short');
    const array = make(buffer, start + at, length);
    at += align4(length * bytesEach);
    return array;
  };
  const classes = header.codes.length;
  const model: NaiveBayesModel = {
    codes: header.codes,
    examples: header.examples,
    featureIds: take((b, o, l) => new Int32Array(b, o, l), header.features, 4),
    offsets: take((b, o, l) => new Int32Array(b, o, l), header.features + 1, 4),
    classBase: take((b, o, l) => new Float32Array(b, o, l), classes, 4),
    postingWeights: take((b, o, l) => new Float32Array(b, o, l), header.postings, 4),
    postingClasses: take((b, o, l) => new Uint16Array(b, o, l), header.postings, 2),
  };
  if (model.offsets[header.features] !== header.postings) throw new Error('The classification model is inconsistent');
  return model;
}
