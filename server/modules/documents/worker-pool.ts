import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** How the thread is started: its module, and what it needs around it (see reader-thread-entry.ts). */
  start: () => Worker;
  /** Threads at most; each starts when first needed and stays. */
  size: number;
  /** Jobs waiting for a thread at most; one more is refused at once. */
  maxQueued: number;
  /** A job not answered by then has its thread ended (a stuck or runaway job) and a fresh one started. */
  timeoutMs: number;
}

export type PoolFailure = 'busy' | 'timed-out' | 'crashed';

/** A job the pool could not run; `reason` says why. */
export class PoolError extends Error {
  constructor(readonly reason: PoolFailure) {
    super(`worker pool: ${reason}`);
    this.name = 'PoolError';
  }
}

interface Job<Input, Output> {
  input: Input;
  transfer: readonly ArrayBuffer[];
  resolve: (output: Output) => void;
  reject: (error: PoolError) => void;
}

/**
 * A few threads that run jobs one at a time each, so that work heavy on the CPU leaves the event loop free.
 * Idle threads do not keep the process alive.
 */
export class WorkerPool<Input, Output> {
  private readonly idle: Worker[] = [];
  private readonly queue: Job<Input, Output>[] = [];
  private started = 0;
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(input: Input, transfer: readonly ArrayBuffer[] = []): Promise<Output> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    return new Promise((resolve, reject) => {
      const worker = this.idle.pop() ?? (this.started < this.options.size ? this.startWorker() : undefined);
      const job = { input, transfer, resolve, reject };
      if (worker) this.give(worker, job);
      else if (this.queue.length < this.options.maxQueued) this.queue.push(job);
      else reject(new PoolError('busy'));
    });
  }

  /** Ends every thread; jobs still waiting are refused as busy. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new PoolError('busy'));
    await Promise.all(this.idle.splice(0).map((worker) => worker.terminate()));
  }

  private startWorker(): Worker {
    this.started++;
    return this.options.start();
  }

  private give(worker: Worker, job: Job<Input, Output>): void {
    worker.ref();
    const settle = (outcome: { output: Output } | { failure: PoolFailure }) => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      if ('output' in outcome) {
        job.resolve(outcome.output);
        this.release(worker);
      } else {
        job.reject(new PoolError(outcome.failure));
        void worker.terminate();
        this.started--;
        this.next();
      }
    };
    const onMessage = (output: Output) => settle({ output });
    const onError = () => settle({ failure: 'crashed' });
    const onExit = () => settle({ failure: 'crashed' });
    const timer = setTimeout(() => settle({ failure: 'timed-out' }), this.options.timeoutMs);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.on('exit', onExit);
    worker.postMessage(job.input, [...job.transfer]);
  }

  private release(worker: Worker): void {
    const job = this.queue.shift();
    if (job) return this.give(worker, job);
    worker.unref();
    if (this.closed) void worker.terminate();
    else this.idle.push(worker);
  }

  /** After a thread was ended, a waiting job gets a fresh one. */
  private next(): void {
    const job = this.queue.shift();
    if (job && !this.closed) this.give(this.startWorker(), job);
    else if (job) job.reject(new PoolError('busy'));
  }
}
