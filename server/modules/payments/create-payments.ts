import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { createPaymentsRepository } from './payments.repository.ts';
import { createPaymentsService, type PaymentsLog, type PaymentsService } from './payments.service.ts';
import { paymentsSettingsFrom } from './payments-settings.ts';
import { createStripeGateway } from './stripe-gateway.ts';

/** The payments service of the configuration: selling through Stripe when its settings are there, else off. */
export function createPayments(config: Config, db: Kysely<Database>, log: PaymentsLog): PaymentsService {
  const settings = paymentsSettingsFrom(config);
  const payments = settings && { settings, gateway: createStripeGateway(settings) };
  return createPaymentsService(createPaymentsRepository(db), payments, log);
}
