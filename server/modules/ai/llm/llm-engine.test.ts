import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiProfile, ProfilerProfile } from '../../../../src/api/contracts/ai.ts';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../../../testing/fake-openai-server.ts';
import { IMPORT_TIMEOUT_MS, openImportedDatabase, type ImportedDatabase } from '../../../testing/imported-database.ts';
import { createDataServices } from '../../fda/data-services.ts';
import type { EngineDeps, RegulatoryEngine, StreamEvent } from '../engine.ts';
import { createLocalEngine } from '../local-engine.ts';
import { createLlmEngine } from './llm-engine.ts';

const MODEL = 'fake-model';
const TIMEOUT_MS = 1_000;

const profile: AiProfile = {
  device_name: 'Fingertip pulse oximeter',
  description: 'A fingertip sensor that measures functional oxygen saturation of arterial hemoglobin (SpO2) and pulse rate.',
  intended_use: 'For spot-checking SpO2 and pulse rate of adult patients in hospitals and at home.',
  key_specs: 'SpO2 range 70-100 %',
  functionality: '',
  references: '',
  attachments: [],
};

async function eventsOf(stream: AsyncIterable<StreamEvent>): Promise<StreamEvent[]> {
  const events: StreamEvent[] = [];
  for await (const event of stream) events.push(event);
  return events;
}

const lastRequest = (server: FakeOpenAiServer) => JSON.stringify(server.requests.at(-1));

