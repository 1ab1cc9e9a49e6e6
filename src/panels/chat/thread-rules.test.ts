import { describe, expect, it } from 'vitest';
import { confidenceLabel } from './confidence';
import type { ThreadMessage } from './thread';
import { acceptSend, mergeAssistantChunk } from './thread-rules';

const at = (seconds: number) => new Date(Date.UTC(2026, 10, 22, 12, 0, seconds));
let ids = 0;
const newId = () => `m${++ids}`;
const user = (content: string, seconds = 0): ThreadMessage => ({ id: newId(), role: 'user', content, createdAt: at(seconds).toISOString() });

describe('the send guard (SPEC section 4)', () => {
  it('trims, refuses blank text and an identical message within 400 ms', () => {
    expect(acceptSend('  hello ', null, 1000)).toBe('hello');
    expect(acceptSend('   \n', null, 1000)).toBeNull();
    expect(acceptSend('hello', { content: 'hello', at: 1000 }, 1399)).toBeNull();
    expect(acceptSend('hello', { content: 'hello', at: 1000 }, 1400)).toBe('hello');
    expect(acceptSend('hello again', { content: 'hello', at: 1000 }, 1100)).toBe('hello again');
  });
});

describe('merging assistant replies (SPEC section 4)', () => {
  it('starts a reply after a user message and grows it line by line', () => {
    let thread = mergeAssistantChunk([user('hi')], { content: 'Hello there!\n', kind: 'text' }, at(1), newId);
    thread = mergeAssistantChunk(thread, { content: 'What is the name?\n', kind: 'text' }, at(2), newId);
    expect(thread).toHaveLength(2);
    expect(thread[1]).toMatchObject({ role: 'assistant', content: 'Hello there!\nWhat is the name?\n', updatedAt: at(2).toISOString() });
  });

  it('keeps repeated lines of one reply (they are text, not duplicates)', () => {
    let thread = mergeAssistantChunk([user('hi')], { content: '- item\n', kind: 'text' }, at(1), newId);
    thread = mergeAssistantChunk(thread, { content: '- item\n', kind: 'text' }, at(2), newId);
    expect(thread[1]!.content).toBe('- item\n- item\n');
  });

  it('merges within 10 s of the last growth and starts a new message after', () => {
    const first = mergeAssistantChunk([user('hi')], { content: 'one\n', kind: 'text' }, at(0), newId);
    expect(mergeAssistantChunk(first, { content: 'two\n', kind: 'text' }, at(10), newId)).toHaveLength(2);
    expect(mergeAssistantChunk(first, { content: 'two\n', kind: 'text' }, at(11), newId)).toHaveLength(3);
  });

  it('merges a finalize summary within 5 s as a paragraph of its own and marks the message', () => {
    const text = mergeAssistantChunk([user('yes')], { content: 'Great.\n', kind: 'text' }, at(0), newId);
    const merged = mergeAssistantChunk(text, { content: 'Your device profile is finalized', kind: 'finalize' }, at(5), newId);
    expect(merged).toHaveLength(2);
    expect(merged[1]).toMatchObject({ content: 'Great.\n\nYour device profile is finalized', kind: 'finalize' });
    expect(mergeAssistantChunk(text, { content: 'Your device profile is finalized', kind: 'finalize' }, at(6), newId)).toHaveLength(3);
  });

  it('skips a finalize within 5 s of an earlier finalize message, and one already held', () => {
    const finalized = mergeAssistantChunk([user('yes')], { content: 'Summary A', kind: 'finalize' }, at(0), newId);
    expect(mergeAssistantChunk(finalized, { content: 'Summary B', kind: 'finalize' }, at(4), newId)).toEqual(finalized);
    expect(mergeAssistantChunk(finalized, { content: 'Summary A', kind: 'finalize' }, at(5), newId)).toEqual(finalized);
  });

  it('keeps a notice after the reply it came with, and never grows an error line', () => {
    const notice: ThreadMessage = { id: newId(), role: 'assistant', content: 'The local engine replied.', createdAt: at(1).toISOString(), kind: 'notice' };
    const thread = mergeAssistantChunk([user('hi'), notice], { content: 'Hello\n', kind: 'text' }, at(2), newId);
    expect(thread.map((m) => m.kind ?? m.role)).toEqual(['user', 'assistant', 'notice']);
    expect(thread[1]!.content).toBe('Hello\n');

    const error: ThreadMessage = { id: newId(), role: 'assistant', content: 'Stream error occurred', createdAt: at(3).toISOString(), kind: 'error' };
    expect(mergeAssistantChunk([user('hi'), error], { content: 'Hello\n', kind: 'text' }, at(4), newId)).toHaveLength(3);
  });

  it('ignores empty chunks', () => {
    const thread = [user('hi')];
    expect(mergeAssistantChunk(thread, { content: '', kind: 'text' }, at(1), newId)).toEqual(thread);
  });
});

describe('confidence labels (SPEC section 4)', () => {
  it('are High from 80, Medium from 60, Low from 40, Very Low below', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(confidenceLabel)).toEqual(['High', 'High', 'Medium', 'Medium', 'Low', 'Low', 'Very Low', 'Very Low']);
  });
});
