import type { FastifyPluginAsync } from 'fastify';
import { PAYMENTS_ROUTES } from '../../../src/api/contracts/payments.ts';
import type { PaymentsService } from './payments.service.ts';

/**
 * POST /payments/webhook: Stripe's events. It takes no bearer token (Stripe calls it); the Stripe-Signature
 * header, checked over the raw body with STRIPE_WEBHOOK_SECRET, protects it instead, so this plugin reads
 * JSON bodies as bytes. Register it beside the REST base, with the REST base plus '/payments' as prefix.
 */
export const paymentsWebhookRoutes: FastifyPluginAsync<{ payments: PaymentsService }> = async (app, { payments }) => {
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.post(PAYMENTS_ROUTES.webhook, async (request) => {
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['stripe-signature'];
    await payments.receiveWebhook(body, typeof signature === 'string' ? signature : undefined);
    return { received: true };
  });
};
