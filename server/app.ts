import path from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BASE_PATHS } from '../src/api/contracts/api-bases.ts';
import { identifyCallers } from './auth/authenticate.ts';
import { firebaseUidByEmail } from './auth/firebase-auth.ts';
import { createFirebaseTokenVerifier } from './auth/firebase-token-verifier.ts';
import { refuseSuspendedUsers } from './auth/suspended-users.ts';
import { createAccountRepository } from './modules/account/account.repository.ts';
import { accountRoutes } from './modules/account/account.routes.ts';
import { createAccountService } from './modules/account/account.service.ts';
import type { Config } from './config.ts';
import { databaseAnswers } from './db/database-availability.ts';
import { databaseSourceFromConfig, openMigratedDatabase } from './db/open-database.ts';
import type { Database } from './db/schema.ts';
import { apiBase } from './http/api-base.ts';
import { createServer } from './http/create-server.ts';
import { limitRequestRate } from './http/rate-limit.ts';
import { createRateLimitCounters } from './http/rate-limit-counters.repository.ts';
import { addSecurityHeaders } from './http/security-headers.ts';
import { serveSinglePageApp } from './http/static-site.ts';
import { aiRoutes } from './modules/ai/ai.routes.ts';
import { createRegulatoryEngine } from './modules/ai/create-engine.ts';
import { warmUpBeforeReady } from './modules/ai/warm-up.ts';
import { createDataServices } from './modules/fda/data-services.ts';
import { dataRoutes } from './modules/fda/data.routes.ts';
import { openFdaLiveFromConfig } from './modules/fda/openfda-live/openfda-live.ts';
import { fdaSummariesFromConfig } from './modules/fda/fetched-summaries/fda-summaries.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { createChatService } from './modules/chat/chat.service.ts';
import { deviceProfilesRoutes } from './modules/device-profiles/device-profiles.routes.ts';
import { createDeviceProfilesRepository } from './modules/device-profiles/device-profiles.repository.ts';
import { createDeviceProfilesService } from './modules/device-profiles/device-profiles.service.ts';
import { createFeedbackRepository } from './modules/feedback/feedback.repository.ts';
import { feedbackRoutes } from './modules/feedback/feedback.routes.ts';
import { createFeedbackService } from './modules/feedback/feedback.service.ts';
import { removeAbandonedWritesAtStart } from './modules/files/abandoned-writes.ts';
import { attachmentReader } from './modules/documents/attachments/attachment-reader.ts';
import { createFileStorage } from './modules/files/create-file-storage.ts';
import { filesRoutes, signedFileRoutes } from './modules/files/files.routes.ts';
import { createFilesService } from './modules/files/files.service.ts';
import { createPendingObjectsRepository } from './modules/files/pending-objects.repository.ts';
import { healthRoutes, isHealthCheck } from './modules/health/health.routes.ts';
import { createFdaRefresher } from './modules/fda-refresh/fda-refresher.ts';
import { fdaRefreshRoutes } from './modules/fda-refresh/fda-refresh.routes.ts';
import { scheduleFdaRefresh } from './modules/fda-refresh/refresh-schedule.ts';
import { refreshFdaData } from './importer/refresh/refresh-fda-data.ts';
import { createPinnedSourcesRepository } from './modules/pinned-sources/pinned-sources.repository.ts';
import { pinnedSourcesRoutes } from './modules/pinned-sources/pinned-sources.routes.ts';
import { createPinnedSourcesService } from './modules/pinned-sources/pinned-sources.service.ts';
import { createPayments } from './modules/payments/create-payments.ts';
import { paymentsWebhookRoutes } from './modules/payments/payments-webhook.routes.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { paymentsSettingsFrom } from './modules/payments/payments-settings.ts';
import { STRIPE_PAGE_POLICY } from './modules/payments/stripe-page-policy.ts';
import { createReportsRepository } from './modules/reports/reports.repository.ts';
import { reportsRoutes } from './modules/reports/reports.routes.ts';
import { createReportsService } from './modules/reports/reports.service.ts';
import { createSummaryDraftBuilder, createSummaryDraftService } from './modules/reports/summary-draft/summary-draft.service.ts';
import { summaryWordingFromConfig } from './modules/reports/summary-draft/summary-wording.ts';
import { createScenariosRepository } from './modules/scenarios/scenarios.repository.ts';
import { scenariosRoutes } from './modules/scenarios/scenarios.routes.ts';
import { createScenariosService } from './modules/scenarios/scenarios.service.ts';
import { termsRoutes } from './modules/terms/terms.routes.ts';
import { createTestResultsRepository } from './modules/test-results/test-results.repository.ts';
import { testResultsRoutes } from './modules/test-results/test-results.routes.ts';
import { createTestResultsService } from './modules/test-results/test-results.service.ts';
import { createTermsService } from './modules/terms/terms.service.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { createWatch } from './modules/watch/create-watch.ts';
import { watchRoutes } from './modules/watch/watch.routes.ts';