describe('the LLM engine against an OpenAI-compatible server, grounded in the local engine', () => {
  let imported: ImportedDatabase;
  let server: FakeOpenAiServer;
  let local: RegulatoryEngine;
  let llm: RegulatoryEngine;
  const signal = new AbortController().signal;

  beforeAll(async () => {
    imported = await openImportedDatabase();
    const deps: EngineDeps = { db: imported.db, data: createDataServices(imported.db) };
    local = createLocalEngine(deps);
    server = await startFakeOpenAiServer();
    llm = createLlmEngine({ baseUrl: server.baseUrl, apiKey: undefined, model: MODEL, timeoutMs: TIMEOUT_MS }, local);
  }, IMPORT_TIMEOUT_MS);

  afterAll(async () => {
    await server?.stop();
    await imported?.db.destroy();
  });

  async function productCodeHeld(code: string) {
    return imported.db.selectFrom('fda_product_codes').select('product_code').where('product_code', '=', code).executeTakeFirst();
  }

  it('classify: the model re-orders the candidates, an invented code is dropped, facts stay local', async () => {
    const expected = await local.classify(profile);
    expect(expected.results.length).toBeGreaterThanOrEqual(3);
    const [first, second, third] = expected.results;
    expect(await productCodeHeld('ZZQ')).toBeUndefined();
    server.script({
      content: JSON.stringify({
        scenarios: [
          { product_code: second!.product_code, confidence: 91, reasoning: `Its name matches ${second!.product_code}.` },
          { product_code: 'ZZQ', confidence: 88, reasoning: 'An invented code.' },
          { product_code: first!.product_code, confidence: 140, reasoning: 'Also close; compare with ZZQ.' },
        ],
        research_insights: `Start from ${second!.product_code}.`,
      }),
    });

    const answer = await llm.classify(profile);

    expect(lastRequest(server)).toContain(first!.product_code);
    expect(answer.engine).toEqual({ provider: 'llm', model: MODEL, note: null });
    expect(answer.results.map((scenario) => scenario.product_code)).toEqual([
      second!.product_code,
      first!.product_code,
      third!.product_code,
    ]);
    expect(answer.results[0]).toEqual({ ...second, confidence: 91, reasoning: `Its name matches ${second!.product_code}.` });
    expect(answer.results[1]).toEqual({ ...first, confidence: 100, reasoning: first!.reasoning });
    expect(answer.research_insights).toBe(`Start from ${second!.product_code}.`);
  });

  it('classify: malformed JSON gives the local answer with a note', async () => {
    server.script({ content: '{"scenarios": [{"product_code": ' });
    const answer = await llm.classify(profile);
    const expected = await local.classify(profile);
    expect(answer.results).toEqual(expected.results);
    expect(answer.engine).toEqual({
      provider: 'local',
      model: MODEL,
      note: `The language model (${MODEL}) failed (its reply was not valid JSON); the local engine answered.`,
    });
  });

  it('predicates: an HTTP 500 gives the local answer with a note', async () => {
    const request = { productCode: 'DQA', profile };
    server.script({ status: 500 });
    const answer = await llm.predicates(request);
    const expected = await local.predicates(request);
    expect(answer.results.map((candidate) => candidate.k_number)).toEqual(expected.results.map((candidate) => candidate.k_number));
    expect(answer.engine.provider).toBe('local');
    expect(answer.engine.note).toBe(`The language model (${MODEL}) failed (HTTP 500); the local engine answered.`);
  });

  it('risk: a reply slower than the timeout gives the local answer with a note', async () => {
    const request = { profile, productCode: 'DQA', totalRecalls: null, totalMdrs: null, topDeviceProblems: null, topPatientProblems: null };
    server.script({ content: '{}', delayMs: TIMEOUT_MS * 3 });
    const started = Date.now();
    const answer = await llm.risk(request);
    expect(Date.now() - started).toBeLessThan(TIMEOUT_MS * 3);
    expect(answer.engine.note).toBe(`The language model (${MODEL}) failed (no answer within 1 s); the local engine answered.`);
    expect(answer.ai_snapshot).toBe((await local.risk(request)).ai_snapshot);
  });

  it('risk: level and total stay local even when the model claims otherwise', async () => {
    const request = { profile, productCode: 'DQA', totalRecalls: null, totalMdrs: null, topDeviceProblems: null, topPatientProblems: null };
    const expected = await local.risk(request);
    const otherLevel = expected.risk_level === 'HIGH' ? 'low' : 'high';
    server.script({
      content: JSON.stringify({
        risk_level: otherLevel.toUpperCase(),
        risk_total: expected.risk_total + 1000,
        ai_snapshot: `This is a ${otherLevel} risk device.`,
        highlights: [`Risk total ${expected.risk_total}.`],
      }),
    });
    const answer = await llm.risk(request);
    expect(answer.engine.provider).toBe('llm');
    expect(answer.risk_level).toBe(expected.risk_level);
    expect(answer.risk_total).toBe(expected.risk_total);
    expect(answer.ai_snapshot).toBe(expected.ai_snapshot);
    expect(answer.highlights).toEqual([`Risk total ${expected.risk_total}.`]);
  });

  const toolCall = (args: Record<string, unknown>) => ({ name: 'update_device_profile', arguments: JSON.stringify(args) });

  it('profiler: tool calls streamed in pieces become tool_call events; invalid ones and an early finalize are dropped', async () => {
    const current: ProfilerProfile = { role: 'Manufacturer' };
    server.script({
      content: 'Noted the name and intended use.\nCould you describe how the device works?',
      toolCalls: [
        toolCall({ field: 'device_name', value: 'Fingertip pulse oximeter', confidence_score: 92 }),
        toolCall({ field: 'colour', value: 'blue', confidence_score: 50 }),
        { name: 'update_device_profile', arguments: '{"field": "description", "val' },
        toolCall({ field: 'intended_use', value: 'Spot-checking SpO2 in adults', confidence_score: '70' }),
        { name: 'finalize_profile', arguments: '{}' },
      ],
    });
    const events = await eventsOf(
      llm.profilerChat(
        { messages: [{ role: 'user', content: "It's a fingertip pulse oximeter for spot-checking SpO2 in adults." }], profile: current },
        signal,
      ),
    );

    const sent = server.requests.at(-1)!;
    expect(JSON.stringify(sent.tools)).toContain('update_device_profile');
    expect(JSON.stringify(sent.tools)).toContain('finalize_profile');
    expect(JSON.stringify(sent.messages)).toContain('role: Manufacturer');
    expect(events.filter((event) => event.kind === 'text').map((event) => event.content)).toEqual([
      'Noted the name and intended use.\n',
      'Could you describe how the device works?',
    ]);
    expect(events.flatMap((event) => (event.kind === 'tool_call' ? [event.toolCall.arguments] : []))).toEqual([
      { field: 'device_name', value: 'Fingertip pulse oximeter', confidence_score: 92 },
      { field: 'intended_use', value: 'Spot-checking SpO2 in adults', confidence_score: '70' },
    ]);
    expect(events.some((event) => event.kind === 'finalize')).toBe(false);
  });

  it('profiler: finalize passes once the required fields are filled', async () => {
    const current: ProfilerProfile = { device_name: 'Pulse oximeter', description: 'Measures SpO2', intended_use: 'Spot checks' };
    server.script({ content: 'Your profile is confirmed.', toolCalls: [{ name: 'finalize_profile', arguments: '' }] });
    const events = await eventsOf(llm.profilerChat({ messages: [{ role: 'user', content: 'Yes, looks good.' }], profile: current }, signal));
    expect(events.at(-1)).toEqual({ kind: 'finalize', content: 'The device profile for Pulse oximeter is complete.' });
  });

  it('profiler: a turn about the attached documents is answered by the local engine, without asking the model', async () => {
    const request = { messages: [{ role: 'user' as const, content: 'Please fill the profile from the document I attached' }], profile: {} };
    const asked = server.requests.length;
    const events = await eventsOf(llm.profilerChat(request, signal));
    expect(server.requests.length).toBe(asked);
    expect(events).toEqual(await eventsOf(local.profilerChat(request, signal)));
  });

  it('profiler: a cut stream gives a notice, then the local reply', async () => {
    const request = { messages: [{ role: 'user' as const, content: 'Start the device profiler!' }], profile: {} };
    server.script({ content: 'Welcome to the profiler.\nFirst, what is your role in bringing this device to market?', cut: true });
    const events = await eventsOf(llm.profilerChat(request, signal));
    const localEvents = await eventsOf(local.profilerChat(request, signal));

    expect(events[0]).toEqual({ kind: 'text', content: 'Welcome to the profiler.\n' });
    expect(events[1]?.kind).toBe('notice');
    expect(events[1]?.kind === 'notice' && events[1].content).toMatch(/^The language model \(fake-model\) stopped mid-reply \(.+\); the local engine's reply follows\.$/);
    expect(events.slice(2).map((event) => event.kind)).toEqual(localEvents.map((event) => event.kind));
    expect(events.slice(2).filter((event) => event.kind === 'text')).toEqual(localEvents.filter((event) => event.kind === 'text'));
  });

  it('chatbot: a line naming an invented K-number is dropped; the answer ends with the local sources', async () => {
    const request = { message: 'What do you hold about DQA?', history: [], productCode: 'DQA' };
    const localEvents = await eventsOf(local.chatbot(request, signal));
    const localSources = localEvents.filter((event) => event.kind === 'sources');
    expect(
      await imported.db.selectFrom('fda_devices').select('k_number').where('k_number', '=', 'K999999').executeTakeFirst(),
    ).toBeUndefined();
    server.script({ content: 'DQA is the product code asked about.\nIts best predicate is K999999.\nAsk me for more.' });

    const events = await eventsOf(llm.chatbot(request, signal));

    const localText = localEvents.flatMap((event) => (event.kind === 'text' ? [event.content] : [])).join('');
    expect(JSON.stringify(server.requests.at(-1)?.messages)).toContain(JSON.stringify(localText.trim()).slice(1, 40));
    expect(events.filter((event) => event.kind === 'text').map((event) => event.content)).toEqual([
      'DQA is the product code asked about.\n',
      'Ask me for more.',
    ]);
    expect(events.find((event) => event.kind === 'notice')).toEqual({
      kind: 'notice',
      content: "1 line of the model's reply named records not in the data and was left out.",
    });
    expect(localSources.length).toBeGreaterThan(0);
    expect(events.at(-1)).toEqual({ kind: 'sources', sources: localSources.flatMap((event) => (event.kind === 'sources' ? event.sources : [])) });
  });
});
