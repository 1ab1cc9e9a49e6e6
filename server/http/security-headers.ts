import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { AUTH_EMULATOR_HOST } from '../../scripts/auth-emulator.ts';

/** Sources a feature adds to the page policy (e.g. Stripe's Embedded Checkout, when payments are on). */
export type ExtraPolicySources = Partial<Record<'scriptSrc' | 'frameSrc' | 'connectSrc' | 'imgSrc', readonly string[]>>;

/**
 * Helmet's headers with a Content-Security-Policy the SPA can live with: its own scripts, inline styles,
 * data: images, and calls to this server, Firebase Auth (googleapis) and the local Auth emulator, plus `extra`.
 */
export async function addSecurityHeaders(
  app: FastifyInstance,
  authEmulatorHost = AUTH_EMULATOR_HOST,
  extra: ExtraPolicySources = {},
): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(extra.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', ...(extra.imgSrc ?? [])],
        connectSrc: ["'self'", `http://${authEmulatorHost}`, 'https://*.googleapis.com', ...(extra.connectSrc ?? [])],
        frameSrc: ["'self'", ...(extra.frameSrc ?? [])],
        // The server may run on plain http at 127.0.0.1, and so does the Auth emulator.
        upgradeInsecureRequests: null,
      },
    },
    // Firebase sign-in with a popup needs to talk to the window that opened it.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
