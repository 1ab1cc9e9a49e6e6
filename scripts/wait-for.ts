export interface WaitForHttpOptions {
  timeoutMs: number;
  intervalMs?: number;
  /** Aborting stops the wait at once; the abort reason is thrown. */
  signal?: AbortSignal;
}

async function answersOk(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Polls url until it answers with a 2xx status. */
export async function waitForHttp(url: string, options: WaitForHttpOptions): Promise<void> {
  const { timeoutMs, intervalMs = 250, signal } = options;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    signal?.throwIfAborted();
    if (await answersOk(url)) return;
    signal?.throwIfAborted();
    if (Date.now() >= deadline) throw new Error(`${url} did not answer within ${Math.round(timeoutMs / 1000)} s`);
    await sleep(intervalMs, signal);
  }
}
