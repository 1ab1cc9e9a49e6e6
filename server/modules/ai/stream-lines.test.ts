import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { StreamChunk } from '../../../src/api/contracts/ai.ts';
import { NotFoundError } from '../../http/errors.ts';
import type { StreamEvent } from './engine.ts';
import { streamLines } from './stream-lines.ts';

const silent = () => {};

async function* events(list: StreamEvent[], failure?: Error): AsyncGenerator<StreamEvent> {
  for (const event of list) yield event;
  if (failure) throw failure;
}

const dataLines = (wire: string) => wire.split('\n').filter((line) => line !== '');

describe('streamLines', () => {
  it('writes each event as a data line, then a closing chunk and [DONE]', async () => {
    const toolCall = {
      id: 'call_1',
      name: 'update_device_profile' as const,
      arguments: { field: 'device_name' as const, value: 'Pulse oximeter', confidence_score: 90 },
    };
    const wire = await text(
      streamLines(
        events([
          { kind: 'text', content: 'Hello.' },
          { kind: 'tool_call', toolCall },
          { kind: 'notice', content: 'The local engine replied.' },
          { kind: 'sources', sources: [{ kind: 'product_code', id: 'DQA', label: 'DQA', url: null }] },
          { kind: 'finalize', content: 'Done.' },
        ]),
        silent,
      ),
    );
    const lines = dataLines(wire);
    expect(wire.endsWith('data: [DONE]\n\n')).toBe(true);
    const chunks = lines.slice(0, -1).map((line) => StreamChunk.assert(JSON.parse(line.replace(/^data: /, ''))));
    expect(chunks).toEqual([
      { content: 'Hello.', is_complete: false },
      { content: '', is_complete: false, event: 'tool_call', tool_call: toolCall },
      { content: 'The local engine replied.', is_complete: false, event: 'notice' },
      { content: '', is_complete: false, event: 'sources', sources: [{ kind: 'product_code', id: 'DQA', label: 'DQA', url: null }] },
      { content: 'Done.', is_complete: true, event: 'finalize' },
      { content: '', is_complete: true },
    ]);
  });

  it('ends a failed reply with the error delimiter and a message safe to show', async () => {
    const wire = await text(streamLines(events([{ kind: 'text', content: 'Part' }], new NotFoundError('No such device')), silent));
    expect(dataLines(wire)).toEqual(['data: {"content":"Part","is_complete":false}', 'data: [ERROR] No such device']);
  });

  it('hides the details of an unexpected failure and logs it', async () => {
    const logged: unknown[] = [];
    const failure = new Error('socket hang up at 10.0.0.3');
    const wire = await text(streamLines(events([], failure), (error) => logged.push(error)));
    expect(logged).toEqual([failure]);
    expect(dataLines(wire)).toEqual(['data: [ERROR] The reply stopped because of a server problem. Please try again.']);
  });
});
