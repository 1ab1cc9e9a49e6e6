import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FDA_REFRESH_MESSAGES, FDA_REFRESH_PATH, OPERATOR_TOKEN_HEADER, type FdaRefreshStatus } from '../../../src/api/contracts/fda-refresh.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { ForbiddenError } from '../../http/errors.ts';
import { refuseBody } from '../../http/validate.ts';
import type { FdaRefresher } from './fda-refresher.ts';

export interface FdaRefreshRoutesOptions {
  refresher: FdaRefresher;
  /** The token `npm run data:refresh` reads from DATA_DIR/fda-refresh-endpoint.json; unset: administrators only. */
  operatorToken?: string;
}

function sameSecret(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** An administrator (Firebase claim `admin`), or the CLI on this machine with the operator token. */
function requireOperator(request: FastifyRequest, operatorToken: string | undefined): void {
  const given = request.headers[OPERATOR_TOKEN_HEADER];
  if (operatorToken !== undefined && typeof given === 'string' && sameSecret(given, operatorToken)) return;
  if (!requireUser(request).admin) throw new ForbiddenError(FDA_REFRESH_MESSAGES.adminOnly);
}

/**
 * POST starts a refresh of the FDA data in the background (202) or answers the one running; GET tells how the
 * latest goes. Beside the REST base rather than in it: the CLI presents no Firebase user.
 */
export const fdaRefreshRoutes: FastifyPluginAsync<FdaRefreshRoutesOptions> = async (app, { refresher, operatorToken }) => {
  app.post(FDA_REFRESH_PATH, async (request, reply): Promise<FdaRefreshStatus> => {
    requireOperator(request, operatorToken);
    refuseBody(request.body);
    reply.code(202);
    return refresher.start('request');
  });
  app.get(FDA_REFRESH_PATH, async (request): Promise<FdaRefreshStatus> => {
    requireOperator(request, operatorToken);
    return refresher.status();
  });
};
