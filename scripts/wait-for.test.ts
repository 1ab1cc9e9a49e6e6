import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { findFreePort } from './free-port';
import { waitForHttp } from './wait-for';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

async function serve(statusFor: (requestNumber: number) => number): Promise<string> {
  let requests = 0;
  server = createServer((_req, res) => {
    requests += 1;
    res.writeHead(statusFor(requests)).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/health`;
}

describe('waitForHttp', () => {
  it('resolves once the address answers with a 2xx status', async () => {
    let served = 0;
    const url = await serve((n) => {
      served = n;
      return n < 3 ? 503 : 200;
    });
    await waitForHttp(url, { timeoutMs: 5_000, intervalMs: 10 });
    expect(served).toBe(3);
  });

  it('names the address when it never answers in time', async () => {
    const url = await serve(() => 503);
    await expect(waitForHttp(url, { timeoutMs: 200, intervalMs: 20 })).rejects.toThrow(`${url} did not answer`);
  });

  it('stops at once with the abort reason', async () => {
    const url = `http://127.0.0.1:${await findFreePort()}/`;
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(new Error('server exited')), 50);
    await expect(waitForHttp(url, { timeoutMs: 10_000, signal: controller.signal })).rejects.toThrow('server exited');
    expect(Date.now() - started).toBeLessThan(2_000);
  });
});
