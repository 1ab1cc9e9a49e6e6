import { Worker } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import { PoolError, WorkerPool } from './worker-pool.ts';

/**
 * A thread that answers each number with its square after `ms` milliseconds of busy work; -1 never answers
 * (a stuck job) and -2 throws (a crash).
 */
const SQUARING = `
const { parentPort, threadId } = require('node:worker_threads');
parentPort.on('message', ({ value, ms }) => {
  if (value === -2) throw new Error('crash');
  const end = Date.now() + (value === -1 ? 1e9 : ms);
  while (Date.now() < end) {}
  parentPort.postMessage({ square: value * value, threadId });
});`;

interface Job {
  value: number;
  ms: number;
}
interface Answer {
  square: number;
  threadId: number;
}

const pools: WorkerPool<Job, Answer>[] = [];
function pool(options: { size: number; maxQueued: number; timeoutMs: number }) {
  const created = new WorkerPool<Job, Answer>({ start: () => new Worker(SQUARING, { eval: true }), ...options });
  pools.push(created);
  return created;
}

afterEach(async () => {
  await Promise.all(pools.splice(0).map((created) => created.close()));
});

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'answered',
    (error: unknown) => (error instanceof PoolError ? error.reason : String(error)),
  );

describe('WorkerPool', () => {
  it('runs jobs on its threads at once, each on one thread, and queues the rest', async () => {
    const squaring = pool({ size: 2, maxQueued: 4, timeoutMs: 10_000 });
    const answers = await Promise.all([1, 2, 3, 4, 5].map((value) => squaring.run({ value, ms: 30 })));
    expect(answers.map((answer) => answer.square)).toEqual([1, 4, 9, 16, 25]);
    expect(new Set(answers.map((answer) => answer.threadId)).size).toBe(2);
  });

  it('refuses a job at once as busy when its threads are taken and its queue is full', async () => {
    const squaring = pool({ size: 1, maxQueued: 1, timeoutMs: 10_000 });
    const running = squaring.run({ value: 2, ms: 200 });
    const queued = squaring.run({ value: 3, ms: 0 });
    expect(await failureOf(squaring.run({ value: 4, ms: 0 }))).toBe('busy');
    expect((await running).square).toBe(4);
    expect((await queued).square).toBe(9);
  });

  it('ends a thread whose job runs past the timeout, and runs the next job on a fresh one', async () => {
    const squaring = pool({ size: 1, maxQueued: 1, timeoutMs: 300 });
    const stuck = squaring.run({ value: -1, ms: 0 });
    const next = squaring.run({ value: 6, ms: 0 });
    expect(await failureOf(stuck)).toBe('timed-out');
    expect((await next).square).toBe(36);
  });

  it('reports a thread that crashes and replaces it', async () => {
    const squaring = pool({ size: 1, maxQueued: 0, timeoutMs: 10_000 });
    expect(await failureOf(squaring.run({ value: -2, ms: 0 }))).toBe('crashed');
    expect((await squaring.run({ value: 7, ms: 0 })).square).toBe(49);
  });
});
