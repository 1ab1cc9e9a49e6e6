import { NUL_TEXT_MESSAGE } from '../../../src/api/contracts/error-body.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestStandardsRow } from '../../../src/api/contracts/ai.ts';
import { DATA_MESSAGES } from '../../../src/api/contracts/data.ts';
import {
  MAX_TEST_RESULT_ROWS,
  TEST_RESULT_TEXT_LIMITS,
  TEST_RESULTS_MESSAGES,
  TestResults,
} from '../../../src/api/contracts/test-results.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { catalogueAnalysis, catalogueRows, largestRows } from './testing/catalogue-results.ts';

const URL_OF = (productCode: string) => `/api/rest/v1/test-results/${productCode}`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

type Method = 'GET' | 'PUT' | 'DELETE';

function send(user: EmulatorUser | null, method: Method, productCode: string, payload?: object) {
  return testApp.app.inject({ method, url: URL_OF(productCode), headers: user ? bearer(user) : {}, ...(payload && { payload }) });
}

async function ok(user: EmulatorUser, method: 'GET' | 'PUT', productCode: string, payload?: object): Promise<TestResults> {
  const response = await send(user, method, productCode, payload);
  expect(response.statusCode, response.body).toBe(200);
  return TestResults.assert(response.json());
}

const read = (user: EmulatorUser, productCode: string) => ok(user, 'GET', productCode);
const save = (user: EmulatorUser, productCode: string, body: object) => ok(user, 'PUT', productCode, body);

