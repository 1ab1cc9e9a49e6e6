import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_LAUNCH_OPTIONS } from '../../scripts/chromium';
import { measureFirstRouteJs } from './first-route-js';
import { measurePaletteOpenToPaint } from './palette-paint';

// A stand-in app at the HTTP edge: a page with an eager module, a lazily imported chunk, and a
// "palette" dialog toggled by Ctrl+K / Escape.
const SCRIPTS: Record<string, string> = {
  '/assets/main.js': `import('/assets/lazy.js');
    addEventListener('keydown', (e) => {
      const open = document.querySelector('[role=dialog]');
      if (e.ctrlKey && e.key === 'k' && !open) {
        const dialog = document.createElement('div');
        dialog.setAttribute('role', 'dialog');
        dialog.setAttribute('aria-label', 'Command palette');
        dialog.textContent = 'palette';
        document.body.append(dialog);
      }
      if (e.key === 'Escape' && open) open.remove();
    });`,
  '/assets/lazy.js': `export const lazy = '${'x'.repeat(2000)}';`,
};
const PAGE = `<!doctype html><html><body><nav aria-label="Workflow steps">steps</nav>
  <script type="module" src="/assets/main.js"></script></body></html>`;

let server: Server;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = createServer((req, res) => {
    const script = SCRIPTS[req.url ?? ''];
    if (script) res.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
    else res.writeHead(200, { 'content-type': 'text/html' }).end(PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  page = await (await browser.newContext({ baseURL })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('measureFirstRouteJs', () => {
  it('sums the gzipped size of every script the route loads, lazy chunks included', async () => {
    await page.goto('/strategy/device-profiler');
    const measured = await measureFirstRouteJs(page, '/strategy/device-profiler');

    const expected = Object.entries(SCRIPTS).map(([path, body]) => ({
      path,
      bytes: Buffer.byteLength(body),
      gzipBytes: gzipSync(body, { level: 9 }).length,
    }));
    expect(measured.files).toEqual(expect.arrayContaining(expected));
    expect(measured.files).toHaveLength(expected.length);
    expect(measured.gzipBytes).toBe(expected[0]!.gzipBytes + expected[1]!.gzipBytes);
  });
});

describe('measurePaletteOpenToPaint', () => {
  it('times each Ctrl+K until the next frame after the dialog appears', async () => {
    await page.goto('/strategy/device-profiler');
    const samples = await measurePaletteOpenToPaint(page, 3);
    expect(samples).toHaveLength(3);
    for (const sample of samples) {
      expect(sample).toBeGreaterThan(0);
      expect(sample).toBeLessThan(1_000);
    }
  });
});
