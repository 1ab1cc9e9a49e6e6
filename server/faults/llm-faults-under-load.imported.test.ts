import type { AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StreamChunk, STREAM_DONE, STREAM_ERROR_DELIMITER } from '../../src/api/contracts/ai.ts';
import { API_BASE_PATHS } from '../../src/api/contracts/api-bases.ts';
import { createEmulatorUser } from '../testing/emulator-user.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer, type FakeReply } from '../testing/fake-openai-server.ts';
import { buildImportedTestApp, IMPORT_TIMEOUT_MS, type ImportedTestApp } from '../testing/imported-database.ts';
import { apiClient, type Answer, type ApiCall, type Payload } from './api-client.ts';
import { openConnections } from './open-connections.ts';

const MODEL = 'fake-model';
/** LLM_TIMEOUT_MS: the smallest the configuration takes. */
const TIMEOUT_MS = 1_000;
const CONCURRENT_REQUESTS = 40;
/**
 * Health and data requests during the storm must answer faster than the model's timeout: a request that waits
 * behind a model call (a held database connection, a blocked event loop) takes at least that long.
 */
const OTHER_REQUEST_BOUND_MS = TIMEOUT_MS;

/** The faults, in turn: no answer at all, a reply cut mid-way, a reply that is not JSON, an HTTP error. */
const FAULTS: FakeReply[] = [
  { content: '{}', delayMs: 60_000 },
  { content: '{"scenarios": [], "research_insights": "A reply long enough to be cut somewhere in its middle."}', cut: true },
  { content: '{"scenarios": [{"product_code": ' },
  { status: 500 },
];
const REASONS = { timeout: `no answer within ${TIMEOUT_MS / 1000} s`, cut: 'the connection was cut mid-reply', invalidJson: 'its reply was not valid JSON', http: 'HTTP 500' };

const FELL_BACK = new RegExp(`^The language model \\(${MODEL}\\) failed \\((.+)\\); the local engine answered\\.$`);
const STREAM_NOTICE = new RegExp(
  `^The language model \\(${MODEL}\\) (?:did not answer \\((.+)\\); the local engine replied|stopped mid-reply \\((.+)\\); the local engine's reply follows)\\.$`,
);

/** A real 510(k) summary's own words as the device profile, and its product code. */
async function realProfile(testApp: ImportedTestApp) {
  const { rows } = await sql<{ device_name: string; device_description: string; intended_use: string; product_code: string }>`
    SELECT v.device_name, d.device_description, d.intended_use, v.product_code
    FROM fda_device_documents d JOIN fda_devices v ON v.k_number = d.k_number
    WHERE d.doc_type = '510k_summary' AND v.device_name IS NOT NULL AND v.product_code IS NOT NULL
      AND d.device_description IS NOT NULL AND d.intended_use IS NOT NULL
    ORDER BY d.k_number LIMIT 1`.execute(testApp.db);
  const row = rows[0]!;
  return {
    productCode: row.product_code,
    profile: { device_name: row.device_name, description: row.device_description, intended_use: row.intended_use },
  };
}

/** The chunks of a streamed reply, checked against docs/stream.md: it ends with the end line and [DONE], never with [ERROR]. */
function streamedChunks(answer: Answer): StreamChunk[] {
  const payloads = answer.bytes.toString('utf8').split('\n').filter((line) => line !== '').map((line) => line.replace(/^data: /, ''));
  expect(payloads.some((payload) => payload.includes(STREAM_ERROR_DELIMITER) && !payload.startsWith('{'))).toBe(false);
  expect(payloads.at(-1)).toBe(STREAM_DONE);
  const chunks = payloads.slice(0, -1).map((payload) => StreamChunk.assert(JSON.parse(payload)));
  expect(chunks.at(-1)).toEqual({ content: '', is_complete: true });
  return chunks;
}

