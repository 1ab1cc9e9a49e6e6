import path from 'node:path';
import { chromium } from '@playwright/test';
import { ensureAuthEmulator } from '../../scripts/auth-emulator';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium';
import { acceptTerms, createAccount, newCredentials, termsDialog } from '../../e2e/journeys';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { ClassificationAnswer, ComparisonAnswer, PredicatesAnswer } from '../../src/api/contracts/ai';
import { DeviceLineage, DeviceRelationships, DeviceRow, LINEAGE_DEFAULT_DEPTH, LINEAGE_MAX_NODES } from '../../src/api/contracts/data';
import { PAGE_SIZE } from '../../src/panels/relationships-graph/graph-model';
import { bearer, createEmulatorUser } from '../../server/testing/emulator-user';
import { fdaDataDir } from '../../server/testing/fda-data-dir';
import { predicateLinks } from '../../server/modules/fda/testing/raw-fda-facts';
import { measureGraphRender } from '../lib/graph-render';
import { distribution, type Distribution } from '../lib/stats';
import type { BenchSuite, SuiteOutcome } from '../suite';
import { summaryProfiles, type BenchProfile } from './engine';

/** DESIGN.md section 6, 2 cores, warm server. */
export const PREDICATE_TARGETS = { stepReadyMsP50: 1000, graphRenderMsP50: 300 } as const;

const SUMMARIES_FILE = 'predicates/510k_summaries_100_2025.jsonl';
const STEP_RUNS = 20;
const WARM_UP = 3;
const GRAPH_RENDERS = 10;
/** The graph target is for a graph of at least this many relationships (a whole lineage: no device has 500 direct links). */
export const BIG_GRAPH_RELATIONSHIPS = 500;

type Links = ReadonlyArray<{ device: string; predicate: string }>;

/** The K-number with the most relationships (predicates + postdicates) in the FDA link files, and its count. */
export function mostRelatedDevice(links: Links): { kNumber: string; relationships: number } {
  const neighbours = new Map<string, Set<string>>();
  const add = (from: string, to: string) => {
    let set = neighbours.get(from);
    if (!set) neighbours.set(from, (set = new Set()));
    set.add(to);
  };
  for (const { device, predicate } of links) {
    add(device, predicate);
    add(predicate, device);
  }
  let best = { kNumber: '', relationships: -1 };
  for (const [kNumber, set] of neighbours) if (set.size > best.relationships) best = { kNumber, relationships: set.size };
  if (best.relationships < 0) throw new Error('The FDA link files hold no predicate links');
  return best;
}

/**
 * The device whose lineage (predicates followed back `depth` generations, breadth first, at most `maxNodes`
 * devices, as GET /device/{k}/lineage walks it) holds the most relationships among its devices: the biggest
 * graph the Relationships graph draws from the real files (no device there has 500+ direct links).
 */
export function richestLineage(links: Links, depth = LINEAGE_DEFAULT_DEPTH, maxNodes = LINEAGE_MAX_NODES): { kNumber: string; devices: number; relationships: number } {
  const predicatesOf = new Map<string, Set<string>>();
  for (const { device, predicate } of links) {
    let set = predicatesOf.get(device);
    if (!set) predicatesOf.set(device, (set = new Set()));
    set.add(predicate);
  }
  let best = { kNumber: '', devices: 0, relationships: -1 };
  for (const start of predicatesOf.keys()) {
    const seen = new Set([start]);
    let generation = [start];
    for (let g = 0; g < depth && generation.length > 0 && seen.size < maxNodes; g += 1) {
      const next: string[] = [];
      for (const kNumber of generation) {
        for (const predicate of predicatesOf.get(kNumber) ?? []) {
          if (seen.has(predicate) || seen.size >= maxNodes) continue;
          seen.add(predicate);
          next.push(predicate);
        }
      }
      generation = next;
    }
    let relationships = 0;
    for (const kNumber of seen) for (const predicate of predicatesOf.get(kNumber) ?? []) if (seen.has(predicate)) relationships += 1;
    if (relationships > best.relationships) best = { kNumber: start, devices: seen.size, relationships };
  }
  if (best.relationships < 0) throw new Error('The FDA link files hold no predicate links');
  return best;
}

