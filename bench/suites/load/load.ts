import { loadavg } from 'node:os';
import path from 'node:path';
import { fdaDataDir } from '../../../server/testing/fda-data-dir';
import { benchPostgres } from '../../lib/bench-postgres';
import type { BenchContext, BenchSuite } from '../../suite';
import { mixedLoadTest } from '../data-load';
import { residentMegabytes } from '../data-server';
import { summaryProfiles, SUMMARIES_FILE, type BenchProfile } from '../engine';
import { withImportedServer } from '../imported-server';
import { loadOutcome, type DatabaseMeasurement, type LevelMeasurement, type LoadSettings } from './load-outcome';
import { CONVERSATION_EVERY, staggeredRounds } from './mix';
import { readMixFacts } from './mix-facts';
import { signUpMixUsers } from './mix-users';
import { warmUpEach } from './warm-up';

/** What the results say of the rate limit, which the bench's servers run without. */
export const RATE_LIMIT_LIFTED =
  'lifted (RATE_LIMIT_PER_MINUTE set to the largest integer): the load measures the server; the limit is tested on its own';

/** Concurrent users, each a distinct signed-in emulator user (issue 17). */
export const LOAD_LEVELS = [50, 100, 200] as const;

/**
 * A user sends at most one request a second: a person working through the steps, whose screens each ask
 * for a few things at once. Without a pace, 50 connections would each send their next request the moment
 * the last is answered: a load no 50 people make, which measures the queue rather than the server.
 */
export const LOAD_SETTINGS: LoadSettings & { warmUpSeconds: number } = {
  durationSeconds: 20,
  warmUpSeconds: 5,
  requestsPerSecondPerUser: 1,
  conversationEvery: CONVERSATION_EVERY,
  rateLimit: RATE_LIMIT_LIFTED,
};

async function measureDatabase(
  context: BenchContext,
  database: DatabaseMeasurement['database'],
  where: string,
  profiles: BenchProfile[],
  databaseUrl?: string,
): Promise<DatabaseMeasurement> {
  const name = `load-${database.toLowerCase()}`;
  return withImportedServer(
    context,
    name,
    async ({ server, importSeconds, headers }) => {
      context.log(`${database}: imported in ${importSeconds.toFixed(1)} s; signing up ${Math.max(...LOAD_LEVELS)} users`);
      const facts = await readMixFacts(server.url, headers, profiles);
      const users = await signUpMixUsers(server.url, facts, Math.max(...LOAD_LEVELS));
      const rounds = staggeredRounds(users);
      const pace = { requestsPerSecondPerUser: LOAD_SETTINGS.requestsPerSecondPerUser };

      context.log(`${database}: warming up with ${LOAD_LEVELS[0]} users for ${LOAD_SETTINGS.warmUpSeconds} s`);
      await warmUpEach([server.url], rounds);
      await mixedLoadTest(server.url, rounds.slice(0, LOAD_LEVELS[0]), { ...pace, durationSeconds: LOAD_SETTINGS.warmUpSeconds });
      const levels: LevelMeasurement[] = [];
      for (const count of LOAD_LEVELS) {
        context.log(`${database}: ${count} users for ${LOAD_SETTINGS.durationSeconds} s`);
        const load = await mixedLoadTest(server.url, rounds.slice(0, count), { ...pace, durationSeconds: LOAD_SETTINGS.durationSeconds });
        const conversationStreams = users.slice(0, count).filter((user) => user.conversationId !== null).length;
        levels.push({ users: count, conversationStreams, load, rssMegabytes: await residentMegabytes(server.pid), machineLoadAverage: loadavg()[0]! });
      }
      return { database, where, importSeconds: Math.round(importSeconds * 10) / 10, levels };
    },
    { databaseUrl },
  );
}

export const loadSuite: BenchSuite = {
  name: 'load',
  description: `Mixed real traffic (data, AI, REST reads and writes, a chat stream per ${CONVERSATION_EVERY} users) at ${LOAD_LEVELS.join(', ')} users, on PGlite and PostgreSQL`,
  async run(context) {
    const profiles = await summaryProfiles(path.join(fdaDataDir(), SUMMARIES_FILE));
    const measured = [await measureDatabase(context, 'PGlite', 'a temporary DATA_DIR', profiles)];
    const postgres = await benchPostgres(context.log);
    try {
      measured.push(await measureDatabase(context, 'PostgreSQL', postgres.where, profiles, postgres.url));
    } finally {
      await postgres.dispose();
    }
    return loadOutcome(new Date(), LOAD_SETTINGS, measured);
  },
};
