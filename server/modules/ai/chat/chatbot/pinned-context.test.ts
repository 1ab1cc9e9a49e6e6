import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { StreamChunk, STREAM_DONE, type SourceRef } from '../../../../../src/api/contracts/ai.ts';
import { API_BASE_PATHS } from '../../../../../src/api/contracts/api-bases.ts';
import { PINNED_SOURCES_PATH } from '../../../../../src/api/contracts/pinned-sources.ts';
import { kNumberSource, productCodeSource, standardSource, STANDARDS_DATABASE_URL } from '../../../../../src/api/text/fda-source-refs.ts';
import { bearer, createEmulatorUser, type EmulatorUser } from '../../../../testing/emulator-user.ts';
import { importedAppPerFile } from '../../../../testing/imported-app-per-file.ts';
import { pinnedAskedAbout } from './pinned-context.ts';

/** ClearwayAI reads the caller's pins (REST /chat/pinned-sources) when asked about them (AI chatbot/stream). */
const testApp = importedAppPerFile();

async function pin(user: EmulatorUser, source: SourceRef) {
  const response = await testApp().app.inject({
    method: 'POST',
    url: `${API_BASE_PATHS.rest}${PINNED_SOURCES_PATH}`,
    headers: bearer(user),
    payload: { source },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function ask(user: EmulatorUser, message: string): Promise<{ text: string; sources: SourceRef[] }> {
  const response = await testApp().app.inject({ method: 'POST', url: `${API_BASE_PATHS.ai}/chatbot/stream`, headers: bearer(user), payload: { message } });
  expect(response.statusCode, response.body).toBe(200);
  const payloads = response.body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => line.replace(/^data: /, ''));
  expect(payloads.at(-1)).toBe(STREAM_DONE);
  const chunks = payloads.slice(0, -1).map((payload) => StreamChunk.assert(JSON.parse(payload)));
  return {
    text: chunks.filter((chunk) => chunk.event === undefined).map((chunk) => chunk.content).join(''),
    sources: chunks.flatMap((chunk) => chunk.sources ?? []),
  };
}

/** A real cleared device and a real product code (not the device's) of the imported files. */
async function realRecords() {
  const device = await testApp()
    .db.selectFrom('fda_devices')
    .select(['k_number', 'device_name', 'product_code'])
    .where('device_name', 'is not', null)
    .where('product_code', 'is not', null)
    .orderBy('k_number', 'desc')
    .executeTakeFirstOrThrow();
  const { rows } = await sql<{ product_code: string; device_name: string }>`
    select product_code, device_name from fda_product_codes where product_code <> ${device.product_code}
    and exists (select 1 from fda_devices d where d.product_code = fda_product_codes.product_code)
    order by product_code limit 1`.execute(testApp().db);
  return { device, code: rows[0]! };
}

async function unheldProductCode(): Promise<string> {
  const candidates = ['ZZZ', 'ZZY', 'ZZX', 'ZYZ'];
  const held = await testApp().db.selectFrom('fda_product_codes').select('product_code').where('product_code', 'in', candidates).execute();
  return candidates.find((code) => !held.some((row) => row.product_code === code))!;
}

describe('the chatbot with pinned sources', () => {
  it("answers about the caller's pinned K-numbers from their records, and cites them", async () => {
    const { device, code } = await realRecords();
    const alice = await createEmulatorUser();
    await pin(alice, kNumberSource(device.k_number, device.device_name));
    await pin(alice, productCodeSource(code.product_code, code.device_name));

    const { text, sources } = await ask(alice, 'What do you know about my pinned K-numbers?');
    expect(text.split('\n')[0]).toBe(`Your pinned K-numbers (1): ${device.k_number}: ${device.device_name}.`);
    expect(text).toContain(`${device.k_number} is "${device.device_name}"`);
    expect(text).not.toContain(`${code.product_code} is "`);
    expect(sources.map((source) => source.id)).toEqual([device.k_number, device.product_code]);
  });

  it('names every pin, looks up the ones it can, and says which it does not look up', async () => {
    const { device, code } = await realRecords();
    const unheld = await unheldProductCode();
    const alice = await createEmulatorUser();
    const standard = standardSource('ISO 80601-2-61', 'Particular requirements for pulse oximeter equipment');
    await pin(alice, kNumberSource(device.k_number, device.device_name));
    await pin(alice, productCodeSource(code.product_code, code.device_name));
    await pin(alice, standard);
    await pin(alice, { kind: 'product_code', id: unheld, label: `${unheld}: Not a code`, url: null });

    const { text, sources } = await ask(alice, 'Summarise my pinned sources');
    const [first, second, third] = text.split('\n').filter((line) => line !== '');
    expect(first).toBe(
      `Your pinned sources (4): ${unheld}: Not a code; ${standard.label}; ${code.product_code}: ${code.device_name}; ${device.k_number}: ${device.device_name}.`,
    );
    expect(second).toBe('Of these I look up only the K-numbers, product codes and regulations in the FDA data held here, not your pinned standards.');
    expect(third).toBe(`Not held in the imported FDA data: product code ${unheld}.`);
    expect(text).toContain(`${code.product_code} is "${code.device_name}"`);
    expect(text).toContain(`${device.k_number} is "${device.device_name}"`);
    const cited = sources.map((source) => `${source.kind}:${source.id}`);
    expect(cited).toEqual(expect.arrayContaining([`product_code:${code.product_code}`, `k_number:${device.k_number}`]));
    // Only records the data holds are cited: not the standard, not the code it does not hold.
    expect(cited).not.toContain(`standard:${standard.id}`);
    expect(cited).not.toContain(`product_code:${unheld}`);
    expect(sources.every((source) => source.url !== STANDARDS_DATABASE_URL)).toBe(true);
  });

  it("reads only the caller's pins, and says so when there are none", async () => {
    const { device } = await realRecords();
    const [alice, bob] = await Promise.all([createEmulatorUser(), createEmulatorUser()]);
    await pin(alice, kNumberSource(device.k_number, device.device_name));

    const { text, sources } = await ask(bob, 'What about my pinned K-numbers?');
    expect(text).toBe('You have no pinned K-numbers. Pin a K-number, product code or regulation from its card or from the sources of an answer, then ask again.');
    expect(sources).toEqual([]);
  });

  it('leaves questions that are not about pins as they were', async () => {
    const { device } = await realRecords();
    const alice = await createEmulatorUser();
    await pin(alice, kNumberSource(device.k_number, device.device_name));
    const { text } = await ask(alice, `what is ${device.k_number}?`);
    expect(text).not.toContain('pinned');
    expect(text.startsWith(`${device.k_number} is "${device.device_name}"`)).toBe(true);
  });
});

describe('which questions are about pins', () => {
  const pins: SourceRef[] = [
    { kind: 'k_number', id: 'K213456', label: 'K213456', url: null },
    { kind: 'regulation', id: '870.2700', label: '21 CFR 870.2700', url: null },
    { kind: 'guidance', id: 'pulse.pdf', label: 'Pulse Oximeters', url: null },
  ];

  it('finds pin questions and the kinds they narrow to', () => {
    expect(pinnedAskedAbout('What have I pinned?', pins)).toEqual({ kinds: [], pins });
    expect(pinnedAskedAbout('compare my pins', pins)).toEqual({ kinds: [], pins });
    expect(pinnedAskedAbout('my pinned K-numbers and regulations', pins)).toEqual({ kinds: ['k_number', 'regulation'], pins: pins.slice(0, 2) });
    expect(pinnedAskedAbout('the pinned guidance', pins)).toEqual({ kinds: ['guidance'], pins: [pins[2]] });
  });

  it('is not fooled by devices that are pins', () => {
    expect(pinnedAskedAbout('What product code covers bone pins?', pins)).toBeNull();
    expect(pinnedAskedAbout('orthopedic pin fixation', pins)).toBeNull();
  });
});