export interface GraphMeasurement {
  kNumber: string;
  /** Devices in the answer and the links among them; the nodes of the first page of each column, drawn. */
  devices: number;
  relationships: number;
  drawn: number;
  renderMs: readonly number[];
}

export interface PredicateMeasurements {
  stepReadyMs: readonly number[];
  /** The most cited device's own relationships (a page of each side), and the richest lineage drawn whole. */
  direct: GraphMeasurement;
  lineage: GraphMeasurement;
}

const graphFacts = ({ kNumber, devices, relationships, drawn }: GraphMeasurement) => ({ kNumber, devices, relationships, drawn });

export function predicateOutcome(measured: PredicateMeasurements): SuiteOutcome {
  const step: Distribution = distribution(measured.stepReadyMs, 1);
  const direct: Distribution = distribution(measured.direct.renderMs, 1);
  const lineage: Distribution = distribution(measured.lineage.renderMs, 1);
  const stepPass = step.p50 < PREDICATE_TARGETS.stepReadyMsP50;
  const graphPass = lineage.p50 < PREDICATE_TARGETS.graphRenderMsP50;
  const graphRow = ({ kNumber, devices, relationships, drawn }: GraphMeasurement, what: string) =>
    `${what} of ${kNumber} (${devices} devices, ${relationships} relationships; ${drawn} nodes on the first pages), data to first paint`;
  return {
    results: {
      measuredAt: new Date().toISOString(),
      profiles: { source: SUMMARIES_FILE },
      stepReadyMs: { ...step, target: { statistic: 'p50', below: PREDICATE_TARGETS.stepReadyMsP50, pass: stepPass } },
      directGraphMs: { ...direct, ...graphFacts(measured.direct) },
      lineageGraphMs: {
        ...lineage,
        ...graphFacts(measured.lineage),
        target: { statistic: 'p50', below: PREDICATE_TARGETS.graphRenderMsP50, pass: graphPass },
      },
    },
    rows: [
      {
        metric: 'predicate step: cards + detail panel + 2-device comparison (HTTP, warm): p50',
        value: `${step.p50} ms`,
        target: `< ${PREDICATE_TARGETS.stepReadyMsP50} ms`,
        pass: stepPass,
      },
      { metric: 'predicate step: p95', value: `${step.p95} ms`, target: '', pass: null },
      { metric: `${graphRow(measured.direct, 'graph')}: p50`, value: `${direct.p50} ms`, target: '', pass: null },
      {
        metric: `${graphRow(measured.lineage, 'full lineage')}: p50`,
        value: `${lineage.p50} ms`,
        target: `< ${PREDICATE_TARGETS.graphRenderMsP50} ms`,
        pass: graphPass,
      },
      { metric: 'full lineage graph: p95', value: `${lineage.p95} ms`, target: '', pass: null },
    ],
  };
}

/**
 * The calls the predicate step makes before it is ready: the cards, the first card's details, a comparison of
 * two. False when the analysis found fewer than two devices (no comparison to time).
 */
