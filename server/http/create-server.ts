import Fastify, { type FastifyServerOptions } from 'fastify';
import { REQUEST_ID_HEADER } from '../../src/api/contracts/error-body.ts';
import { toErrorBody } from './error-body.ts';
import { withLogRedaction } from './log-redaction.ts';
import { requestIdFor } from './request-id.ts';
import { refuseUnstorableText } from './validate.ts';

export interface ServerOptions {
  logger: FastifyServerOptions['logger'];
  bodyLimitBytes: number;
  /** Proxies (addresses or ranges) whose X-Forwarded-For/-Proto/-Host are believed; none by default. */
  trustProxy?: string[];
}

/**
 * A Fastify instance with the behaviour every Clearway response shares: a request id (header and error
 * bodies) and one error handler that answers with an ErrorBody.
 */
export function createServer({ logger, bodyLimitBytes, trustProxy }: ServerOptions) {
  const app = Fastify({
    logger: withLogRedaction(logger),
    bodyLimit: bodyLimitBytes,
    trustProxy: trustProxy ?? false,
    genReqId: requestIdFor,
    requestIdHeader: false,
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });

  // One check for every route, before its contract: such a text would reach PostgreSQL and fail there (a 500).
  app.addHook('preValidation', async (request) => {
    refuseUnstorableText(request.params, 'params');
    refuseUnstorableText(request.query, 'query');
    refuseUnstorableText(request.body, 'body');
  });

  app.setErrorHandler((error, request, reply) => {
    const body = toErrorBody(error, request.id);
    // The client left before the answer began (a chat reply stopped at once): no fault of the server's.
    if (reply.raw.destroyed) request.log.info({ err: error }, 'the client went away before the answer');
    else if (body.status >= 500) request.log.error({ err: error }, 'request failed');
    // An event stream that fails before its first line has its content type set already: the body is JSON.
    return reply.status(body.status).type('application/json; charset=utf-8').send(body);
  });

  return app;
}
