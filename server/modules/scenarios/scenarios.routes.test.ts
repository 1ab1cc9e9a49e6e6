import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROKEN_TEXT_MESSAGE, NUL_TEXT_MESSAGE } from '../../../src/api/contracts/error-body.ts';
import { MAX_SCENARIOS, ScenarioList, type Scenario } from '../../../src/api/contracts/scenarios.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';
import { fdaScenarios } from './testing/fda-scenarios.ts';

const SCENARIOS_URL = '/api/rest/v1/reg-strategy/scenarios';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

const { scenario, largestList } = fdaScenarios();
const [DQY, LLZ, FRO] = [scenario('DQY'), scenario('LLZ'), scenario('FRO')];

function send(user: EmulatorUser | null, method: 'GET' | 'POST' | 'DELETE', query = '', payload?: object) {
  return testApp.app.inject({ method, url: `${SCENARIOS_URL}${query}`, headers: user ? bearer(user) : {}, ...(payload && { payload }) });
}

async function ok(user: EmulatorUser, method: 'GET' | 'POST' | 'DELETE', query = '', payload?: object): Promise<Scenario[]> {
  const response = await send(user, method, query, payload);
  expect(response.statusCode, response.body).toBe(200);
  return ScenarioList.assert(response.json()).scenarios;
}

const save = (user: EmulatorUser, scenarios: object[]) => ok(user, 'POST', '', { scenarios });
const list = (user: EmulatorUser) => ok(user, 'GET');
const removeQuery = (productCode: string, scenarioId: string) =>
  `?product_code=${encodeURIComponent(productCode)}&scenario_id=${encodeURIComponent(scenarioId)}`;
const codes = (scenarios: Scenario[]) => scenarios.map(({ order, productCode }) => `${order}:${productCode}`);

