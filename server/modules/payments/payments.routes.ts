import type { FastifyPluginAsync } from 'fastify';
import {
  CreateCheckoutSessionBody,
  PAYMENTS_ROUTES,
  SessionStatusQuery,
  type CheckoutSessionCreated,
  type PlansOverview,
  type SessionStatus,
} from '../../../src/api/contracts/payments.ts';
import { requireUser } from '../../auth/authenticate.ts';
import { parse } from '../../http/validate.ts';
import { limitCheckoutSessions } from './checkout-rate-limit.ts';
import { checkoutReturnUrl } from './checkout-return-url.ts';
import type { PaymentsService } from './payments.service.ts';

export interface PaymentsRoutesOptions {
  payments: PaymentsService;
}

/** /payments: the plans, a Checkout Session to buy one, and a session's status (register inside the REST base). */
export const paymentsRoutes: FastifyPluginAsync<PaymentsRoutesOptions> = async (app, { payments }) => {
  app.get(PAYMENTS_ROUTES.plans, async (request): Promise<PlansOverview> => payments.overview(requireUser(request).uid));

  app.post(PAYMENTS_ROUTES.createCheckoutSession, { preHandler: limitCheckoutSessions(app) }, async (request): Promise<CheckoutSessionCreated> => {
    const { uid, email } = requireUser(request);
    const { plan } = parse(CreateCheckoutSessionBody, request.body ?? {}, 'body');
    return payments.createCheckoutSession({ uid, email }, plan, checkoutReturnUrl(request));
  });

  app.get<{ Querystring: unknown }>(PAYMENTS_ROUTES.sessionStatus, async (request): Promise<SessionStatus> => {
    const { uid } = requireUser(request);
    return payments.sessionStatus(uid, parse(SessionStatusQuery, request.query, 'query').session_id);
  });
};
