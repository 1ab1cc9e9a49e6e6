import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { ensureAuthEmulator, FIREBASE_PROJECT_ID } from '../../../scripts/auth-emulator';
import { startCluster } from '../../../scripts/cluster';
import { bearer, createEmulatorUser } from '../../../server/testing/emulator-user';
import { fdaDataDir } from '../../../server/testing/fda-data-dir';
import { benchPostgres } from '../../lib/bench-postgres';
import { RESULTS_DIR } from '../../lib/results';
import type { BenchSuite } from '../../suite';
import { mixedLoadTest } from '../data-load';
import { importWithCli, residentMegabytes } from '../data-server';
import { summaryProfiles, SUMMARIES_FILE } from '../engine';
import { RATE_LIMIT_LIFTED } from '../load/load';
import { staggeredRounds } from '../load/mix';
import { readMixFacts } from '../load/mix-facts';
import { signUpMixUsers } from '../load/mix-users';
import { warmUpEach } from '../load/warm-up';
import { scaleOutcome, type ProcessesMeasurement } from './scale-outcome';
import { checkWritesSeenEverywhere } from './writes-seen';

/**
 * The load's mix at 100 users, each sending its next request as soon as the last is answered: flat out, so
 * that the figure is what the processes can serve together (a paced load asks the same of one or four).
 */
export const SCALE = { processes: [1, 2, 4], users: 100, durationSeconds: 20, warmUpSeconds: 5, writesChecked: 20 } as const;

export const scaleSuite: BenchSuite = {
  name: 'scale',
  description: `1, 2 and 4 server processes on one PostgreSQL behind the local balancer: the mixed load flat out from ${SCALE.users} users, throughput and errors, and writes read back through every process`,
  async run(context) {
    const profiles = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
    const dataDir = await mkdtemp(path.join(tmpdir(), 'clearway-bench-scale-'));
    const logFile = path.join(RESULTS_DIR, 'scale-server.log');
    const postgres = await benchPostgres(context.log);
    const emulator = await ensureAuthEmulator();
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulator.host;
    try {
      context.log(`Importing ${fdaDataDir()} into PostgreSQL with the importer CLI`);
      const importSeconds = Math.round((await importWithCli({ dataDir, databaseUrl: postgres.url, fdaDataDir: fdaDataDir(), logFile })) * 10) / 10;
      const env = { FIREBASE_PROJECT_ID, RATE_LIMIT_PER_MINUTE: String(Number.MAX_SAFE_INTEGER), LOG_LEVEL: 'warn' };
      let users: Awaited<ReturnType<typeof signUpMixUsers>> | undefined;
      const runs: ProcessesMeasurement[] = [];
      for (const processes of SCALE.processes) {
        const cluster = await startCluster({ processes, databaseUrl: postgres.url, dataDir, emulatorHost: emulator.host, env, serverLogFile: logFile, log: context.log });
        try {
          if (!users) {
            const facts = await readMixFacts(cluster.url, bearer(await createEmulatorUser()), profiles);
            users = await signUpMixUsers(cluster.url, facts, SCALE.users);
          }
          const rounds = staggeredRounds(users);
          context.log(`${processes} process(es): warming up for ${SCALE.warmUpSeconds} s, then ${SCALE.users} users flat out for ${SCALE.durationSeconds} s`);
          await warmUpEach(cluster.servers.map((server) => server.url), rounds);
          await mixedLoadTest(cluster.url, rounds, { durationSeconds: SCALE.warmUpSeconds });
          const before = cluster.balancer.forwarded();
          const load = await mixedLoadTest(cluster.url, rounds, { durationSeconds: SCALE.durationSeconds });
          const forwarded = cluster.balancer.forwarded().map((count, i) => count - before[i]!);
          const rssMegabytes = await Promise.all(cluster.servers.map((server) => residentMegabytes(server.pid)));
          const urls = cluster.servers.map((server) => server.url);
          const writesSeenEverywhere = processes > 1 ? await checkWritesSeenEverywhere(urls, users[0]!, SCALE.writesChecked) : null;
          runs.push({ processes, load, forwarded, rssMegabytes, machineLoadAverage: loadavg()[0]!, writesSeenEverywhere });
        } finally {
          await cluster.stop();
        }
      }
      return scaleOutcome({
        measuredAt: new Date(),
        where: postgres.where,
        importSeconds,
        users: SCALE.users,
        durationSeconds: SCALE.durationSeconds,
        pace: 'flat out: each user sends its next request as soon as the last is answered',
        rateLimit: RATE_LIMIT_LIFTED,
        cores: availableParallelism(),
        runs,
      });
    } finally {
      await emulator.stop();
      await postgres.dispose();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
