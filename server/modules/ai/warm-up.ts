import type { FastifyInstance } from 'fastify';
import type { RegulatoryEngine } from './engine.ts';

export const WARMED_UP_MESSAGE = 'AI engine indexes loaded';

/**
 * Loads the engine's indexes while the app gets ready, before it listens. A failure is logged and left to the
 * first call, which loads them as it always could: it must not keep the server from starting.
 */
export function warmUpBeforeReady(app: FastifyInstance, engine: Pick<RegulatoryEngine, 'warmUp'>): void {
  app.addHook('onReady', async () => {
    const started = performance.now();
    try {
      await engine.warmUp();
      app.log.info(`${WARMED_UP_MESSAGE} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      app.log.warn({ err: error }, 'The AI engine could not load its indexes at start; the first classification will load them');
    }
  });
}
