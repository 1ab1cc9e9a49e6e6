import type { Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';
import { createClassificationEngine } from '../../server/modules/ai/classification/classification.service.ts';
import { createPredicatesEngine } from '../../server/modules/ai/predicates/predicates.service.ts';
import { createDataServices } from '../../server/modules/fda/data-services.ts';
import { normaliseProfile } from '../../server/modules/ai/profile.ts';
import { defaultFdaDataDir } from '../../scripts/fda-data-default';
import { writeResults } from '../lib/results';
import { distribution, roundTo } from '../lib/stats';
import { formatTable } from '../lib/table';
import type { TableRow } from '../suite';
import { setAccuracy, type ClassifiedCase, type SetAccuracy } from './accuracy-metrics.ts';
import { BENCH_AS_OF, openBenchDatabase } from './bench-databases.ts';
import { classifyAll, strippedProfile } from './classify-cases.ts';
import { uploadedCases } from './document-classification.ts';
import { heldKNumbers, heldOutDevices, heldOutDocuments, heldProductCodes } from './held-out-cases.ts';
import { matchBandLines, matchBands, type MatchBand, type ShownMatch } from './match-bands.ts';
import { predicateCases } from './predicate-cases.ts';
import { realPdfResults, uploadRows, uploadTally } from './upload-outcome.ts';

const DEFAULT_CAP = 300;
const PREDICATES_TOP = 10;

const log = (line: string) => console.log(`[accuracy] ${line}`);

function parseArgs(argv: readonly string[]): { fresh: boolean; cap: number } {
  const capArg = argv.find((arg) => arg.startsWith('--cap='));
  return { fresh: argv.includes('--fresh'), cap: capArg ? Number(capArg.slice('--cap='.length)) : DEFAULT_CAP };
}

async function predicateAccuracy(asOfDb: Kysely<Database>, full: Kysely<Database>, cap: number) {
  const engine = createPredicatesEngine({ db: asOfDb, data: createDataServices(asOfDb) });
  const cases = await predicateCases(full, asOfDb, cap);
  let cited = 0;
  let found = 0;
  const ms: number[] = [];
  const shown: ShownMatch[] = [];
  for (const { item, input } of cases) {
    const started = performance.now();
    const answer = await engine.predicates(input);
    ms.push(performance.now() - started);
    const predicates = new Set(item.predicates);
    const top = answer.results.slice(0, PREDICATES_TOP);
    cited += predicates.size;
    found += top.filter((result) => predicates.has(result.k_number)).length;
    shown.push(...top.map((result) => ({ match: result.scores.final.confidence_score, cited: predicates.has(result.k_number) })));
  }
  const { p50, p95 } = ms.length > 0 ? distribution(ms) : { p50: 0, p95: 0 };
  return {
    cases: cases.length,
    citedPredicates: cited,
    foundInTop10: found,
    share: cited === 0 ? 0 : roundTo((100 * found) / cited, 1),
    matchCalibration: matchBands(shown),
    ms: { p50, p95 },
  };
}

const percent = (value: number) => `${value.toFixed(1)} %`;

/** Every case whose true code is not first, with the engine's first five, their confidence and reasons. */
function missesOf(cases: readonly ClassifiedCase[]) {
  return cases
    .filter((item) => item.proposed[0] !== item.truth)
    .map((item) => ({
      k_number: item.k_number,
      truth: item.truth,
      truths: item.truths,
      rankOfTruth: item.proposed.indexOf(item.truth) + 1 || null,
      firstConfidence: item.topConfidence,
      proposed: item.proposed.slice(0, 5).map((code, index) => ({ code, reasoning: item.reasons[index] })),
    }));
}

const HIGH_CONFIDENCE_RIGHT = 85;
/** DESIGN.md section 6: the top-3 code from an uploaded 510(k) summary. */
const UPLOADED_SUMMARY_TOP3 = 85;

function classificationRows(name: string, accuracy: SetAccuracy, targets: { top1?: number; top3?: number; top5?: number }): TableRow[] {
  const row = (metric: string, value: number, target?: number): TableRow => ({
    metric: `${name}: ${metric}`,
    value: percent(value),
    target: target === undefined ? '' : `>= ${target} %`,
    pass: target === undefined ? null : value >= target,
  });
  return [
    { metric: `${name}: cases`, value: String(accuracy.cases), target: '', pass: null },
    row('top-1', accuracy.top1, targets.top1),
    row('top-3', accuracy.top3, targets.top3),
    row('top-5', accuracy.top5, targets.top5),
    row('top-5, any code FDA gave', accuracy.anyCodeTop5),
    ...(['high', 'medium', 'low'] as const).map((band): TableRow => {
      const { cases, top1 } = accuracy.top1ByConfidence[band];
      const high = band === 'high';
      return {
        metric: `${name}: first proposal right when ${band} (${cases} cases)`,
        value: top1 === null ? '-' : percent(top1),
        target: high ? `>= ${HIGH_CONFIDENCE_RIGHT} %` : '',
        pass: high ? top1 !== null && top1 >= HIGH_CONFIDENCE_RIGHT : null,
      };
    }),
    { metric: `${name}: classify p50 / p95`, value: `${accuracy.ms.p50} / ${accuracy.ms.p95} ms`, target: 'p50 < 150 ms', pass: accuracy.ms.p50 < 150 },
  ];
}

const HIGH_MATCH_RIGHT = 80;

/** Whether candidates shown with a High Match (80+) are cited predicates at least HIGH_MATCH_RIGHT % of the time. */
function matchHighRow(bands: readonly MatchBand[]): TableRow {
  const high = bands.find((band) => band.band === 'High')!;
  return {
    metric: `predicates: Match High is a cited predicate (${high.candidates} shown)`,
    value: high.citedShare === null ? '-' : percent(high.citedShare),
    target: `>= ${HIGH_MATCH_RIGHT} %`,
    pass: high.citedShare !== null && high.citedShare >= HIGH_MATCH_RIGHT,
  };
}

/** The reliability table of each set: first proposals by tenths of confidence, and how many were right. */
function reliabilityText(sets: Record<string, SetAccuracy>): string {
  const lines = ['Reliability (first proposals: confidence range, cases, right, mean confidence)'];
  for (const [name, accuracy] of Object.entries(sets)) {
    lines.push(`  ${name}`);
    for (const row of accuracy.reliability.filter((item) => item.cases > 0)) {
      lines.push(`    ${String(row.from).padStart(2)}-${row.to}: ${String(row.cases).padStart(3)} cases, ${percent(row.right!).padStart(7)} right, mean ${row.meanConfidence}`);
    }
  }
  return lines.join('\n');
}

/** `npm run bench:accuracy [--fresh] [--cap=N]`: held-out product-code and predicate accuracy (DESIGN.md section 6). */
async function main(): Promise<void> {
  const { fresh, cap } = parseArgs(process.argv.slice(2));
  const dataDir = defaultFdaDataDir();
  // The uploaded documents are read through the test helpers, which read FDA_DATA_DIR (as bench/run.ts sets it).
  process.env.FDA_DATA_DIR = dataDir;
  const asOfDb = await openBenchDatabase(BENCH_AS_OF, { dataDir, fresh, log });
  const full = await openBenchDatabase(null, { dataDir, fresh, log });
  try {
    const held = await heldKNumbers(asOfDb);
    const codes = await heldProductCodes(asOfDb);
    const devices = await heldOutDevices(full, BENCH_AS_OF, held, cap);
    const documents = await heldOutDocuments(full, held, cap);
    log(`Held-out cases: ${devices.length} device names, ${documents.length} summary documents`);

    const engine = createClassificationEngine({ db: asOfDb, data: createDataServices(asOfDb) });
    const warmUp = performance.now();
    await engine.classify(normaliseProfile({ device_name: 'warm-up', description: 'warm-up', intended_use: 'warm-up' }));
    log(`Warm-up (indexes built) in ${Math.round(performance.now() - warmUp)} ms; classifying ...`);

    const byName = await classifyAll(
      engine.classify,
      devices.map((device) => ({
        k_number: device.k_number,
        truth: device.product_code,
        truths: [device.product_code],
        profile: strippedProfile({ device_name: device.device_name, description: '', intended_use: '' }, codes),
      })),
    );
    const documentCases = (withName: boolean) =>
      documents.map((document) => ({
        k_number: document.k_number,
        truth: document.product_code,
        truths: document.product_codes,
        profile: strippedProfile({ ...document, device_name: withName ? document.device_name : '' }, codes),
      }));
    const byText = await classifyAll(engine.classify, documentCases(false));
    const byNameAndText = await classifyAll(engine.classify, documentCases(true));
    log('Reading the uploaded documents (2025 summaries made into PDFs, the ten real 510(k) PDFs) ...');
    const uploads = await uploadedCases(full, { held, asOf: BENCH_AS_OF }, codes);
    const byUpload = await classifyAll(engine.classify, uploads.summaries);
    const realPdfs = {
      heldOut: await classifyAll(engine.classify, uploads.realPdfs.heldOut),
      notHeldOut: await classifyAll(engine.classify, uploads.realPdfs.notHeldOut),
    };
    log('Classification done; ranking predicates ...');
    const predicates = await predicateAccuracy(asOfDb, full, cap);

    const sets = {
      deviceName: setAccuracy(byName),
      descriptionAndIntendedUse: setAccuracy(byText),
      nameDescriptionAndIntendedUse: setAccuracy(byNameAndText),
      uploadedSummary: setAccuracy(byUpload),
    };
    const asOf = BENCH_AS_OF.toISOString().slice(0, 10);
    const file = await writeResults('accuracy', {
      asOf,
      cap,
      classification: sets,
      predicates,
      misses: {
        deviceName: missesOf(byName),
        descriptionAndIntendedUse: missesOf(byText),
        nameDescriptionAndIntendedUse: missesOf(byNameAndText),
        uploadedSummary: missesOf(byUpload),
      },
      uploads: {
        summaries: uploadTally(uploads.summaries),
        realPdfs: { heldOut: realPdfResults(uploads.realPdfs.heldOut, realPdfs.heldOut), notHeldOut: realPdfResults(uploads.realPdfs.notHeldOut, realPdfs.notHeldOut) },
      },
    });
    log(`Wrote ${file}`);
    const rows: TableRow[] = [
      ...classificationRows('device name', sets.deviceName, { top1: 50, top5: 70 }),
      ...classificationRows('description + intended use', sets.descriptionAndIntendedUse, { top1: 60, top5: 85 }),
      ...classificationRows('name + description + intended use', sets.nameDescriptionAndIntendedUse, {}),
      ...classificationRows('uploaded 2025 summary PDF', sets.uploadedSummary, { top3: UPLOADED_SUMMARY_TOP3 }),
      ...uploadRows(uploads.summaries, realPdfs, asOf),
      { metric: 'predicates: cases (cited same-code predicates)', value: `${predicates.cases} (${predicates.citedPredicates})`, target: '', pass: null },
      { metric: 'predicates: cited found in top 10', value: percent(predicates.share), target: '>= 75 %', pass: predicates.share >= 75 },
      matchHighRow(predicates.matchCalibration),
    ];
    console.log(`\n${formatTable([{ suite: 'accuracy', rows }])}\n`);
    console.log(reliabilityText(sets));
    console.log(['Predicate Match by SPEC band (candidates shown in the top 10, how many the submission cites)', ...matchBandLines(predicates.matchCalibration).map((line) => `  ${line}`)].join('\n'));
  } finally {
    await asOfDb.destroy();
    await full.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`[accuracy] ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exit(1);
});
