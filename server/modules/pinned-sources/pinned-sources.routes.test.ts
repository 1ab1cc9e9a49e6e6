import { NUL_TEXT_MESSAGE } from '../../../src/api/contracts/error-body.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SourceRef } from '../../../src/api/contracts/ai.ts';
import {
  MAX_PINNED_SOURCES_PER_USER,
  PINNED_SOURCE_LIMITS,
  PINNED_SOURCES_MESSAGES as MESSAGES,
  PINNED_SOURCES_PATH,
  PinnedSource,
  PinnedSourceList,
} from '../../../src/api/contracts/pinned-sources.ts';
import { API_BASE_PATHS } from '../../../src/api/contracts/api-bases.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../testing/emulator-user.ts';
import { buildTestApp, type TestApp } from '../../testing/test-app.ts';

const URL = `${API_BASE_PATHS.rest}${PINNED_SOURCES_PATH}`;

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
}, 60_000);
afterAll(() => testApp?.close());

type Method = 'GET' | 'POST' | 'DELETE';

function send(user: EmulatorUser | null, method: Method, payload?: unknown) {
  return testApp.app.inject({ method, url: URL, headers: user ? bearer(user) : {}, ...(payload !== undefined && { payload: payload as object }) });
}

async function list(user: EmulatorUser): Promise<PinnedSource[]> {
  const response = await send(user, 'GET');
  expect(response.statusCode, response.body).toBe(200);
  return PinnedSourceList.assert(response.json()).pinned_sources;
}

async function pin(user: EmulatorUser, source: object): Promise<PinnedSource> {
  const response = await send(user, 'POST', { source });
  expect(response.statusCode, response.body).toBe(201);
  return PinnedSource.assert(response.json());
}

async function refused(user: EmulatorUser, method: Method, payload: unknown, status: number) {
  const response = await send(user, method, payload);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { code: string; message: string; field?: string };
}

const device: SourceRef = {
  kind: 'k_number',
  id: 'K213456',
  label: 'K213456: Pulse oximeter',
  url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfpmn/pmn.cfm?ID=K213456',
};
const code: SourceRef = {
  kind: 'product_code',
  id: 'DQA',
  label: 'DQA: Oximeter',
  url: 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs/cfPCD/classification.cfm?start_search=1&productcode=DQA',
};
const standard: SourceRef = { kind: 'standard', id: 'ISO 80601-2-61', label: 'ISO 80601-2-61: Pulse oximeter equipment', url: null };

