import { eventLoopTurns } from './event-loop-turns.ts';
import { FEATURE_BITS, type Features } from './model-features.ts';

/** One text with the product code(s) FDA gave its device. */
export interface TrainingExample {
  features: Features;
  codes: readonly string[];
  /** How much it counts (1 when absent). */
  weight?: number;
}

/**
 * Multinomial naive Bayes in compact form, a linear classifier in log space. Postings are grouped by feature
 * (sorted ids, offsets into the posting arrays) so that scoring touches only the query's features.
 */
export interface NaiveBayesModel {
  /** Class index -> product code. */
  codes: string[];
  /** How many examples it learned from. */
  examples: number;
  featureIds: Int32Array;
  /** featureIds.length + 1 offsets into the posting arrays. */
  offsets: Int32Array;
  postingClasses: Uint16Array;
  /** log(1 + count / alpha): what a feature seen with the class adds over one never seen with it. */
  postingWeights: Float32Array;
  /** log(alpha / (class total + alpha * features)): a feature's log-likelihood when never seen with the class. */
  classBase: Float32Array;
}

export interface ScoredCode {
  code: string;
  /** Log-likelihood of the text under the code, up to a constant shared by all codes. */
  score: number;
}

/** Long texts should not outvote short ones by repetition: a feature's count counts as log(1 + count). */
const sublinear = (count: number) => Math.log1p(count);

/** (feature, class, count) triples in typed arrays that double when full. */
class Triples {
  length = 0;
  feature = new Int32Array(1 << 20);
  cls = new Uint16Array(1 << 20);
  count = new Float32Array(1 << 20);

  push(feature: number, cls: number, count: number): void {
    if (this.length === this.feature.length) this.grow();
    this.feature[this.length] = feature;
    this.cls[this.length] = cls;
    this.count[this.length++] = count;
  }

  private grow(): void {
    const size = this.feature.length * 2;
    const [feature, cls, count] = [new Int32Array(size), new Uint16Array(size), new Float32Array(size)];
    feature.set(this.feature);
    cls.set(this.cls);
    count.set(this.count);
    [this.feature, this.cls, this.count] = [feature, cls, count];
  }
}

/**
 * Learns the model with additive smoothing `alpha`. Examples are read once, as they come (their features need
 * not all be in memory at once); the (feature, class, count) triples are then bucketed by feature with a
 * counting sort, so training is linear in the examples' features and needs no map per pair. It gives the event
 * loop a turn every few hundred examples and every 64k features, so a server training beside its requests
 * still answers them.
 */
export async function trainNaiveBayes(examples: Iterable<TrainingExample>, alpha: number): Promise<NaiveBayesModel> {
  const turnAfterExamples = eventLoopTurns(256);
  const turnAfterFeatures = eventLoopTurns(1 << 16);
  const indexOf = new Map<string, number>();
  const triples = new Triples();
  const perFeature = new Int32Array((1 << FEATURE_BITS) + 1);
  let read = 0;
  for (const example of examples) {
    read++;
    await turnAfterExamples();
    const weight = example.weight ?? 1;
    for (const code of new Set(example.codes)) {
      if (!indexOf.has(code)) indexOf.set(code, indexOf.size);
      const cls = indexOf.get(code)!;
      example.features.forEach((count, feature) => {
        triples.push(feature, cls, weight * sublinear(count));
        perFeature[feature + 1]!++;
      });
    }
  }
  if (indexOf.size > 0xffff) throw new Error(`Too many product codes for the model (${indexOf.size})`);
  const codes = [...indexOf.keys()];
  const { feature: tripleFeature, cls: tripleClass, count: tripleCount, length: tripleTotal } = triples;
  for (let i = 1; i < perFeature.length; i++) perFeature[i]! += perFeature[i - 1]!;
  const byFeature = new Int32Array(tripleTotal);
  const cursor = perFeature.slice(0, -1);
  for (let t = 0; t < tripleTotal; t++) byFeature[cursor[tripleFeature[t]!]!++] = t;

  // Postings are at most one per triple: write them into arrays of that size and keep the used part.
  const featureIds = new Int32Array(tripleTotal);
  const offsets = new Int32Array(tripleTotal + 1);
  const postingClasses = new Uint16Array(tripleTotal);
  const postingCounts = new Float64Array(tripleTotal);
  const classTotals = new Float64Array(codes.length);
  const scratch = new Float64Array(codes.length);
  const touched = new Uint16Array(codes.length);
  let [features, postings] = [0, 0];
  for (let feature = 0; feature < perFeature.length - 1; feature++) {
    await turnAfterFeatures();
    const [from, to] = [perFeature[feature]!, perFeature[feature + 1]!];
    if (from === to) continue;
    let touchedCount = 0;
    for (let i = from; i < to; i++) {
      const t = byFeature[i]!;
      const cls = tripleClass[t]!;
      if (scratch[cls] === 0) touched[touchedCount++] = cls;
      scratch[cls]! += tripleCount[t]!;
    }
    for (const cls of touched.subarray(0, touchedCount).sort()) {
      postingClasses[postings] = cls;
      postingCounts[postings++] = scratch[cls]!;
      classTotals[cls]! += scratch[cls]!;
      scratch[cls] = 0;
    }
    featureIds[features++] = feature;
    offsets[features] = postings;
  }
  const postingWeights = new Float32Array(postings);
  for (let p = 0; p < postings; p++) postingWeights[p] = Math.log1p(postingCounts[p]! / alpha);
  const classBase = new Float32Array(codes.length);
  for (let cls = 0; cls < codes.length; cls++) classBase[cls] = Math.log(alpha) - Math.log(classTotals[cls]! + alpha * features);
  return {
    codes,
    examples: read,
    featureIds: featureIds.slice(0, features),
    offsets: offsets.slice(0, features + 1),
    postingClasses: postingClasses.slice(0, postings),
    postingWeights,
    classBase,
  };
}

function featureIndex(model: NaiveBayesModel, feature: number): number {
  let [low, high] = [0, model.featureIds.length - 1];
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const id = model.featureIds[middle]!;
    if (id === feature) return middle;
    if (id < feature) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}

/** The `limit` most likely codes for the features, best first; none when the model knows none of them. */
export function scoreNaiveBayes(model: NaiveBayesModel, features: Features, limit: number): ScoredCode[] {
  const scores = new Float64Array(model.codes.length);
  let known = 0;
  for (const [feature, count] of features) {
    const index = featureIndex(model, feature);
    if (index < 0) continue;
    const weight = sublinear(count);
    known += weight;
    for (let p = model.offsets[index]!; p < model.offsets[index + 1]!; p++) scores[model.postingClasses[p]!]! += weight * model.postingWeights[p]!;
  }
  if (known === 0) return [];
  for (let cls = 0; cls < scores.length; cls++) scores[cls]! += known * model.classBase[cls]!;
  const best: number[] = [];
  for (let cls = 0; cls < scores.length; cls++) {
    if (best.length === limit && scores[cls]! <= scores[best[limit - 1]!]!) continue;
    let at = best.length;
    while (at > 0 && scores[best[at - 1]!]! < scores[cls]!) at--;
    best.splice(at, 0, cls);
    if (best.length > limit) best.pop();
  }
  return best.map((cls) => ({ code: model.codes[cls]!, score: scores[cls]! }));
}
