import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { buildTestApp, type TestApp } from '../testing/test-app.ts';
import { createServer } from './create-server.ts';

describe('TRUST_PROXY', () => {
  it('is off by default, and reads a list of addresses, ranges and named ranges', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1,fd00::/8,loopback' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['1', 'true', '10.0.0.0/33', '127.0.0.1,', 'proxy.example.com', '10.0.0.1/8/8'])('refuses %j, naming the variable', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY must be a comma-separated list of proxy addresses or ranges/);
  });
});

describe('the address a request comes from', () => {
  const seen = (trustProxy?: string[]) => {
    const app = createServer({ logger: false, bodyLimitBytes: 1024, trustProxy });
    app.get('/whoami', async (request) => ({ ip: request.ip, protocol: request.protocol }));
    return (remoteAddress: string) =>
      app
        .inject({ url: '/whoami', remoteAddress, headers: { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https' } })
        .then((response) => response.json());
  };

  it("is the forwarded client's when the request comes through a trusted proxy", async () => {
    expect(await seen(['127.0.0.1'])('127.0.0.1')).toEqual({ ip: '203.0.113.9', protocol: 'https' });
  });

  it('is the peer, forwarding headers ignored, with no trusted proxy or from another peer', async () => {
    expect(await seen()('127.0.0.1')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
    expect(await seen(['10.0.0.1'])('127.0.0.1')).toEqual({ ip: '127.0.0.1', protocol: 'http' });
  });
});

describe('the server behind a trusted proxy', () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await buildTestApp({ TRUST_PROXY: '127.0.0.1', RATE_LIMIT_PER_MINUTE: '1' });
  });
  afterAll(() => server?.close());

  // Anonymous callers are counted per address: behind the balancer that must be each client's, not the balancer's.
  it('counts anonymous callers by the address the proxy forwarded', async () => {
    const call = (client: string) =>
      server.app.inject({ url: `${API_BASE_PATHS.data}/classification/DQY`, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
    expect((await call('198.51.100.1')).statusCode).toBe(401);
    expect((await call('198.51.100.2')).statusCode).toBe(401);
    expect((await call('198.51.100.1')).statusCode).toBe(429);
  });
});
