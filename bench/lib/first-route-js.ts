import { gzipSync } from 'node:zlib';
import type { Page, Response } from '@playwright/test';

export interface ScriptFile {
  path: string;
  bytes: number;
  gzipBytes: number;
}

export interface FirstRouteJs {
  gzipBytes: number;
  files: ScriptFile[];
}

function isScript(response: Response): boolean {
  if (response.request().resourceType() === 'script') return true;
  return /javascript/.test(response.headers()['content-type'] ?? '');
}

async function scriptFile(response: Response): Promise<ScriptFile> {
  const body = await response.body();
  const url = new URL(response.url());
  return { path: url.pathname + url.search, bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

/**
 * Loads path with the browser cache off and sums every script it fetched, gzipped here (level 9) so the
 * figure does not depend on how the server compresses.
 */
export async function measureFirstRouteJs(page: Page, path: string): Promise<FirstRouteJs> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });

  const pending = new Map<string, Promise<ScriptFile>>();
  const onResponse = (response: Response) => {
    if (isScript(response) && !pending.has(response.url())) pending.set(response.url(), scriptFile(response));
  };
  page.on('response', onResponse);
  try {
    await page.goto(path, { waitUntil: 'networkidle' });
  } finally {
    page.off('response', onResponse);
    await cdp.detach();
  }
  const files = (await Promise.all(pending.values())).sort((a, b) => b.gzipBytes - a.gzipBytes);
  if (files.length === 0) throw new Error(`No JavaScript was loaded for ${path}`);
  return { gzipBytes: files.reduce((sum, file) => sum + file.gzipBytes, 0), files };
}
