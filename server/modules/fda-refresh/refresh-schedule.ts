import type { FastifyInstance } from 'fastify';
import type { FdaRefresher } from './fda-refresher.ts';

/**
 * Starts a refresh every `hours` (DATA_REFRESH_HOURS) while the app runs; the first one `hours` after the
 * start. A refresh still running when the next is due is left to finish (start answers the running one).
 */
export function scheduleFdaRefresh(app: FastifyInstance, refresher: FdaRefresher, hours: number): void {
  const timer = setInterval(() => refresher.start('schedule'), hours * 3_600_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
