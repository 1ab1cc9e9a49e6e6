import { createReadStream } from 'node:fs';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases';
import { ClassificationAnswer } from '../../src/api/contracts/ai';
import { fdaDataDir } from '../../server/testing/fda-data-dir';
import { distribution, type Distribution } from '../lib/stats';
import type { BenchSuite, SuiteOutcome } from '../suite';
import { withImportedServer } from './imported-server';

/** DESIGN.md section 6, local engine, 2 cores. */
export const ENGINE_TARGETS = { classificationMsP50: 150, flowMsP50: 1500 } as const;

export const SUMMARIES_FILE = 'predicates/510k_summaries_100_2025.jsonl';
const CLASSIFICATIONS = 60;
const FLOWS = 15;
const WARM_UP = 5;

export interface BenchProfile {
  device_name: string;
  description: string;
  intended_use: string;
}

/** Real 2025 510(k) summaries with a description and an intended use, named as their letters name them. */
export async function summaryProfiles(file: string): Promise<BenchProfile[]> {
  const profiles: BenchProfile[] = [];
  for await (const line of createInterface({ input: createReadStream(file) })) {
    if (line.trim() === '') continue;
    const record = JSON.parse(line) as { device_description?: string | null; intended_use?: string | null; summary_raw?: string | null };
    const name = /Trade\/Device Name:\s*(.+)/.exec(record.summary_raw ?? '')?.[1]?.trim();
    if (!name || !record.device_description || !record.intended_use) continue;
    profiles.push({ device_name: name, description: record.device_description, intended_use: record.intended_use });
  }
  return profiles;
}

export function engineOutcome(classification: Distribution, flow: Distribution, profiles: number): SuiteOutcome {
  const classificationPass = classification.p50 < ENGINE_TARGETS.classificationMsP50;
  const flowPass = flow.p50 < ENGINE_TARGETS.flowMsP50;
  return {
    results: {
      measuredAt: new Date().toISOString(),
      engine: 'local',
      profiles: { source: SUMMARIES_FILE, count: profiles },
      classificationMs: { ...classification, target: { statistic: 'p50', below: ENGINE_TARGETS.classificationMsP50, pass: classificationPass } },
      flowMs: { ...flow, target: { statistic: 'p50', below: ENGINE_TARGETS.flowMsP50, pass: flowPass } },
    },
    rows: [
      { metric: 'classification/invoke (one at a time): p50', value: `${classification.p50} ms`, target: `< ${ENGINE_TARGETS.classificationMsP50} ms`, pass: classificationPass },
      { metric: 'classification/invoke: p95', value: `${classification.p95} ms`, target: '', pass: null },
      { metric: 'whole flow (classify, then predicates + risk + standards for the top 3): p50', value: `${flow.p50} ms`, target: `< ${ENGINE_TARGETS.flowMsP50} ms`, pass: flowPass },
      { metric: 'whole flow: p95', value: `${flow.p95} ms`, target: '', pass: null },
    ],
  };
}

/** POSTs a JSON body to an AI route of the server at `origin`; rejects on an HTTP error. */
export function aiPoster(origin: string, headers: Record<string, string>): (route: string, body: unknown) => Promise<unknown> {
  return async (route, body) => {
    const response = await fetch(`${origin}${API_BASE_PATHS.ai}/${route}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`POST ${route} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
}

export function classifier(post: ReturnType<typeof aiPoster>): (profile: BenchProfile) => Promise<ClassificationAnswer> {
  return async (profile) => ClassificationAnswer.assert(await post('classification/invoke', profile));
}

export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

export const engineSuite: BenchSuite = {
  name: 'engine',
  description: 'Local regulatory engine over HTTP on loopback: classification, and the whole classification flow',
  async run(context) {
    const profiles = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
    if (profiles.length === 0) throw new Error(`No usable profiles in ${SUMMARIES_FILE}`);
    return withImportedServer(context, 'engine', async ({ server, headers }) => {
      const post = aiPoster(server.url, headers);
      const classify = classifier(post);
      const profileAt = (i: number) => profiles[i % profiles.length]!;

      context.log(`Warming up with ${WARM_UP} classifications`);
      for (let i = 0; i < WARM_UP; i++) await classify(profileAt(i));

      context.log(`Classifying ${CLASSIFICATIONS} real 2025 summaries one at a time`);
      const classificationMs: number[] = [];
      for (let i = 0; i < CLASSIFICATIONS; i++) classificationMs.push((await timed(() => classify(profileAt(i)))).ms);

      context.log(`Running the whole flow for ${FLOWS} profiles`);
      const flowMs: number[] = [];
      for (let i = 0; i < FLOWS; i++) {
        const profile = profileAt(i);
        const { ms } = await timed(async () => {
          const { results } = await classify(profile);
          await Promise.all(
            results.slice(0, 3).map(async ({ product_code }) => {
              const predicates = (await post('predicates/invoke', { ...profile, product_code })) as { results: Array<{ k_number: string }> };
              await Promise.all([
                post('risk/invoke', { ...profile, product_code }),
                post('test-standards/invoke', { ...profile, product_code, predicate_k_numbers: predicates.results.slice(0, 3).map((p) => p.k_number) }),
              ]);
            }),
          );
        });
        flowMs.push(ms);
      }
      return engineOutcome(distribution(classificationMs, 1), distribution(flowMs, 1), profiles.length);
    });
  },
};