async function refused(user: EmulatorUser, method: Method, productCode: string, payload: object | undefined, status: number) {
  const response = await send(user, method, productCode, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { code: string; message: string; field?: string };
}

const rows = catalogueRows(6);
const analysis = catalogueAnalysis(rows);
const empty = (productCode: string) => ({ product_code: productCode, rows: [], analysis: null, version: 0, updated_at: null });

describe('test results', () => {
  it('answers an empty set at version 0 until something is saved', async () => {
    const alice = await createEmulatorUser();
    expect(await read(alice, 'DQY')).toEqual(empty('DQY'));
    expect(await read(alice, 'dqy')).toEqual(empty('DQY'));
  });

  it('saves rows and analysis, reads them back in a new session, and counts the saves', async () => {
    const alice = await createEmulatorUser();
    const first = await save(alice, 'dqy', { rows, analysis });
    expect(first).toMatchObject({ product_code: 'DQY', rows, version: 1, analysis: { ...analysis } });
    expect(Date.parse(first.analysis!.updated_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(Date.parse(first.updated_at!)).toBeGreaterThan(Date.now() - 60_000);
    expect(await read(alice, 'DQY')).toEqual(first);

    await sleep(10); // so that a new stamp would differ
    // An inline edit: the whole set again, the analysis as it was read.
    const edited = rows.map((row, index) => (index === 2 ? { ...row, purpose: 'Edited by the user.' } : row));
    const userRow: TestStandardsRow = { test_and_evaluation: 'Drop test', standard_reference: 'N/A', purpose: '', label: 'user', category: 'Performance' };
    const second = await save(alice, 'DQY', { rows: [...edited, userRow], analysis: first.analysis });
    expect(second.version).toBe(2);
    expect(second.rows).toEqual([...edited, userRow]);
    expect(second.analysis).toEqual(first.analysis);
    expect(Date.parse(second.updated_at!)).toBeGreaterThan(Date.parse(first.updated_at!));

    // Without updated_at, an unchanged analysis keeps its time; a new one gets the save's.
    const { updated_at: _dropped, ...sameAnalysis } = first.analysis!;
    expect((await save(alice, 'DQY', { rows, analysis: sameAnalysis })).analysis).toEqual(first.analysis);
    const rerun = await save(alice, 'DQY', { rows, analysis: { ...sameAnalysis, ai_snapshot: 'Run again.' } });
    expect(Date.parse(rerun.analysis!.updated_at)).toBeGreaterThan(Date.parse(first.analysis!.updated_at));
    const given = await save(alice, 'DQY', { rows, analysis: { ...sameAnalysis, updated_at: '2026-11-20T09:30:00+01:00' } });
    expect(given).toMatchObject({ version: 5, analysis: { updated_at: '2026-11-20T08:30:00.000Z' } });

    expect(await save(alice, 'DQY', { rows: [], analysis: null })).toMatchObject({ rows: [], analysis: null, version: 6 });
  });

  it('keeps product codes apart', async () => {
    const alice = await createEmulatorUser();
    await save(alice, 'DQY', { rows, analysis });
    await save(alice, 'LLZ', { rows: rows.slice(0, 1), analysis: null });
    expect((await read(alice, 'DQY')).rows).toEqual(rows);
    expect(await read(alice, 'LLZ')).toMatchObject({ rows: rows.slice(0, 1), analysis: null, version: 1 });
    expect(await read(alice, 'FRO')).toEqual(empty('FRO'));
  });

  it('refuses a save over a version that is no longer the saved one with 409, and changes nothing', async () => {
    const alice = await createEmulatorUser();
    const first = await save(alice, 'DQY', { rows, analysis, base_version: 0 });
    expect(first.version).toBe(1);
    // Another browser also started from nothing.
    const twice = await refused(alice, 'PUT', 'DQY', { rows: [], analysis: null, base_version: 0 }, 409);
    expect(twice).toMatchObject({ code: 'CONFLICT', message: TEST_RESULTS_MESSAGES.stale('DQY') });

    const second = await save(alice, 'DQY', { rows: rows.slice(1), analysis, base_version: 1 });
    expect(second.version).toBe(2);
    expect(await refused(alice, 'PUT', 'DQY', { rows, analysis: null, base_version: 1 }, 409)).toMatchObject({ code: 'CONFLICT' });
    expect(await read(alice, 'DQY')).toEqual(second);

    // Without base_version, the last save wins.
    expect((await save(alice, 'DQY', { rows, analysis: null, base_version: null })).version).toBe(3);

    // Deleted elsewhere: a save over the old version is stale too.
    expect((await send(alice, 'DELETE', 'DQY')).statusCode).toBe(204);
    expect(await refused(alice, 'PUT', 'DQY', { rows, analysis: null, base_version: 3 }, 409)).toMatchObject({ code: 'CONFLICT' });
    expect(await read(alice, 'DQY')).toEqual(empty('DQY'));
  });

  it('deletes the saved set (204), and deleting nothing is no error', async () => {
    const alice = await createEmulatorUser();
    await save(alice, 'DQY', { rows, analysis });
    await save(alice, 'LLZ', { rows, analysis });
    const deleted = await send(alice, 'DELETE', 'dqy');
    expect([deleted.statusCode, deleted.body]).toEqual([204, '']);
    expect(await read(alice, 'DQY')).toEqual(empty('DQY'));
    expect((await send(alice, 'DELETE', 'DQY')).statusCode).toBe(204);
    expect((await read(alice, 'LLZ')).rows).toEqual(rows);
  });

  it("never shows or touches another user's results", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const alices = await save(alice, 'DQY', { rows, analysis });
    expect(await read(bob, 'DQY')).toEqual(empty('DQY'));
    // Bob's version 1 is his own; Alice's base does not reach it.
    expect(await refused(bob, 'PUT', 'DQY', { rows: [], analysis: null, base_version: 1 }, 409)).toMatchObject({ code: 'CONFLICT' });
    expect(await save(bob, 'DQY', { rows: rows.slice(0, 2), analysis: null, base_version: 0 })).toMatchObject({ version: 1 });
    expect((await send(bob, 'DELETE', 'DQY')).statusCode).toBe(204);
    expect(await read(alice, 'DQY')).toEqual(alices);
  });

  it('refuses a bad product code or body with 400 naming the field, and keeps the saved set', async () => {
    const alice = await createEmulatorUser();
    const saved = await save(alice, 'DQY', { rows, analysis });
    const longPurpose = 'p'.repeat(TEST_RESULT_TEXT_LIMITS.purpose + 1);
    const cases: Array<[string, object, string, string]> = [
      ['DQ1', { rows, analysis }, DATA_MESSAGES.productCodeFormat, 'params.productCode'],
      ['DQYY', { rows, analysis }, DATA_MESSAGES.productCodeFormat, 'params.productCode'],
      ['DQY', { analysis }, 'body.rows must be an array (was missing)', 'body.rows'],
      ['DQY', { rows }, 'body.analysis must be an object or null (was missing)', 'body.analysis'],
      [
        'DQY',
        { rows: [{ ...rows[0], label: 'web' }], analysis },
        'body.rows.0.label must be "ai", "fda-consensus", "guidance", "predicate" or "user" (was "web")',
        'body.rows.0.label',
      ],
      [
        'DQY',
        { rows: [rows[0], { ...rows[1], purpose: longPurpose }], analysis },
        `body.rows.1.purpose must be at most length ${TEST_RESULT_TEXT_LIMITS.purpose} (was ${longPurpose.length})`,
        'body.rows.1.purpose',
      ],
      ['DQY', { rows: [{ ...rows[0], category: undefined }], analysis }, 'body.rows.0.category must be a string (was missing)', 'body.rows.0.category'],
      [
        'DQY',
        { rows, analysis: { ...analysis, updated_at: 'yesterday' } },
        'body.analysis.updated_at must be an ISO 8601 (YYYY-MM-DDTHH:mm:ss.sssZ) date (was "yesterday")',
        'body.analysis.updated_at',
      ],
      ['DQY', { rows, analysis, base_version: -1 }, 'body.base_version must be non-negative (was -1)', 'body.base_version'],
      ['DQY', { rows: [rows[0], { ...rows[1], rationale: 'Nul \u0000 here' }], analysis }, NUL_TEXT_MESSAGE, 'body.rows.1.rationale'],
    ];
    for (const [code, payload, message, field] of cases) {
      expect(await refused(alice, 'PUT', code, payload, 400), `${field}: ${message}`).toMatchObject({ code: 'VALIDATION_ERROR', message, field });
    }
    expect(await refused(alice, 'GET', 'D-Y', undefined, 400)).toMatchObject({ field: 'params.productCode' });
    expect(await refused(alice, 'DELETE', 'DQYX', undefined, 400)).toMatchObject({ field: 'params.productCode' });
    expect(await read(alice, 'DQY')).toEqual(saved);
  });

  it('refuses keys a row or the analysis does not have, naming each, and keeps the saved set', async () => {
    const alice = await createEmulatorUser();
    const saved = await save(alice, 'DQY', { rows, analysis });
    expect(await refused(alice, 'PUT', 'DQY', { rows: [{ ...rows[0], editing: true }], analysis: { ...analysis, stale: true } }, 400)).toMatchObject({
      message: 'body.analysis.stale is an unknown field; body.rows.0.editing is an unknown field',
      field: 'body.analysis.stale',
    });
    expect(await read(alice, 'DQY')).toEqual(saved);
  });

  it(`takes ${MAX_TEST_RESULT_ROWS} rows with every text at its limit, past the JSON body limit, and refuses one more`, async () => {
    const alice = await createEmulatorUser();
    const fill = (text: string, max: number) => text.padEnd(max, ` ${text}`).slice(0, max);
    const largest = largestRows().map((row) => ({
      ...row,
      test_and_evaluation: fill(row.test_and_evaluation, TEST_RESULT_TEXT_LIMITS.test_and_evaluation),
      standard_reference: fill(row.standard_reference, TEST_RESULT_TEXT_LIMITS.standard_reference),
      purpose: fill(row.purpose, TEST_RESULT_TEXT_LIMITS.purpose),
      category: fill(row.category, TEST_RESULT_TEXT_LIMITS.category),
      rationale: fill(row.rationale ?? '', TEST_RESULT_TEXT_LIMITS.rationale),
      recognition_source: fill('Stated in the 510(k) documents of K231974', TEST_RESULT_TEXT_LIMITS.recognition_source),
      successor: fill(row.standard_reference, TEST_RESULT_TEXT_LIMITS.successor),
      source: {
        kind: 'standard' as const,
        id: fill(row.standard_reference, TEST_RESULT_TEXT_LIMITS.source_id),
        label: fill('FDA Recognized Consensus Standards database', TEST_RESULT_TEXT_LIMITS.source_label),
        url: fill('https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfStandards/search.cfm', TEST_RESULT_TEXT_LIMITS.source_url),
      },
    }));
    expect(JSON.stringify({ rows: largest }).length).toBeGreaterThan(testApp.config.BODY_LIMIT_BYTES);

    const saved = await save(alice, 'DQY', { rows: largest, analysis: catalogueAnalysis(largest) });
    expect(saved.rows).toEqual(largest);
    expect(await read(alice, 'DQY')).toEqual(saved);

    const tooMany = await refused(alice, 'PUT', 'DQY', { rows: [...largest, rows[0]], analysis: null }, 400);
    expect(tooMany).toMatchObject({ message: `body.rows must be at most length ${MAX_TEST_RESULT_ROWS} (was ${MAX_TEST_RESULT_ROWS + 1})` });
    expect((await read(alice, 'DQY')).version).toBe(1);
  });

  it('answers 401 without a bearer token', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await send(null, method, 'DQY', method === 'PUT' ? { rows, analysis } : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_ERROR' });
    }
  });
});
