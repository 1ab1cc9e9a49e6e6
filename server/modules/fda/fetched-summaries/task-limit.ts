/** Runs the tasks given to it with at most `concurrency` of them at once, the others in the order given. */
export function createTaskLimit(concurrency: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** A finished task hands its place to the first waiting one, so that no new caller takes it in between. */
  const release = () => {
    const first = waiting.shift();
    if (first) first();
    else running--;
  };

  return async (task) => {
    if (running < concurrency) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
