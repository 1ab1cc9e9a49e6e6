import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '../../src/api/contracts/error-body.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';

const INDEX_HTML = '<!doctype html><title>Clearway</title><div id="root"></div>';

describe('with a built SPA', () => {
  let dir: string;
  let testApp: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'clearway-spa-'));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(dir, 'assets', 'index-3f9a1c.js'), 'console.log("clearway")');
    await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    testApp = await buildTestApp({ STATIC_DIR: dir });
  });
  afterAll(async () => {
    await testApp.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, method: 'GET' | 'HEAD' | 'POST' = 'GET') => testApp.app.inject({ method, url });

  it('serves index.html at /, without a token', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.payload).toBe(INDEX_HTML);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves files, with long caching for hashed assets only', async () => {
    const script = await get('/assets/index-3f9a1c.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('javascript');
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await get('/favicon.svg');
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toContain('immutable');
  });

  it.each(['/strategy/risk', '/strategy/device-profiler', '/predicates?k=K123456', '/sign-in'])(
    'answers the client route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.payload).toBe(INDEX_HTML);
      expect(response.headers['cache-control']).toBe('no-cache');
    },
  );

  it('answers HEAD for a client route too', async () => {
    expect((await get('/strategy/risk', 'HEAD')).statusCode).toBe(200);
  });

  it.each([
    ['GET', '/assets/missing-1234.js'],
    ['POST', '/strategy/risk'],
    ['GET', '/api/unknown'],
  ] as const)('answers %s %s with the 404 error body', async (method, url) => {
    const response = await get(url, method);
    expect(response.statusCode).toBe(404);
    expect(ErrorBody.assert(response.json())).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('sends security headers with a CSP the SPA can live with', async () => {
    const response = await get('/');
    const csp = String(response.headers['content-security-policy']);
    const directives = new Map(
      csp.split(';').map((part) => {
        const [name = '', ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual([
      "'self'",
      `http://${process.env.FIREBASE_AUTH_EMULATOR_HOST}`,
      'https://*.googleapis.com',
    ]);
    expect(directives.has('upgrade-insecure-requests')).toBe(false);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  });
});

describe('without a built SPA', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ STATIC_DIR: path.join(os.tmpdir(), 'clearway-no-such-dist') });
  });
  afterAll(() => testApp.close());

  it.each(['/', '/strategy/risk'])('says on %s how to build it, with a 503', async (url) => {
    const response = await testApp.app.inject({ url });
    expect(response.statusCode).toBe(503);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.payload).toContain('run `npm run build`');
  });

  it('still serves the API', async () => {
    expect((await testApp.app.inject({ url: '/api/health' })).json()).toEqual({ status: 'ok', database: 'ok', data: null });
    expect((await testApp.app.inject({ url: '/api/nope' })).statusCode).toBe(404);
  });
});
