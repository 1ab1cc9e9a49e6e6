import path from 'node:path';
import { ensureAuthEmulator } from '../../scripts/auth-emulator';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { ClassificationAnswer, PredicatesAnswer, ReportAnswer, TestStandardsAnswer, type ReportRequest } from '../../src/api/contracts/ai';
import { reportContent, writtenDocument } from '../../src/plugins/finalize/export/report-content';
import { writeDocx } from '../../src/api/document/docx-writer';
import { toPdf } from '../../src/plugins/finalize/export/report-pdf';
import { bearer, createEmulatorUser } from '../../server/testing/emulator-user';
import { fdaDataDir } from '../../server/testing/fda-data-dir';
import { distribution } from '../lib/stats';
import type { BenchContext, BenchSuite, SuiteOutcome } from '../suite';
import { summaryProfiles } from './engine';

/** DESIGN.md section 6, 2 cores, warm server: report/build plus the DOCX and the PDF of a full strategy. */
export const REPORT_TARGET_MS_P50 = 2000;

const SUMMARIES_FILE = 'predicates/510k_summaries_100_2025.jsonl';
const STRATEGIES = 5;
const RUNS_EACH = 4;

export function reportOutcome(samples: readonly number[], strategies: readonly string[]): SuiteOutcome {
  const timed = distribution(samples, 1);
  const pass = timed.p50 < REPORT_TARGET_MS_P50;
  return {
    results: { measuredAt: new Date().toISOString(), strategies, reportMs: { ...timed, target: { statistic: 'p50', below: REPORT_TARGET_MS_P50, pass } } },
    rows: [
      { metric: `report/build + DOCX + PDF for a full strategy (${strategies.length} strategies, warm): p50`, value: `${timed.p50} ms`, target: `< ${REPORT_TARGET_MS_P50} ms`, pass },
      { metric: 'report: p95', value: `${timed.p95} ms`, target: '', pass: null },
    ],
  };
}

/** A signed-in caller of the running stack: POST to the AI base, or to any address under the stack. */
export interface StackCaller {
  url: string;
  headers: Record<string, string>;
  postAi(route: string, body: unknown): Promise<unknown>;
}

/** The stack, a new emulator user and the AI calls made as that user. */
export async function stackCaller(context: BenchContext): Promise<StackCaller> {
  const stack = await context.stack();
  const emulator = await ensureAuthEmulator();
  process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
  const headers = { ...bearer(await createEmulatorUser()), 'content-type': 'application/json' };
  return {
    url: stack.url,
    headers,
    async postAi(route, body) {
      const response = await fetch(`${stack.url}${API_BASE_PATHS.ai}/${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
      return response.json();
    },
  };
}

/** Full strategies of real 2025 510(k) summaries: classified, two predicates chosen, tests and standards planned. */
export async function plannedStrategies(context: BenchContext, caller: StackCaller, count: number): Promise<ReportRequest[]> {
  const profiles = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
  context.log(`Planning ${count} full strategies (classification, predicates, tests and standards)`);
  const strategies: ReportRequest[] = [];
  for (const profile of profiles) {
    if (strategies.length === count) break;
    const code = ClassificationAnswer.assert(await caller.postAi('classification/invoke', profile)).results[0]?.product_code;
    if (!code) continue;
    const predicates = PredicatesAnswer.assert(await caller.postAi('predicates/invoke', { ...profile, product_code: code })).results.slice(0, 2);
    const kNumbers = predicates.map((device) => device.k_number);
    const { rows } = TestStandardsAnswer.assert(await caller.postAi('test-standards/invoke', { ...profile, product_code: code, predicate_k_numbers: kNumbers }));
    strategies.push({ ...profile, product_code: code, predicate_k_numbers: kNumbers, standards_rows: rows });
  }
  return strategies;
}

/** Milliseconds of `runsEach` runs of `run` on each item, after one warm-up run on the first. */
export async function timedRuns<T>(items: readonly T[], runsEach: number, run: (item: T) => Promise<void>): Promise<number[]> {
  await run(items[0]!);
  const samples: number[] = [];
  for (const item of items) {
    for (let index = 0; index < runsEach; index += 1) {
      const started = performance.now();
      await run(item);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

export const reportSuite: BenchSuite = {
  name: 'report',
  description: 'The strategy report of real 2025 510(k) summaries: classified, predicates and tests planned, then report/build and both documents',
  async run(context) {
    const caller = await stackCaller(context);
    const strategies = await plannedStrategies(context, caller, STRATEGIES);

    context.log(`Timing report/build + DOCX + PDF, ${RUNS_EACH} times each after a warm-up`);
    const build = async (request: ReportRequest) => {
      const answer = ReportAnswer.assert(await caller.postAi('report/build', request));
      const content = reportContent(answer, { dataImportedAt: null });
      await Promise.all([writeDocx(writtenDocument(content)), toPdf(content)]);
    };
    const samples = await timedRuns(strategies, RUNS_EACH, build);
    return reportOutcome(
      samples,
      strategies.map((s) => s.product_code!),
    );
  },
};