describe('pinned sources', () => {
  it('pins sources (201) and lists them newest first, in a new session too', async () => {
    const alice = await createEmulatorUser();
    expect(await list(alice)).toEqual([]);

    const first = await pin(alice, device);
    expect(first).toEqual({ id: expect.stringMatching(/^pin_/), source: device, created_at: expect.any(String) });
    expect(Date.parse(first.created_at)).toBeGreaterThan(Date.now() - 60_000);
    const second = await pin(alice, code);
    // No url is a pin without a page; a key a SourceRef does not have is refused.
    expect(await refused(alice, 'POST', { source: { ...standard, extra: true } }, 400)).toMatchObject({ field: 'body.source.extra' });
    const third = await pin(alice, { kind: standard.kind, id: standard.id, label: standard.label });
    expect(third.source).toEqual(standard);

    expect(await list(alice)).toEqual([third, second, first]);
  });

  it('trims the texts and writes K-numbers and product codes in capitals', async () => {
    const alice = await createEmulatorUser();
    const pinned = await pin(alice, { kind: 'k_number', id: ' k213456 ', label: '  K213456: Pulse oximeter ', url: ` ${device.url} ` });
    expect(pinned.source).toEqual(device);
    expect((await pin(alice, { kind: 'guidance', id: ' Pulse-Oximeters.pdf ', label: 'Pulse Oximeters', url: '' })).source).toEqual({
      kind: 'guidance',
      id: 'Pulse-Oximeters.pdf',
      label: 'Pulse Oximeters',
      url: null,
    });
  });

  it('refuses a source pinned already with 409 and a clear message, in any case of its id', async () => {
    const alice = await createEmulatorUser();
    await pin(alice, device);
    for (const again of [device, { ...device, id: 'k213456', label: 'Another label' }]) {
      expect(await refused(alice, 'POST', { source: again }, 409)).toMatchObject({ code: 'CONFLICT', message: MESSAGES.duplicate });
    }
    // The same id of another kind is another source.
    expect((await pin(alice, { ...device, kind: 'pma' })).source.kind).toBe('pma');
    expect(await list(alice)).toHaveLength(2);
  });

  it('refuses bad input with 400 naming the field, and pins nothing', async () => {
    const alice = await createEmulatorUser();
    const longId = 'K'.repeat(PINNED_SOURCE_LIMITS.id + 1);
    const cases: Array<[unknown, string, string]> = [
      [{}, 'body.source must be an object (was missing)', 'body.source'],
      [{ source: 'K213456' }, 'body.source must be an object (was a string)', 'body.source'],
      [{ source: { ...device, kind: 'device' } }, 'body.source.kind must be', 'body.source.kind'],
      [{ source: { ...device, id: undefined } }, 'body.source.id must be a string (was missing)', 'body.source.id'],
      [{ source: { ...device, id: '   ' } }, MESSAGES.idBlank, 'body.source.id'],
      [{ source: { ...device, id: longId } }, `body.source.id must be at most length ${PINNED_SOURCE_LIMITS.id} (was ${longId.length})`, 'body.source.id'],
      [{ source: { ...device, label: '' } }, MESSAGES.labelBlank, 'body.source.label'],
      [{ source: { ...device, url: 'javascript:alert(1)' } }, MESSAGES.url, 'body.source.url'],
      [{ source: { ...device, url: 42 } }, 'body.source.url must be a string or null (was a number)', 'body.source.url'],
      [{ source: { ...device, label: 'Nul \u0000 here' } }, NUL_TEXT_MESSAGE, 'body.source.label'],
    ];
    for (const [payload, message, field] of cases) {
      const error = await refused(alice, 'POST', payload, 400);
      expect(error, field).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(error.message, field).toContain(message);
    }
    expect(await list(alice)).toEqual([]);
  });

  it(`keeps at most ${MAX_PINNED_SOURCES_PER_USER} pins per user, with a clear message`, async () => {
    const alice = await createEmulatorUser();
    const rows = Array.from({ length: MAX_PINNED_SOURCES_PER_USER - 1 }, (_, index) => ({
      id: `pin_seed_${alice.uid}_${index}`,
      uid: alice.uid,
      kind: 'k_number' as const,
      source_id: `K${String(index).padStart(6, '0')}`,
      label: `K${String(index).padStart(6, '0')}`,
      url: null,
    }));
    await testApp.db.insertInto('pinned_sources').values(rows).execute();
    await pin(alice, device);
    expect(await refused(alice, 'POST', { source: code }, 409)).toEqual(
      expect.objectContaining({ code: 'LIMIT_REACHED', message: MESSAGES.tooMany }),
    );
    // A pinned one is still answered as such; after an unpin there is room again.
    expect(await refused(alice, 'POST', { source: device }, 409)).toMatchObject({ message: MESSAGES.duplicate });
    expect((await send(alice, 'DELETE', { source: device })).statusCode).toBe(204);
    await pin(alice, code);
    expect(await list(alice)).toHaveLength(MAX_PINNED_SOURCES_PER_USER);
  });

  it('unpins by the pin id or by the source (204); a second unpin answers 404', async () => {
    const alice = await createEmulatorUser();
    const [first, second, third] = [await pin(alice, device), await pin(alice, code), await pin(alice, standard)];

    const byId = await send(alice, 'DELETE', { id: first.id });
    expect([byId.statusCode, byId.body]).toEqual([204, '']);
    expect(await refused(alice, 'DELETE', { id: first.id }, 404)).toMatchObject({ code: 'NOT_FOUND', message: MESSAGES.notFound });

    // A whole SourceRef does too: only its kind and id count, in any case.
    expect((await send(alice, 'DELETE', { source: { ...code, id: 'dqa', label: 'ignored' } })).statusCode).toBe(204);
    expect(await refused(alice, 'DELETE', { source: code }, 404)).toMatchObject({ message: MESSAGES.notFound });
    expect(await list(alice)).toEqual([third]);
    expect(second.id).not.toBe(third.id);
  });

  it('refuses an unpin that names no pin, or names two ways, with 400', async () => {
    const alice = await createEmulatorUser();
    const pinned = await pin(alice, device);
    const cases: Array<[unknown, string, string]> = [
      [undefined, MESSAGES.unpinTarget, 'body'],
      [{}, MESSAGES.unpinTarget, 'body'],
      [{ id: pinned.id, source: device }, MESSAGES.unpinTarget, 'body'],
      [{ id: 7 }, 'body.id must be a string (was a number)', 'body.id'],
      [{ source: { kind: 'k_number' } }, 'body.source.id must be a string (was missing)', 'body.source.id'],
      [{ source: { kind: 'web', id: 'x' } }, 'body.source.kind must be', 'body.source.kind'],
      [{ id: 'pin_\u0000' }, NUL_TEXT_MESSAGE, 'body.id'],
    ];
    for (const [payload, message, field] of cases) {
      const error = await refused(alice, 'DELETE', payload, 400);
      expect(error, JSON.stringify(payload)).toMatchObject({ code: 'VALIDATION_ERROR', field });
      expect(error.message).toContain(message);
    }
    expect(await list(alice)).toEqual([pinned]);
  });

  it("lists only the caller's pins and never removes another user's (404)", async () => {
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    const alices = await pin(alice, device);
    expect(await list(bob)).toEqual([]);
    // Bob pins the same source: his own pin, no duplicate of Alice's.
    const bobs = await pin(bob, device);
    expect(bobs.id).not.toBe(alices.id);

    expect(await refused(bob, 'DELETE', { id: alices.id }, 404)).toMatchObject({ message: MESSAGES.notFound });
    expect(await refused(bob, 'DELETE', { id: 'pin_unknown' }, 404)).toMatchObject({ message: MESSAGES.notFound });
    expect((await send(bob, 'DELETE', { source: device })).statusCode).toBe(204);
    expect(await list(bob)).toEqual([]);
    expect(await list(alice)).toEqual([alices]);
  });

  it('answers 401 without a bearer token', async () => {
    for (const [method, payload] of [['GET'], ['POST', { source: device }], ['DELETE', { source: device }]] as const) {
      const response = await send(null, method, payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'AUTH_ERROR' });
    }
  });
});
