import type { Page } from '@playwright/test';

/** Which answer the graph draws: the device's relationships, or its whole lineage ('Show full lineage'). */
export type GraphKind = 'relationships' | 'lineage';

interface Probe {
  /** The path segment of the answer awaited, and how many nodes mean it is drawn. */
  awaiting: { path: string; nodes: number } | null;
  samples: number[];
}
type ProbeWindow = Window & { __clearwayGraphProbe?: Probe };

/**
 * In the page: once the awaited answer has arrived (its resource timing's responseEnd), waits for that many
 * graph nodes to be in the document and notes the time of the next animation frame after that.
 */
function installProbe(): void {
  const probe: Probe = { awaiting: null, samples: [] };
  (window as ProbeWindow).__clearwayGraphProbe = probe;
  new PerformanceObserver((list) => {
    const awaiting = probe.awaiting;
    const response = awaiting && list.getEntries().find((entry) => entry.name.includes(awaiting.path));
    if (!awaiting || !response) return;
    probe.awaiting = null;
    const arrived = (response as PerformanceResourceTiming).responseEnd;
    const drawn = () => document.querySelectorAll('[data-graph-node]').length >= awaiting.nodes;
    const settle = () => (drawn() ? requestAnimationFrame(() => probe.samples.push(performance.now() - arrived)) : requestAnimationFrame(settle));
    settle();
  }).observe({ type: 'resource', buffered: false });
}

const awaitSample = (page: Page, count: number) =>
  page.waitForFunction((n) => ((window as ProbeWindow).__clearwayGraphProbe?.samples.length ?? 0) > n, count, { timeout: 60_000 });

/**
 * Opens the device on the Predicate Devices page `renders` times (a fresh document, so a fresh query cache)
 * and returns each time from the answer's arrival to the first frame with `nodes` devices drawn, in ms.
 */
export async function measureGraphRender(page: Page, kNumber: string, kind: GraphKind, nodes: number, renders: number): Promise<number[]> {
  // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(); the page lacks it.
  await page.addInitScript('globalThis.__name ??= (fn) => fn');
  await page.addInitScript(installProbe);
  const armed = { path: kind === 'relationships' ? '/relationships' : '/lineage', nodes };
  // The relationships are fetched as the page loads: the probe waits for them from the start.
  if (kind === 'relationships') await page.addInitScript((awaiting) => void ((window as ProbeWindow).__clearwayGraphProbe!.awaiting = awaiting), armed);
  const samples: number[] = [];
  for (let render = 0; render < renders; render += 1) {
    await page.goto(`/predicates?k=${encodeURIComponent(kNumber)}`);
    if (kind === 'lineage') {
      await page.locator('[data-graph-node]').first().waitFor();
      await page.evaluate((awaiting) => void ((window as ProbeWindow).__clearwayGraphProbe!.awaiting = awaiting), armed);
      await page.getByRole('button', { name: 'Show full lineage' }).click();
    }
    await awaitSample(page, 0);
    samples.push(await page.evaluate(() => (window as ProbeWindow).__clearwayGraphProbe!.samples[0]!));
  }
  return samples;
}
