import { describe, expect, it } from 'vitest';
import type { StreamChunk } from '../../api/contracts/ai';
import type { ThreadMessage } from '../../panels/chat/thread';
import { applyReplyChunk, conversationTitle, historyOf, replyOf, threadOf } from './reply';

const t0 = new Date('2025-03-01T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);
function ids() {
  let n = 0;
  return () => `m${++n}`;
}
const question: ThreadMessage = { id: 'q', role: 'user', content: 'What is DQY?', createdAt: t0.toISOString() };
const text = (content: string) => ({ content, is_complete: false });
const DQY = { kind: 'product_code' as const, id: 'DQY', label: 'DQY: Catheter', url: 'https://example.test/DQY' };

describe('applyReplyChunk', () => {
  it('rebuilds one reply from its text lines', () => {
    const newId = ids();
    let thread = applyReplyChunk([question], 'q', text('DQY is a catheter.\n'), later(100), newId);
    thread = applyReplyChunk(thread, 'q', text('Class II.\n'), later(200), newId);
    expect(thread).toEqual([
      question,
      { id: 'm1', role: 'assistant', content: 'DQY is a catheter.\nClass II.\n', createdAt: later(100).toISOString(), updatedAt: later(200).toISOString() },
    ]);
  });

  it('starts a second reply message when a line comes after the 10 s merge window', () => {
    const newId = ids();
    let thread = applyReplyChunk([question], 'q', text('First.\n'), later(0), newId);
    thread = applyReplyChunk(thread, 'q', text('Much later.\n'), later(10_001), newId);
    expect(thread.map((m) => m.content)).toEqual(['What is DQY?', 'First.\n', 'Much later.\n']);
    expect(replyOf(thread, 'q').map((m) => m.content)).toEqual(['First.\n', 'Much later.\n']);
  });

  it('keeps a notice as a note of its own, after the reply text, even when it came first', () => {
    const newId = ids();
    let thread = applyReplyChunk([question], 'q', { content: 'The local engine replied.', is_complete: false, event: 'notice' }, later(0), newId);
    thread = applyReplyChunk(thread, 'q', text('DQY is a catheter.\n'), later(10), newId);
    thread = applyReplyChunk(thread, 'q', text('Class II.\n'), later(20), newId);
    expect(thread.map((m) => [m.kind ?? 'text', m.content])).toEqual([
      ['text', 'What is DQY?'],
      ['text', 'DQY is a catheter.\nClass II.\n'],
      ['notice', 'The local engine replied.'],
    ]);
  });

  it('puts the sources on the reply, and keeps cited sources even before any text', () => {
    const newId = ids();
    let thread = applyReplyChunk([question], 'q', text('DQY is a catheter.\n'), later(0), newId);
    thread = applyReplyChunk(thread, 'q', { content: '', is_complete: false, event: 'sources', sources: [DQY] }, later(5), newId);
    expect(thread[1]).toMatchObject({ content: 'DQY is a catheter.\n', sources: [DQY] });

    const early = applyReplyChunk([question], 'q', { content: '', is_complete: false, event: 'sources', sources: [DQY] }, later(0), ids());
    expect(early[1]).toMatchObject({ role: 'assistant', content: '', sources: [DQY] });
    expect(applyReplyChunk([question], 'q', { content: '', is_complete: false, event: 'sources', sources: [] }, later(0), ids())).toEqual([question]);
  });

  it('ignores the closing chunk, tool calls, and a turn whose question is no longer in the thread', () => {
    const newId = ids();
    expect(applyReplyChunk([question], 'q', { content: '', is_complete: true }, later(0), newId)).toEqual([question]);
    const toolCall: StreamChunk = {
      content: '',
      is_complete: false,
      event: 'tool_call',
      tool_call: { id: 'c', name: 'update_device_profile', arguments: { field: 'role', value: 'x', confidence_score: 90 } },
    };
    expect(applyReplyChunk([question], 'q', toolCall, later(0), newId)).toEqual([question]);
    expect(applyReplyChunk([], 'q', text('late line\n'), later(0), newId)).toEqual([]);
  });
});

describe('historyOf', () => {
  it('gives the spoken turns only, at most the last 50', () => {
    const messages: ThreadMessage[] = [
      { id: '1', role: 'user', content: 'Hi', createdAt: '' },
      { id: '2', role: 'assistant', content: 'Note', createdAt: '', kind: 'notice' },
      { id: '3', role: 'assistant', content: 'HTTP 500', createdAt: '', kind: 'error' },
      { id: '4', role: 'assistant', content: '', createdAt: '', sources: [] },
      { id: '5', role: 'assistant', content: 'Hello', createdAt: '' },
    ];
    expect(historyOf(messages)).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Hello' },
    ]);
    const many = Array.from({ length: 60 }, (_, i): ThreadMessage => ({ id: `${i}`, role: 'user', content: `m${i}`, createdAt: '' }));
    const history = historyOf(many);
    expect(history).toHaveLength(50);
    expect(history[0]).toEqual({ role: 'user', content: 'm10' });
  });
});

describe('conversationTitle', () => {
  it('keeps a short first message as it is, on one line', () => {
    expect(conversationTitle('  What is\nDQY?  ')).toBe('What is DQY?');
  });

  it('cuts a long one at a word before 60 characters', () => {
    const title = conversationTitle('Which recalls and adverse events are held for percutaneous catheters cleared since 2015?');
    expect(title).toBe('Which recalls and adverse events are held for percutaneous…');
    expect(title.length).toBeLessThanOrEqual(60);
  });

  it('cuts a long word-less message at 59 characters', () => {
    expect(conversationTitle('x'.repeat(100))).toBe(`${'x'.repeat(59)}…`);
  });
});

describe('threadOf', () => {
  it("turns a saved conversation's messages into thread messages", () => {
    expect(
      threadOf({
        id: 'c',
        title: 'T',
        is_pinned: false,
        createdAt: 'a',
        updatedAt: 'b',
        messages: [{ id: 'x', conversation_id: 'c', role: 'user', content: 'Hi', createdAt: 'a' }],
      }),
    ).toEqual([{ id: 'x', role: 'user', content: 'Hi', createdAt: 'a' }]);
  });
});
