import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { extractText } from './extract/extract-text.ts';
import type { ExtractionJob } from './extract/extraction.ts';

// Reading is background work: on Linux a priority set with pid 0 is the calling thread's alone, so the
// server's event loop gets a shared core first and answers requests while a long document is read.
setPriority(0, 10);

/** A reading thread: one job at a time (the pool sends the next when this one answers). */
parentPort!.on('message', async (job: ExtractionJob) => {
  parentPort!.postMessage(await extractText(job));
});