describe('the LLM endpoint failing under load', () => {
  let fake: FakeOpenAiServer;
  let testApp: ImportedTestApp;
  let call: ApiCall;
  let anonymous: ApiCall;
  let appPort: number;
  let requests: Array<{ kind: 'json' | 'stream'; path: string; body: Payload }>;
  let dataPath: string;

  beforeAll(async () => {
    fake = await startFakeOpenAiServer();
    testApp = await buildImportedTestApp({
      LLM_BASE_URL: fake.baseUrl,
      LLM_MODEL: MODEL,
      LLM_TIMEOUT_MS: String(TIMEOUT_MS),
      RATE_LIMIT_PER_MINUTE: '100000',
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    appPort = (testApp.app.server.address() as AddressInfo).port;
    const baseUrl = `http://127.0.0.1:${appPort}`;
    call = apiClient(baseUrl, await createEmulatorUser());
    anonymous = apiClient(baseUrl);
    const { productCode, profile } = await realProfile(testApp);
    const ai = API_BASE_PATHS.ai;
    dataPath = `${API_BASE_PATHS.data}/classification/${productCode}`;
    const kinds = [
      { kind: 'json', path: `${ai}/classification/invoke`, body: profile },
      { kind: 'json', path: `${ai}/predicates/invoke`, body: { ...profile, product_code: productCode } },
      { kind: 'json', path: `${ai}/risk/invoke`, body: { ...profile, product_code: productCode } },
      { kind: 'json', path: `${ai}/test-standards/invoke`, body: { ...profile, product_code: productCode } },
      { kind: 'stream', path: `${ai}/chatbot/stream`, body: { message: `What is product code ${productCode}?`, product_code: productCode } },
      { kind: 'stream', path: `${ai}/device-profiler-v2/chat`, body: { messages: [{ role: 'user', content: `It's called ${profile.device_name}` }] } },
    ] as const;
    requests = Array.from({ length: CONCURRENT_REQUESTS }, (_, i) => kinds[i % kinds.length]!);
  }, IMPORT_TIMEOUT_MS);

  afterAll(async () => {
    await testApp?.close();
    await fake?.stop();
  });

  it(`answers ${CONCURRENT_REQUESTS} AI requests at once with the documented fallback while the model times out, cuts and breaks JSON; the rest stays fast; no socket is left open`, async () => {
    // Warm-up: each kind once (the first classification builds the engine's indexes), the model answering 500.
    fake.script(...requests.slice(0, 6).map(() => ({ status: 500 })));
    for (const { path, body } of requests.slice(0, 6)) expect((await call('POST', path, body)).status).toBe(200);

    fake.script(...Array.from({ length: 2 * CONCURRENT_REQUESTS }, (_, i) => FAULTS[i % FAULTS.length]!));
    const stormOver = new AbortController();
    const storm = Promise.all(requests.map(({ path, body }) => call('POST', path, body))).finally(() => stormOver.abort());
    const others: Answer[] = [];
    while (!stormOver.signal.aborted) {
      others.push(...(await Promise.all([anonymous('GET', '/api/health'), call('GET', dataPath)])));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const answers = await storm;

    const reasons = new Set<string>();
    answers.forEach((answer, i) => {
      expect(answer.status, answer.bytes.toString().slice(0, 300)).toBe(200);
      if (requests[i]!.kind === 'json') {
        const note = (answer.body as { engine: { provider: string; note: string } }).engine;
        expect(note.provider).toBe('local');
        expect(note.note).toMatch(FELL_BACK);
        reasons.add(FELL_BACK.exec(note.note)![1]!);
        return;
      }
      // A stream the model began and then lost gives a notice and the local reply; one it never began likewise.
      for (const notice of streamedChunks(answer).filter((chunk) => chunk.event === 'notice')) {
        const [, silent, midway] = STREAM_NOTICE.exec(notice.content) ?? [];
        expect(Object.values(REASONS), notice.content).toContain(silent ?? midway);
      }
    });
    expect([...reasons].sort()).toEqual(Object.values(REASONS).sort());

    expect(others.length).toBeGreaterThan(0);
    for (const other of others) {
      expect(other.status).toBe(200);
      expect(other.ms).toBeLessThan(OTHER_REQUEST_BOUND_MS);
    }
    // No connection is left busy: a reply never ended, or a model call never aborted, would keep its own open.
    // Idle keep-alive ones are no leak: the app closes its idle ones here (a browser's would time out after
    // 72 s), the model's close after the fake server's 5 s.
    const fakePort = Number(new URL(fake.baseUrl).port);
    const stillOpen = async () => {
      testApp.app.server.closeIdleConnections();
      return (await openConnections(appPort)) + (await openConnections(fakePort));
    };
    await expect.poll(stillOpen, { timeout: 15_000, interval: 250 }).toBe(0);
  }, 60_000);
});