/** How long /api/health waits for the database's answer before it reports the database unavailable. */
const HEALTH_DATABASE_TIMEOUT_MS = 2_000;

export interface BuildAppOptions {
  config: Config;
  /** A migrated database the caller owns; without it the app opens (and closes) the configured one. */
  db?: Kysely<Database>;
  /** Fastify's logger setting; by default a pino logger at LOG_LEVEL. */
  logger?: FastifyServerOptions['logger'];
  /**
   * Load the AI engine's indexes before the app is ready, as the server does: loading them holds the process
   * for seconds, which the first user's classification (and every request beside it) would otherwise wait.
   * Tests leave them to the first call.
   */
  warmUp?: boolean;
  /**
   * The secret that lets `npm run data:refresh` on this machine start a refresh without a Firebase user (main.ts
   * writes it to DATA_DIR/fda-refresh-endpoint.json on PGlite); unset: only administrators may.
   */
  operatorToken?: string;
}

/** The whole Clearway server, ready to `listen` (or to `inject` requests in tests). */
export async function buildApp({ config, db, logger, warmUp = false, operatorToken }: BuildAppOptions): Promise<FastifyInstance> {
  const app = createServer({
    logger: logger ?? { level: config.LOG_LEVEL },
    bodyLimitBytes: config.BODY_LIMIT_BYTES,
    trustProxy: config.TRUST_PROXY,
  });
  const database = db ?? (await openMigratedDatabase(databaseSourceFromConfig(config)));
  try {
    if (!db) app.addHook('onClose', () => database.destroy());

    if (config.FIREBASE_AUTH_EMULATOR_HOST) {
      app.log.warn(`Firebase Auth emulator at ${config.FIREBASE_AUTH_EMULATOR_HOST}: ID tokens are not signature-checked`);
    }
    await addSecurityHeaders(app, config.FIREBASE_AUTH_EMULATOR_HOST, paymentsSettingsFrom(config) ? STRIPE_PAGE_POLICY : {});
    identifyCallers(app, createFirebaseTokenVerifier(config));
    const account = createAccountService(createAccountRepository(database), firebaseUidByEmail(config));
    // Several processes may share a PostgreSQL; a PGlite folder has one (docs/decisions.md, issue 17).
    const sharedDatabase = config.DATABASE_URL !== undefined;
    refuseSuspendedUsers(app, account.state, { readEveryRequest: sharedDatabase });
    const counters = sharedDatabase ? createRateLimitCounters(database) : undefined;
    await limitRequestRate(app, { perMinute: config.RATE_LIMIT_PER_MINUTE, exempt: isHealthCheck, counters });

    const watch = createWatch(database, (problem) => app.log.warn(problem));
    const openFda = openFdaLiveFromConfig(config, database, (problem) => app.log.warn(`Live openFDA: ${problem}`), watch.onOpenFdaAnswer);
    const services = createDataServices(database, undefined, openFda);
    await app.register(healthRoutes, {
      databaseAnswers: () => databaseAnswers(database, HEALTH_DATABASE_TIMEOUT_MS),
      dataDate: () => services.coverage.dataDate(),
    });
    const terms = createTermsService(createUsersRepository(database));
    const chat = createChatService(createChatRepository(database));
    const pinnedSources = createPinnedSourcesService(createPinnedSourcesRepository(database));
    const profiles = createDeviceProfilesService(createDeviceProfilesRepository(database));
    const scenarios = createScenariosService(createScenariosRepository(database));
    const storage = createFileStorage(config);
    const files = createFilesService(storage, { maxBytes: config.UPLOAD_MAX_BYTES });
    const testResults = createTestResultsService(createTestResultsRepository(database));
    const feedback = createFeedbackService(createFeedbackRepository(database));
    const pendingObjects = createPendingObjectsRepository(database);
    const reports = createReportsService(createReportsRepository(database), storage, { maxFileBytes: config.UPLOAD_MAX_BYTES, pending: pendingObjects });
    const summaryDraft = createSummaryDraftService(
      createSummaryDraftBuilder({ account: createAccountRepository(database), data: services, wording: summaryWordingFromConfig(config) }),
      reports,
    );
    app.addHook('onReady', () => removeAbandonedWritesAtStart(storage, pendingObjects, app.log));
    const payments = createPayments(config, database, app.log);
    await app.register(
      apiBase(async (rest) => {
        await rest.register(termsRoutes, { prefix: '/administrative/terms', terms });
        await rest.register(accountRoutes, { prefix: '/administrative', account });
        await rest.register(chatRoutes, { prefix: '/chat', chat });
        await rest.register(pinnedSourcesRoutes, { prefix: '/chat', pinnedSources });
        await rest.register(deviceProfilesRoutes, { prefix: '/reg-strategy', profiles });
        await rest.register(scenariosRoutes, { prefix: '/reg-strategy', scenarios });
        await rest.register(filesRoutes, { files });
        await rest.register(testResultsRoutes, { testResults });
        await rest.register(feedbackRoutes, { prefix: '/feedback', feedback });
        await rest.register(reportsRoutes, { reports, summaryDraft });
        await rest.register(paymentsRoutes, { prefix: '/payments', payments });
        await rest.register(watchRoutes, { watch: watch.service });
      }),
      { prefix: API_BASE_PATHS.rest },
    );
    // Beside the REST base, not in it: a signed file link is opened by a browser tab, without a bearer token.
    await app.register(signedFileRoutes, { prefix: API_BASE_PATHS.rest, files });
    // Beside it too: Stripe calls the webhook without a bearer token; its signature over the raw body protects it.
    await app.register(paymentsWebhookRoutes, { prefix: `${API_BASE_PATHS.rest}/payments`, payments });
    const refresher = createFdaRefresher(
      (options) => refreshFdaData(database, config, options),
      (line) => app.log.info(`FDA data refresh: ${line}`),
    );
    await app.register(fdaRefreshRoutes, { prefix: API_BASE_PATHS.rest, refresher, operatorToken });
    if (config.DATA_REFRESH_HOURS !== undefined) scheduleFdaRefresh(app, refresher, config.DATA_REFRESH_HOURS);
    const fdaSummaries = fdaSummariesFromConfig(config, database, (problem) => app.log.warn(`FDA's summaries: ${problem}`));
    const engine = createRegulatoryEngine(config, { db: database, data: services, fdaSummaries });
    if (warmUp) warmUpBeforeReady(app, engine);
    await app.register(
      apiBase(async (ai) => {
        await ai.register(aiRoutes, {
          engine,
          pinnedSources: (uid) => pinnedSources.sourcesOf(uid),
          attachmentsOf: (uid) => attachmentReader(storage, uid),
        });
      }),
      { prefix: API_BASE_PATHS.ai },
    );
    await app.register(
      apiBase(async (data) => {
        await data.register(dataRoutes, { services });
      }),
      { prefix: API_BASE_PATHS.data },
    );
    await serveSinglePageApp(app, path.resolve(config.STATIC_DIR));

    await app.ready();
    return app;
  } catch (error) {
    if (!db) await database.destroy();
    throw error;
  }
}