async function stepReady(base: string, headers: Record<string, string>, profile: BenchProfile, productCode: string): Promise<boolean> {
  const call = async (route: string, init?: RequestInit): Promise<unknown> => {
    const response = await fetch(`${base}${route}`, { ...init, headers: { ...headers, 'content-type': 'application/json' } });
    if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const post = (route: string, body: unknown) => call(`${API_BASE_PATHS.ai}/${route}`, { method: 'POST', body: JSON.stringify(body) });
  const { results } = PredicatesAnswer.assert(await post('predicates/invoke', { ...profile, product_code: productCode }));
  const [first, second] = results;
  if (!first || !second) return false;
  await Promise.all([
    call(`${API_BASE_PATHS.data}/device/${first.k_number}`).then((row) => DeviceRow.assert(row)),
    post('predicates/compare', { k_numbers: [first.k_number, second.k_number] }).then((answer) => ComparisonAnswer.assert(answer)),
  ]);
  return true;
}

export const predicateSuite: BenchSuite = {
  name: 'predicate',
  description: 'Predicate step on a warm server (cards, detail panel, a 2-device comparison) and the relationships graph of the most related device, in chromium',
  async run(context) {
    const profiles = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
    const links = predicateLinks();
    const mostCited = mostRelatedDevice(links);
    const richest = richestLineage(links);
    if (richest.relationships < BIG_GRAPH_RELATIONSHIPS) throw new Error(`No lineage in the link files has ${BIG_GRAPH_RELATIONSHIPS}+ relationships`);
    const stack = await context.stack();

    const emulator = await ensureAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    const headers = bearer(await createEmulatorUser());
    const classify = async (profile: BenchProfile) => {
      const response = await fetch(`${stack.url}${API_BASE_PATHS.ai}/classification/invoke`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(profile),
      });
      return ClassificationAnswer.assert(await response.json()).results[0]?.product_code;
    };

    context.log(`Timing the predicate step for ${STEP_RUNS} profiles whose top product code has 2+ predicates, after ${WARM_UP} warm-ups`);
    const stepReadyMs: number[] = [];
    let timed = 0;
    const skipped: string[] = [];
    for (const profile of profiles) {
      if (stepReadyMs.length === STEP_RUNS) break;
      const productCode = await classify(profile);
      if (!productCode) continue;
      const started = performance.now();
      if (!(await stepReady(stack.url, headers, profile, productCode))) {
        skipped.push(productCode);
        continue;
      }
      if (timed++ >= WARM_UP) stepReadyMs.push(performance.now() - started);
    }
    if (skipped.length > 0) context.log(`Not timed (fewer than 2 predicates, nothing to compare): ${skipped.join(', ')}`);
    if (stepReadyMs.length < STEP_RUNS) throw new Error(`Only ${stepReadyMs.length} of ${profiles.length} profiles led to 2+ predicates`);

    const getData = async (route: string): Promise<unknown> => {
      const response = await fetch(`${stack.url}${API_BASE_PATHS.data}${route}`, { headers });
      if (!response.ok) throw new Error(`${route} answered ${response.status}: ${await response.text()}`);
      return response.json();
    };
    const cited = DeviceRelationships.assert(await getData(`/device/${mostCited.kNumber}/relationships`));
    const shown = 1 + Math.min(cited.predicate_devices.length, PAGE_SIZE) + Math.min(cited.postdicate_devices.length, PAGE_SIZE);
    const lineage = DeviceLineage.assert(await getData(`/device/${richest.kNumber}/lineage`));
    const inLineage = new Set(lineage.nodes.map((node) => node.k_number));
    const lineageLinks = lineage.nodes.reduce((sum, node) => sum + node.predicates.filter(({ k_number }) => inLineage.has(k_number)).length, 0);
    // The lineage is drawn a page per generation (its column).
    const perGeneration = new Map<number, number>();
    for (const { generation } of lineage.nodes) perGeneration.set(generation, (perGeneration.get(generation) ?? 0) + 1);
    const lineageDrawn = [...perGeneration.values()].reduce((sum, count) => sum + Math.min(count, PAGE_SIZE), 0);

    const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
    try {
      const signedIn = async () => {
        const page = await (await browser.newContext({ baseURL: stack.url })).newPage();
        await createAccount(page, newCredentials());
        await termsDialog(page).waitFor();
        await acceptTerms(page);
        return page;
      };
      context.log(`Rendering the graph of ${mostCited.kNumber} (${mostCited.relationships} relationships) ${GRAPH_RENDERS} times`);
      const directMs = await measureGraphRender(await signedIn(), mostCited.kNumber, 'relationships', shown, GRAPH_RENDERS);
      context.log(`Rendering the full lineage of ${richest.kNumber} (${lineage.nodes.length} devices, ${lineageLinks} relationships) ${GRAPH_RENDERS} times`);
      const lineageMs = await measureGraphRender(await signedIn(), richest.kNumber, 'lineage', lineageDrawn, GRAPH_RENDERS);
      return predicateOutcome({
        stepReadyMs,
        direct: { kNumber: mostCited.kNumber, devices: mostCited.relationships + 1, relationships: mostCited.relationships, drawn: shown, renderMs: directMs },
        lineage: { kNumber: richest.kNumber, devices: lineage.nodes.length, relationships: lineageLinks, drawn: lineageDrawn, renderMs: lineageMs },
      });
    } finally {
      await browser.close();
    }
  },
};
