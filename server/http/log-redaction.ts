import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * Query parameters that are credentials: a signed file link's signature (and S3's) lets whoever holds it
 * download the file until it expires, so a request log must not keep it.
 */
const SECRET_QUERY_PARAMETERS = ['signature', 'x-amz-signature', 'x-amz-credential', 'x-amz-security-token', 'token', 'access_token'];

export const REDACTED = '[redacted]';

/** The url with the value of every credential query parameter replaced. */
export function redactedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const query = url.slice(question + 1).split('&').map((pair) => {
    const name = pair.split('=', 1)[0] ?? '';
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape is logged as sent.
    }
    return SECRET_QUERY_PARAMETERS.includes(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
  });
  return `${url.slice(0, question)}?${query.join('&')}`;
}

/** What a request log line says of the request: Fastify's usual fields, with credentials out of the url. */
function requestForLog(request: FastifyRequest) {
  return { method: request.method, url: redactedUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket?.remotePort };
}

/** Header paths pino blanks out wherever a log line carries them (e.g. a request logged whole by mistake). */
const REDACTED_PATHS = ['authorization', 'cookie', '["stripe-signature"]'].flatMap((header) =>
  ['req.headers', 'headers'].map((parent) => (header.startsWith('[') ? `${parent}${header}` : `${parent}.${header}`)),
);

/** Fastify's logger setting with credentials kept out of the log lines. */
export function withLogRedaction(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return logger;
  const options = logger === true ? {} : (logger as Record<string, unknown>);
  return {
    ...options,
    serializers: { req: requestForLog, ...(options.serializers as object | undefined) },
    redact: { paths: REDACTED_PATHS, censor: REDACTED },
  };
}