async function refused(user: EmulatorUser, method: 'POST' | 'DELETE', query: string, payload: object | undefined, status: number) {
  const response = await send(user, method, query, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { code: string; message: string; field?: string };
}

describe('scenarios', () => {
  it('starts empty, then saves, lists and reorders the list', async () => {
    const alice = await createEmulatorUser();
    expect(await list(alice)).toEqual([]);

    const saved = await save(alice, [DQY, LLZ, FRO]);
    expect(codes(saved)).toEqual(['1:DQY', '2:LLZ', '3:FRO']);
    expect(saved[0]).toEqual({ ...DQY, createdAt: saved[0]!.createdAt, updatedAt: saved[0]!.updatedAt });
    for (const { createdAt, updatedAt } of saved) {
      expect(Date.parse(createdAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(updatedAt).toBe(createdAt);
    }
    expect(await list(alice)).toEqual(saved);

    await sleep(10); // so that a new stamp would differ
    const reordered = await save(alice, [saved[2]!, saved[0]!, saved[1]!]);
    expect(codes(reordered)).toEqual(['1:FRO', '2:DQY', '3:LLZ']);
    // A move is no change: the timestamps stay as saved.
    expect(reordered.map(({ id, createdAt, updatedAt }) => [id, createdAt, updatedAt])).toEqual(
      [saved[2]!, saved[0]!, saved[1]!].map(({ id, createdAt, updatedAt }) => [id, createdAt, updatedAt]),
    );
    expect(await list(alice)).toEqual(reordered);
  });

  it('renumbers from the list order and repeats productCode as product_code', async () => {
    const alice = await createEmulatorUser();
    const saved = await save(alice, [{ ...LLZ, order: 7, product_code: 'XYZ' }, { ...DQY, order: 7 }]);
    expect(saved.map(({ order, productCode, product_code }) => [order, productCode, product_code])).toEqual([
      [1, 'LLZ', 'LLZ'],
      [2, 'DQY', 'DQY'],
    ]);
  });

  it('keeps createdAt and stamps updatedAt when a scenario changes', async () => {
    const alice = await createEmulatorUser();
    const createdAt = '2025-03-04T05:06:07.000Z';
    const [first] = await save(alice, [{ ...DQY, createdAt, updatedAt: createdAt }]);
    expect(first).toMatchObject({ createdAt });
    expect(first!.updatedAt).not.toBe(createdAt);

    await sleep(10); // so that the new stamp differs
    const [edited] = await save(alice, [{ ...first!, createdAt: null, aiReasoning: 'Edited by the user.' }]);
    expect(edited).toMatchObject({ createdAt, aiReasoning: 'Edited by the user.' });
    expect(Date.parse(edited!.updatedAt!)).toBeGreaterThan(Date.parse(first!.updatedAt!));
  });

  it('lets one save move a product code to another scenario id', async () => {
    const alice = await createEmulatorUser();
    await save(alice, [DQY, LLZ]);
    const swapped = await save(alice, [{ ...LLZ, id: DQY.id }, { ...DQY, id: LLZ.id }]);
    expect(swapped.map(({ id, productCode }) => [id, productCode])).toEqual([[DQY.id, 'LLZ'], [LLZ.id, 'DQY']]);
  });

  it('deletes a scenario by product code (any case) and id, and renumbers the rest', async () => {
    const alice = await createEmulatorUser();
    await save(alice, [DQY, LLZ, FRO]);
    const rest = await ok(alice, 'DELETE', removeQuery(' llz ', LLZ.id));
    expect(codes(rest)).toEqual(['1:DQY', '2:FRO']);
    expect(await list(alice)).toEqual(rest);
    expect(codes(await ok(alice, 'DELETE', removeQuery('DQY', DQY.id)))).toEqual(['1:FRO']);
    expect(await ok(alice, 'DELETE', removeQuery('FRO', FRO.id))).toEqual([]);
  });

  it('answers 404 for a scenario not in the list, and for one of another user', async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const alices = await save(alice, [DQY, LLZ]);
    const attempts: Array<[EmulatorUser, string, string]> = [
      [alice, 'FRO', FRO.id],
      [alice, 'DQY', LLZ.id],
      [bob, 'DQY', DQY.id],
      [bob, 'LLZ', LLZ.id],
    ];
    for (const [user, code, id] of attempts) {
      const body = await refused(user, 'DELETE', removeQuery(code, id), undefined, 404);
      expect(body).toMatchObject({ code: 'NOT_FOUND', message: `Scenario with product code ${code} not found in the list` });
    }
    expect(await list(bob)).toEqual([]);

    // Bob's list with the same ids and codes is his own.
    expect(codes(await save(bob, [LLZ, DQY]))).toEqual(['1:LLZ', '2:DQY']);
    expect(codes(await ok(bob, 'DELETE', removeQuery('DQY', DQY.id)))).toEqual(['1:LLZ']);
    expect(await list(alice)).toEqual(alices);
  });

  it('refuses a list naming a product code or an id twice, and keeps the saved list', async () => {
    const alice = await createEmulatorUser();
    const saved = await save(alice, [DQY]);

    expect(await refused(alice, 'POST', '', { scenarios: [LLZ, FRO, { ...LLZ, id: 'scn_again' }] }, 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Product code LLZ is already in the list',
      field: 'body.scenarios.2.productCode',
    });
    expect(await refused(alice, 'POST', '', { scenarios: [LLZ, { ...FRO, id: LLZ.id }] }, 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `Scenario id ${LLZ.id} appears more than once`,
      field: 'body.scenarios.1.id',
    });
    expect(await list(alice)).toEqual(saved);
  });

  it('keeps the saved list when the database refuses a save', async () => {
    const alice = await createEmulatorUser();
    const saved = await save(alice, [DQY, LLZ]);
    // The database fails after the old rows were deleted: a trigger refuses one marked row.
    await sql`create function refuse_marked_scenario() returns trigger language plpgsql as $$
      begin if new.data->>'deviceName' = 'Refused by the database' then raise exception 'refused'; end if; return new; end $$`.execute(testApp.db);
    await sql`create trigger refuse_marked before insert on scenarios for each row execute function refuse_marked_scenario()`.execute(testApp.db);
    try {
      const body = await refused(alice, 'POST', '', { scenarios: [LLZ, { ...FRO, deviceName: 'Refused by the database' }] }, 500);
      expect(body).toMatchObject({ code: 'INTERNAL_ERROR', message: 'Internal server error' });
    } finally {
      await sql`drop trigger refuse_marked on scenarios`.execute(testApp.db);
      await sql`drop function refuse_marked_scenario()`.execute(testApp.db);
    }
    expect(await list(alice)).toEqual(saved);
  });

  it('refuses a text the database could not store, naming it, and keeps the saved list', async () => {
    const alice = await createEmulatorUser();
    const saved = await save(alice, [DQY]);
    for (const [deviceName, message] of [['Nul \u0000 name', NUL_TEXT_MESSAGE], ['Half \ud800 pair', BROKEN_TEXT_MESSAGE]]) {
      expect(await refused(alice, 'POST', '', { scenarios: [{ ...FRO, deviceName }] }, 400)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message,
        field: 'body.scenarios.0.deviceName',
      });
    }
    expect(await list(alice)).toEqual(saved);
  });

  it('refuses a malformed list with the field at fault', async () => {
    const alice = await createEmulatorUser();
    const cases: Array<[object, string, string]> = [
      [{}, 'body.scenarios must be an array (was missing)', 'body.scenarios'],
      [
        { scenarios: [{ ...DQY, productCode: 'dqy' }] },
        'body.scenarios.0.productCode must be 3 uppercase letters (e.g., DQY) (was "dqy")',
        'body.scenarios.0.productCode',
      ],
      [
        { scenarios: [{ ...DQY, id: 'scn dqy' }] },
        'body.scenarios.0.id must be an id of letters, digits, _ or - (at most 64) (was "scn dqy")',
        'body.scenarios.0.id',
      ],
      [
        { scenarios: [{ ...DQY, clearedKNumbers: undefined }] },
        'body.scenarios.0.clearedKNumbers must be an array (was missing)',
        'body.scenarios.0.clearedKNumbers',
      ],
    ];
    for (const [payload, message, field] of cases) {
      expect(await refused(alice, 'POST', '', payload, 400)).toMatchObject({ code: 'VALIDATION_ERROR', message, field });
    }
  });

  it(`saves the largest list (${MAX_SCENARIOS} scenarios of 500 K-numbers each) and refuses a longer one`, async () => {
    const alice = await createEmulatorUser();
    const largest = largestList();
    expect(largest).toHaveLength(MAX_SCENARIOS);
    for (const { clearedKNumbers, openfdaKNumber } of largest) {
      expect([clearedKNumbers.length, openfdaKNumber.length]).toEqual([500, 500]);
    }
    const saved = await save(alice, largest);
    expect(saved.map(({ productCode }) => productCode)).toEqual(largest.map(({ productCode }) => productCode));
    expect(saved[MAX_SCENARIOS - 1]!.clearedKNumbers).toEqual(largest[MAX_SCENARIOS - 1]!.clearedKNumbers);

    const tooMany = await refused(alice, 'POST', '', { scenarios: [...largest, LLZ] }, 400);
    expect(tooMany).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: `body.scenarios must be at most length ${MAX_SCENARIOS} (was ${MAX_SCENARIOS + 1})`,
    });
    expect(await list(alice)).toEqual(saved);
  });

  it('needs both product_code and scenario_id to delete', async () => {
    const alice = await createEmulatorUser();
    await save(alice, [DQY]);
    const queries: Array<[string, string]> = [
      ['', 'query.product_code'],
      [`?scenario_id=${DQY.id}`, 'query.product_code'],
      ['?product_code=DQY', 'query.scenario_id'],
      ['?product_code=%20&scenario_id=%20', 'query.product_code'],
      [`?product_code=DQY&scenario_id=%20`, 'query.scenario_id'],
    ];
    for (const [query, field] of queries) {
      expect(await refused(alice, 'DELETE', query, undefined, 400)).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Both product_code and scenario_id are required',
        field,
      });
    }
    expect(codes(await list(alice))).toEqual(['1:DQY']);
  });

  it('answers 401 without a bearer token', async () => {
    const calls = [send(null, 'GET'), send(null, 'POST', '', { scenarios: [DQY] }), send(null, 'DELETE', removeQuery('DQY', DQY.id))];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_ERROR' });
    }
  });
});
