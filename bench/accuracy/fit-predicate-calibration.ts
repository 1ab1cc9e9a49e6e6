import { createPredicatesEngine } from '../../server/modules/ai/predicates/predicates.service.ts';
import {
  MATCH_FEATURES,
  MATCH_FEATURE_SIGNS,
  matchFeatureValues,
  matchProbability,
  type MatchFeature,
  type MatchSignals,
  type MatchWeights,
} from '../../server/modules/ai/predicates/match-calibration.ts';
import { createDataServices } from '../../server/modules/fda/data-services.ts';
import { defaultFdaDataDir } from '../../scripts/fda-data-default';
import { BENCH_AS_OF, openBenchDatabase } from './bench-databases.ts';
import { kNumberHash } from './held-out-cases.ts';
import { fitLogistic, type Example } from './logistic-fit.ts';
import { matchBandLines, matchBands, type ShownMatch } from './match-bands.ts';
import { predicateCases } from './predicate-cases.ts';

/** The ridge of the fit: enough to keep collinear features (score and its parts) from running off. */
const RIDGE = 1;
const CAP = 300;

const log = (line: string) => console.log(`[fit-predicate-calibration] ${line}`);

interface Row {
  caseKNumber: string;
  signals: MatchSignals;
  cited: boolean;
}

const FEATURE_NAMES = Object.keys(MATCH_FEATURES) as MatchFeature[];

/** Fits on the rows, dropping a feature whose coefficient takes the wrong sign until none does. */
function fitWeights(rows: readonly Row[]): MatchWeights {
  let active = [...FEATURE_NAMES];
  for (;;) {
    const examples: Example[] = rows.map((row) => {
      const values = matchFeatureValues(row.signals);
      return { features: active.map((name) => values[FEATURE_NAMES.indexOf(name)]!), positive: row.cited };
    });
    const [bias, ...coefficients] = fitLogistic(examples, RIDGE);
    const wrong = active.find((name, i) => (MATCH_FEATURE_SIGNS[name] ?? 0) * coefficients[i]! < 0);
    if (wrong === undefined) {
      const weights = Object.fromEntries(FEATURE_NAMES.map((name) => [name, 0])) as MatchWeights;
      weights.bias = bias!;
      active.forEach((name, i) => (weights[name] = coefficients[i]!));
      return weights;
    }
    log(`  dropped ${wrong} (coefficient of the wrong sign)`);
    active = active.filter((name) => name !== wrong);
  }
}

const probability = (signals: MatchSignals, weights: MatchWeights) => Math.round(100 * matchProbability(signals, weights));

const rounded = (weights: MatchWeights) => Object.fromEntries(Object.entries(weights).map(([name, value]) => [name, Math.round(value * 1000) / 1000]));

/**
 * `npx tsx bench/accuracy/fit-predicate-calibration.ts`: refits MATCH_WEIGHTS (server/modules/ai/predicates/
 * match-calibration.ts) on bench:accuracy's held-out predicate cases, after a 2-fold check by K-number hash.
 * Uses the bench databases in .data-bench (run `npm run bench:accuracy` once to import them).
 */
async function main(): Promise<void> {
  const dataDir = defaultFdaDataDir();
  const asOfDb = await openBenchDatabase(BENCH_AS_OF, { dataDir, fresh: false, log });
  const full = await openBenchDatabase(null, { dataDir, fresh: false, log });
  try {
    const engine = createPredicatesEngine({ db: asOfDb, data: createDataServices(asOfDb) });
    const rows: Row[] = [];
    for (const { item, input } of await predicateCases(full, asOfDb, CAP)) {
      const { top } = await engine.shownCandidates(input);
      const cited = new Set(item.predicates);
      for (const candidate of top) rows.push({ caseKNumber: item.k_number, signals: candidate.signals, cited: cited.has(candidate.record.k_number) });
    }
    log(`${rows.length} candidates shown, ${rows.filter((row) => row.cited).length} cited`);

    const print = (title: string, shown: ShownMatch[]) => console.log([title, ...matchBandLines(matchBands(shown)).map((line) => `  ${line}`)].join('\n'));
    print('Before: the final score as Match', rows.map((row) => ({ match: Math.round(100 * row.signals.score), cited: row.cited })));

    const heldOut: ShownMatch[] = [];
    for (const fold of [0, 1]) {
      const inFold = (row: Row) => kNumberHash(row.caseKNumber) % 2 === fold;
      log(`Fold ${fold + 1}: fit on the other half`);
      const weights = fitWeights(rows.filter((row) => !inFold(row)));
      const judged = rows.filter(inFold).map((row) => ({ match: probability(row.signals, weights), cited: row.cited }));
      print(`Fold ${fold + 1} (${new Set(rows.filter(inFold).map((row) => row.caseKNumber)).size} cases), judged by weights fitted on the other half`, judged);
      heldOut.push(...judged);
    }
    print('Both folds, each judged by the other half', heldOut);

    log('Fit on all cases');
    const weights = fitWeights(rows);
    print('All cases, fitted on themselves', rows.map((row) => ({ match: probability(row.signals, weights), cited: row.cited })));
    console.log(`MATCH_WEIGHTS = ${JSON.stringify(rounded(weights), null, 2)}`);
  } finally {
    await asOfDb.destroy();
    await full.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`[fit-predicate-calibration] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
