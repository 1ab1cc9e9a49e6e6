import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AuthError } from '../http/errors.ts';
import { isAuthServiceUnreachable } from './auth-service-errors.ts';
import type { AuthUser, TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when the request carried a valid Firebase ID token. */
    user: AuthUser | null;
    /** Why a presented token was not accepted. */
    authProblem: string | null;
  }
}

const BEARER = /^Bearer ([^\s]+)$/i;

/**
 * Identifies the caller of every request from its bearer token without rejecting anything yet, so that
 * rate limiting can count per user. Routes that need a user call `requireUser`.
 */
export function identifyCallers(app: FastifyInstance, verify: TokenVerifier): void {
  app.decorateRequest('user', null);
  app.decorateRequest('authProblem', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (header === undefined) return;
    const token = BEARER.exec(header)?.[1];
    if (!token) {
      request.authProblem = 'The Authorization header must read "Bearer <Firebase ID token>"';
      return;
    }
    try {
      request.user = await verify(token);
    } catch (error) {
      // A token that cannot be checked now is not a bad token: 503, so that the app does not sign the user out.
      if (isAuthServiceUnreachable(error)) throw error;
      request.log.debug({ err: error }, 'ID token rejected');
      request.authProblem = 'Invalid or expired ID token';
    }
  });
}

/** The signed-in caller; throws an AuthError (401) when there is none. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (request.user) return request.user;
  throw new AuthError(request.authProblem ?? 'Missing bearer token: sign in and send "Authorization: Bearer <ID token>"');
}
