import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { FIREBASE_PROJECT_ID } from '../../../scripts/auth-emulator';
import { findFreePort } from '../../../scripts/free-port';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases';
import { bearer, createEmulatorUser } from '../../../server/testing/emulator-user';
import { RESULTS_DIR } from '../../lib/results';
import { distribution, type Distribution } from '../../lib/stats';
import type { BenchContext } from '../../suite';
import { dataEndpoints, getOk, LOAD } from '../data';
import { loadTest } from '../data-load';
import { groupResidentMegabytes, importWithCli, residentMegabytes, startDataServer } from '../data-server';
import { aiPoster, classifier, timed, type BenchProfile } from '../engine';

/** What a user types into the Predicate Devices search, one letter at a time: names, an applicant, a K-number. */
export const TYPED_TEXTS = ['nellcor', 'pulse oximeter', 'medtronic', 'catheter', 'K2012'] as const;
const CLASSIFICATIONS = 40;
const WARM_UP = 5;
const RSS_SAMPLE_MS = 500;

export interface InstallMeasurement {
  /** The importer CLI's wall time on an empty DATA_DIR: the download too, where it downloads. */
  importSeconds: number;
  /** The most the importer's processes held at once. */
  importerPeakRssMegabytes: number;
  serverRssMegabytes: number;
  classificationMs: Distribution;
  endpoints: Array<{ name: string; p95: number; errors: number; requests: number }>;
  typeAheadMs: Distribution;
}

/** Every prefix of 2 characters or more: what the type-ahead asks while the text is typed. */
export function typedPrefixes(texts: readonly string[]): string[] {
  return texts.flatMap((text) => Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2)));
}

/**
 * Imports into an empty PGlite DATA_DIR with the importer CLI under `env` (FDA_DATA_DIR, or a download
 * install's base URLs), then starts the server on it and measures what issue 26 names for a full install.
 */
export async function measureInstall(
  context: BenchContext,
  { name, env, emulatorHost, profiles }: { name: string; env: NodeJS.ProcessEnv; emulatorHost: string; profiles: readonly BenchProfile[] },
): Promise<InstallMeasurement> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `clearway-bench-full-scale-${name}-`));
  const serverEnv = { dataDir, fdaDataDir: env.FDA_DATA_DIR ?? '', logFile: path.join(RESULTS_DIR, `full-scale-${name}.log`), env };
  try {
    context.log(`${name}: importing into an empty DATA_DIR with the importer CLI (output: ${path.relative(process.cwd(), serverEnv.logFile)})`);
    let peak = 0;
    let sampler: NodeJS.Timeout | undefined;
    const importSeconds = await importWithCli(serverEnv, (groupId) => {
      sampler = setInterval(() => void groupResidentMegabytes(groupId).then((mb) => (peak = Math.max(peak, mb))), RSS_SAMPLE_MS);
    }).finally(() => clearInterval(sampler));
    context.log(`${name}: imported in ${Math.round(importSeconds)} s (importer peak ${peak} MB); starting the server`);

    const server = await startDataServer(serverEnv, { port: await findFreePort(), emulatorHost, projectId: FIREBASE_PROJECT_ID, env });
    try {
      const headers = bearer(await createEmulatorUser());
      const data = `${server.url}${API_BASE_PATHS.data}`;
      const classify = classifier(aiPoster(server.url, headers));
      const search = (text: string) => getOk(`${data}/search/devices?q=${encodeURIComponent(text)}`, headers);
      const [latest] = (await getOk(`${data}/device/latest/DQY?limit=1`, headers)) as Array<{ k_number: string }>;
      if (!latest) throw new Error(`${name}: the imported data holds no DQY clearance`);
      const endpoints = dataEndpoints(latest.k_number);

      context.log(`${name}: warming up`);
      for (let i = 0; i < WARM_UP; i++) await classify(profiles[i % profiles.length]!);
      for (const { path: endpoint } of endpoints) {
        await getOk(`${data}${endpoint}`, headers);
        await loadTest(`${data}${endpoint}`, { connections: LOAD.connections, durationSeconds: LOAD.warmUpSeconds, headers });
      }
      for (const text of TYPED_TEXTS) await search(text);
      const serverRssMegabytes = await residentMegabytes(server.pid);

      context.log(`${name}: ${CLASSIFICATIONS} classifications one at a time`);
      const classificationMs: number[] = [];
      for (let i = 0; i < CLASSIFICATIONS; i++) classificationMs.push((await timed(() => classify(profiles[i % profiles.length]!))).ms);

      context.log(`${name}: the type-ahead, every prefix of ${TYPED_TEXTS.join(', ')}`);
      const typeAheadMs: number[] = [];
      for (const prefix of typedPrefixes(TYPED_TEXTS)) typeAheadMs.push((await timed(() => search(prefix))).ms);

      const measured: InstallMeasurement['endpoints'] = [];
      for (const { name: endpoint, path: route } of endpoints) {
        context.log(`${name}: ${endpoint}, ${LOAD.connections} connections for ${LOAD.durationSeconds} s`);
        const load = await loadTest(`${data}${route}`, { connections: LOAD.connections, durationSeconds: LOAD.durationSeconds, headers });
        measured.push({ name: endpoint.replace(latest.k_number, '{newest DQY}'), p95: load.latencyMs.p95, errors: load.errors, requests: load.requests });
      }
      return {
        importSeconds,
        importerPeakRssMegabytes: peak,
        serverRssMegabytes,
        classificationMs: distribution(classificationMs, 1),
        endpoints: measured,
        typeAheadMs: distribution(typeAheadMs, 1),
      };
    } finally {
      await server.stop();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
