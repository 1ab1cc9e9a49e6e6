import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createServer } from './create-server.ts';
import { REDACTED, redactedUrl } from './log-redaction.ts';

describe('redactedUrl', () => {
  it('blanks the value of credential query parameters and keeps the rest as sent', () => {
    expect(redactedUrl('/api/rest/v1/files/object?key=u1%2Freport.pdf&expires=1760000000&signature=abc123')).toBe(
      `/api/rest/v1/files/object?key=u1%2Freport.pdf&expires=1760000000&signature=${REDACTED}`,
    );
    expect(redactedUrl('/x?X-Amz-Signature=s&X-Amz-Credential=c&a=1&token=t')).toBe(`/x?X-Amz-Signature=${REDACTED}&X-Amz-Credential=${REDACTED}&a=1&token=${REDACTED}`);
    expect(redactedUrl('/plain')).toBe('/plain');
    expect(redactedUrl('/x?%E0%A4%A=1')).toBe('/x?%E0%A4%A=1');
  });
});

describe('the server log', () => {
  it('keeps bearer tokens, cookies and link signatures out of its lines', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = createServer({ logger: { level: 'info', stream }, bodyLimitBytes: 1024 });
    app.get('/files/object', async (request) => {
      request.log.info({ headers: request.headers }, 'a handler logging the headers whole');
      return { ok: true };
    });
    await app.ready();
    const response = await app.inject({
      url: '/files/object?key=a.pdf&signature=link-secret-123',
      headers: { authorization: 'Bearer id-token-secret-456', cookie: 'session=cookie-secret-789', 'stripe-signature': 't=1,v1=stripe-secret' },
    });
    await app.close();
    expect(response.statusCode).toBe(200);
    const log = lines.join('');
    expect(log).toContain('/files/object?key=a.pdf&signature=[redacted]');
    for (const secret of ['link-secret-123', 'id-token-secret-456', 'cookie-secret-789', 'stripe-secret']) expect(log).not.toContain(secret);
  });
});
