import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases.ts';
import { PINNED_SOURCES_PATH } from '../../../src/api/contracts/pinned-sources.ts';
import type { Database } from '../../db/schema.ts';
import { scenarioFromFoiclass } from '../../modules/fda/testing/foiclass-scenario.ts';
import { reportForm } from '../../modules/reports/testing/report-form.ts';
import { createWatchRuns } from '../../modules/watch/watch-runs.ts';
import { catalogueAnalysis, catalogueRows } from '../../modules/test-results/testing/catalogue-results.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { samplePdf } from '../../testing/sample-files.ts';

const REST = API_BASE_PATHS.rest;

async function call(app: FastifyInstance, user: EmulatorUser, method: 'POST' | 'PUT', url: string, payload: object | FormData): Promise<Record<string, unknown>> {
  const response = await app.inject({ method, url: `${REST}${url}`, headers: bearer(user), payload: payload as object });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/**
 * Fills every users' table through the REST API, as the app would: two users, one with a profile, an
 * uploaded file and the device profile naming it, a conversation, a scenario, tests and standards, a kept
 * report (two more files), feedback, a pinned source and a watched applicant; the other with a profile and feedback.
 */
export async function seedUsersData(app: FastifyInstance): Promise<{ alice: EmulatorUser; conversationId: string }> {
  const [alice, bob] = [await createEmulatorUser(), await createEmulatorUser()] as const;
  for (const user of [alice, bob]) await call(app, user, 'POST', '/administrative/terms/accept', {});
  await call(app, alice, 'POST', '/administrative/profile', { name: 'Alice Moreau', company: 'Acme Devices', role: 'Regulatory Affairs Manager' });
  await call(app, bob, 'POST', '/administrative/profile', { name: 'Bob Tanaka', product: 'A wearable ECG patch' });

  const form = new FormData();
  form.append('uploaded_file', new File([new Uint8Array(samplePdf('Catheter specification'))], 'catheter spec.pdf'));
  const upload = await call(app, alice, 'POST', '/minio/upload-file-object?folder_name=device-profile', form);
  await call(app, alice, 'POST', '/reg-strategy/device-profile', {
    device_name: 'Diagnostic intravascular catheter',
    description: 'A single-use catheter for pressure measurement in the coronary arteries.',
    intended_use: 'Diagnostic measurement of intravascular pressure.',
    attachments: [{ name: String(upload.name), object_key: String(upload.object_key), content_type: 'application/pdf', size: Number(upload.size) }],
    confidence: { device_name: 90, description: 75 },
  });

  const conversation = await call(app, alice, 'POST', '/chat/conversation', { title: 'Predicates for DQY' });
  await call(app, alice, 'POST', '/chat/message', { conversation_id: conversation.id, role: 'user', content: 'Which predicates fit?' });
  await call(app, alice, 'POST', '/chat/message', { conversation_id: conversation.id, role: 'assistant', content: 'Start from the\nlatest DQY clearances.' });

  await call(app, alice, 'POST', '/reg-strategy/scenarios', { scenarios: [scenarioFromFoiclass('DQY')] });
  const rows = catalogueRows(3);
  await call(app, alice, 'PUT', '/test-results/DQY', { rows, analysis: catalogueAnalysis(rows) });
  await call(app, alice, 'POST', '/reports', reportForm());

  await call(app, alice, 'POST', '/feedback/feedback', { rating: 'up', comment: 'Clear "strategy" ✓', subject: { kind: 'general' } });
  await call(app, bob, 'POST', '/feedback/feedback', { rating: 'down', subject: { kind: 'general' } });
  await call(app, alice, 'POST', PINNED_SOURCES_PATH, {
    source: { kind: 'product_code', id: 'DQY', label: 'DQY: Catheter, intravascular, diagnostic', url: null },
  });
  await call(app, alice, 'POST', '/watch/items', { kind: 'applicant', value: 'Acme Devices' });
  return { alice, conversationId: String(conversation.id) };
}

/**
 * A watch event for the applicant seedUsersData's Alice watches: a 510(k) of that firm (made by the test) met by a
 * watch run, as an import's would be. On the database the server has let go of.
 */
export async function seedWatchEvent(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('fda_devices')
    .values({ k_number: 'K279902', device_name: 'Diagnostic intravascular catheter', applicant: 'ACME DEVICES, INC.', product_code: 'DQY', decision_date: '2026-08-04', sources: ['test'] })
    .execute();
  const { events } = await createWatchRuns(db).afterDataChange('test');
  if (events !== 1) throw new Error(`The watch run recorded ${events} events, not 1`);
}
