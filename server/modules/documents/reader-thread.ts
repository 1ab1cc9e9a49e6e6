import { Worker } from 'node:worker_threads';

/** A reading thread's heap at most: a pathological PDF ends its own thread, not the server. */
const THREAD_HEAP_MB = 768;

/**
 * Starts a reading thread. From the TypeScript sources (tsx, vitest) the thread registers tsx's loader and
 * imports document-reader.worker.ts; Node runs no TypeScript in a thread by itself. From the server's bundle
 * (.build/server/main.mjs) it runs document-reader-worker.mjs, which scripts/server-bundle.ts writes beside it.
 */
export function startReaderThread(): Worker {
  const options = { resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB } };
  // Not Vite's to bundle: the browser-side tests (jsdom) load the server through Vite, which rewrites this pattern.
  if (!import.meta.url.endsWith('.ts')) return new Worker(new URL('./document-reader-worker.mjs', import.meta.url), /* @vite-ignore */ options);
  const source = new URL('./document-reader.worker.ts', import.meta.url).href;
  const boot = `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))}; register(); await import(${JSON.stringify(source)});`;
  return new Worker(new URL(`data:text/javascript,${encodeURIComponent(boot)}`), options);
}
