import type { Page } from '@playwright/test';
import { commandPalette, workflowSteps } from '../../e2e/journeys';

interface Probe {
  keydownAt: number;
  samples: number[];
}
type ProbeWindow = Window & { __clearwayPaletteProbe?: Probe };

/**
 * In the page: notes performance.now() when Ctrl/Cmd+K goes down (capture phase, before the app sees it)
 * and, once a dialog is on screen, the time of the next animation frame.
 */
function installProbe(): void {
  const probe: Probe = { keydownAt: -1, samples: [] };
  (window as ProbeWindow).__clearwayPaletteProbe = probe;
  const dialogShown = () =>
    Array.from(document.querySelectorAll('[role="dialog"], dialog[open]')).some((el) => el.getClientRects().length > 0);

  window.addEventListener(
    'keydown',
    (event) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k' && !dialogShown()) {
        probe.keydownAt = performance.now();
      }
    },
    { capture: true },
  );
  new MutationObserver(() => {
    if (probe.keydownAt < 0 || !dialogShown()) return;
    const start = probe.keydownAt;
    probe.keydownAt = -1;
    requestAnimationFrame(() => probe.samples.push(performance.now() - start));
  }).observe(document.documentElement, { childList: true, subtree: true, attributes: true });
}

/** Opens (Ctrl+K) and closes (Escape) the palette `opens` times; returns each open-to-first-frame time in ms. */
export async function measurePaletteOpenToPaint(page: Page, opens: number): Promise<number[]> {
  await workflowSteps(page).waitFor();
  // tsx compiles with esbuild's keepNames, which wraps inner functions in __name(); the page lacks it.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(installProbe);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  for (let open = 0; open < opens; open += 1) {
    await page.keyboard.press('Control+k');
    await commandPalette(page).waitFor();
    await page.waitForFunction((count) => ((window as ProbeWindow).__clearwayPaletteProbe?.samples.length ?? 0) > count, open);
    await page.keyboard.press('Escape');
    await commandPalette(page).waitFor({ state: 'hidden' });
  }
  return page.evaluate(() => (window as ProbeWindow).__clearwayPaletteProbe?.samples ?? []);
}
