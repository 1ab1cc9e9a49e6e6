import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SourceRef, ToolCall, type ChatTurn, type ProfileField, type ProfilerProfile } from '../../../../src/api/contracts/ai.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase, type ImportedDatabase } from '../../../testing/imported-database.ts';
import { createDataServices } from '../../fda/data-services.ts';
import type { StreamEvent } from '../engine.ts';
import { createChatEngine } from './chat.service.ts';
import { NOTHING_FOUND } from './chatbot/chatbot-answers.ts';
import { subjectsOf } from './chatbot/question-subjects.ts';
import { askedIn } from './profiler/interview-thread.ts';

let imported: ImportedDatabase;
let engine: ReturnType<typeof createChatEngine>;
beforeAll(async () => {
  imported = await openImportedDatabase();
  engine = createChatEngine({ db: imported.db, data: createDataServices(imported.db) });
}, IMPORT_TIMEOUT_MS);
afterAll(() => imported?.db.destroy());

const live = () => new AbortController().signal;

async function collect(events: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const all: StreamEvent[] = [];
  for await (const event of events) all.push(event);
  return all;
}

const textOf = (events: StreamEvent[]) => events.map((event) => (event.kind === 'text' ? event.content : '')).join('');
const sourcesOf = (events: StreamEvent[]) => events.flatMap((event) => (event.kind === 'sources' ? event.sources : []));

describe('profilerChat', () => {
  const answers: Record<Exclude<ReturnType<typeof askedIn>, null>, string> = {
    role: "I'm a regulatory consultant",
    device_name: "It's called PulseRing",
    description: 'A finger-worn ring with a red and infrared optical sensor and a rechargeable battery.',
    intended_use: 'It is intended to measure SpO2 and pulse rate in adults at home.',
    key_specifications: 'SpO2 range 70-100% with +/-2% accuracy, battery life 24 hours.',
    functionality: 'It works by shining red and infrared light through the finger and comparing the absorbed light.',
    references: 'ISO 80601-2-61 and the pulse oximeter guidance',
    attachments: "done, I've attached the spec sheet",
    confirm: 'yes, looks good',
  };

  it('interviews turn by turn until every field is filled and the profile is finalized', async () => {
    const messages: ChatTurn[] = [];
    const profile: ProfilerProfile = {};
    let finalized: string | null = null;
    for (let turn = 0; turn < 15 && finalized === null; turn++) {
      const events = await collect(engine.profilerChat({ messages, profile }, live()));
      for (const event of events) {
        if (event.kind !== 'tool_call') continue;
        const call = ToolCall.assert(event.toolCall);
        const { field, value, confidence_score } = call.arguments;
        expect(Number(confidence_score)).toBeGreaterThanOrEqual(60);
        expect(Number(confidence_score)).toBeLessThanOrEqual(95);
        if (value !== 'none' && field !== 'attachments') profile[field] = String(value);
      }
      finalized = events.find((event) => event.kind === 'finalize')?.content ?? null;
      const reply = textOf(events);
      messages.push({ role: 'assistant', content: finalized ?? reply });
      if (finalized !== null) break;
      const asked = askedIn(reply);
      expect(asked, reply).not.toBeNull();
      if (asked === 'attachments') profile.attachments = [{ name: 'pulsering-spec-sheet.pdf' }];
      messages.push({ role: 'user', content: answers[asked!] });
    }
    expect(finalized).toContain('PulseRing');
    const fields: ProfileField[] = ['role', 'device_name', 'description', 'intended_use', 'key_specifications', 'functionality', 'references'];
    for (const field of fields) expect(profile[field], field).toBeTruthy();
    expect(profile.role).toBe('Regulatory consultant');
    expect(profile.intended_use).toContain('SpO2');
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const iterator = engine.profilerChat({ messages: [{ role: 'user', content: "It's called PulseRing, intended to measure SpO2" }], profile: {} }, controller.signal)[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    controller.abort();
    expect((await iterator.next()).done).toBe(true);
  });
});

describe('chatbot', () => {
  it("names a real product code's device name and regulation and cites the code", async () => {
    const { rows } = await sql<{ product_code: string; device_name: string; regulation_number: string }>`
      select pc.product_code, pc.device_name, pc.regulation_number from fda_product_codes pc
      join fda_regulations r on r.regulation_number = pc.regulation_number
      where exists (select 1 from fda_devices d where d.product_code = pc.product_code)
      order by pc.product_code limit 1`.execute(imported.db);
    const code = rows[0]!;
    const started = performance.now();
    const events = await collect(engine.chatbot({ message: `What can you tell me about ${code.product_code}?`, history: [], productCode: null }, live()));
    console.info(`chatbot answer for ${code.product_code}: ${(performance.now() - started).toFixed(0)} ms`);
    const text = textOf(events);
    expect(text).toContain(code.device_name);
    expect(text).toContain(`21 CFR ${code.regulation_number}`);
    expect(events.filter((event) => event.kind === 'text').length).toBeGreaterThan(2);
    expect(events.at(-1)?.kind).toBe('sources');
    const sources = sourcesOf(events).map((source) => SourceRef.assert(source));
    expect(sources).toContainEqual(expect.objectContaining({ kind: 'product_code', id: code.product_code }));
    expect(sources).toContainEqual(expect.objectContaining({ kind: 'regulation', id: code.regulation_number }));
  });

  it('answers about a real K-number from its record', async () => {
    const device = await imported.db
      .selectFrom('fda_devices')
      .select(['k_number', 'device_name', 'product_code'])
      .where('device_name', 'is not', null)
      .where('product_code', 'is not', null)
      .orderBy('k_number', 'desc')
      .executeTakeFirstOrThrow();
    const events = await collect(engine.chatbot({ message: `what is ${device.k_number.toLowerCase()}?`, history: [], productCode: null }, live()));
    expect(textOf(events)).toContain(device.device_name!);
    expect(sourcesOf(events).map((source) => source.id)).toEqual([device.k_number, device.product_code]);
  });

  it('says plainly that nothing was found for an unknown thing', async () => {
    const events = await collect(engine.chatbot({ message: 'Tell me about the xqzzy frobnicator', history: [], productCode: null }, live()));
    expect(textOf(events)).toBe(NOTHING_FOUND);
    expect(sourcesOf(events)).toEqual([]);
  });

  it('stops when the signal aborts', async () => {
    const controller = new AbortController();
    const iterator = engine.chatbot({ message: 'wound dressing', history: [], productCode: null }, controller.signal)[Symbol.asyncIterator]();
    expect((await iterator.next()).done).toBe(false);
    controller.abort();
    expect((await iterator.next()).done).toBe(true);
  });
});

describe('question subjects', () => {
  it('finds K/DEN numbers, 21 CFR sections and candidate codes, not common acronyms', () => {
    expect(subjectsOf('Is K123456 like DEN190001 under 21 CFR 870.1025? And FDA rules for ECG vs DQY?')).toEqual({
      kNumbers: ['K123456', 'DEN190001'],
      regulationNumbers: ['870.1025'],
      codeCandidates: ['DQY'],
    });
    expect(subjectsOf('what is product code ecg?').codeCandidates).toEqual(['ECG']);
  });
});
