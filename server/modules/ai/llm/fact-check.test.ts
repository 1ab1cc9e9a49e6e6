import { describe, expect, it } from 'vitest';
import { groundedOr, groundingOf, numbersGrounded, numbersIn, ungroundedMentions } from './fact-check.ts';
import { parseJsonReply } from './model-client.ts';
import { createToolCallAssembler } from './tool-call-assembler.ts';

describe('the fact check', () => {
  const grounding = groundingOf({
    codes: ['DQA'],
    documents: ['K213456'],
    standards: ['ISO 10993-1:2018', 'ANSI/AAMI ES60601-1:2005'],
    texts: ['Recalls of code LLZ; cleared as DEN200012.'],
  });

  it('passes text naming only grounded codes, numbers and standards, and common abbreviations', () => {
    const text = 'DQA (like LLZ) follows K213456 and DEN200012; FDA expects ISO 10993-1 and ANSI/AAMI ES 60601-1 under 21 CFR.';
    expect(ungroundedMentions(text, grounding)).toEqual([]);
  });

  it('names what is not grounded: invented codes, K-numbers and standards', () => {
    const text = 'Consider QZX, K999999 and IEC 60601-1-2, or ISO 10993-10.';
    expect(ungroundedMentions(text, grounding)).toEqual(['QZX', 'K999999', 'IEC60601-1-2', 'ISO10993-10']);
    expect(groundedOr(text, 'local text', grounding)).toBe('local text');
    expect(groundedOr(' DQA fits. ', 'local text', grounding)).toBe('DQA fits.');
  });

  it('compares numbers without thousands separators', () => {
    expect(numbersIn('1,204 reports in 2019, 3.5 per year')).toEqual(['1204', '2019', '3.5']);
    expect(numbersGrounded('1,204 reports', new Set(['1204']))).toBe(true);
    expect(numbersGrounded('1,205 reports', new Set(['1204']))).toBe(false);
  });
});

describe('reading the model', () => {
  it('parses JSON with or without a code fence and rejects anything else', () => {
    expect(parseJsonReply('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseJsonReply(' {"a": 2} ')).toEqual({ a: 2 });
    expect(() => parseJsonReply('{"a": ')).toThrow('its reply was not valid JSON');
  });

  it('assembles streamed tool calls, completing each when the next starts or the stream ends', () => {
    const calls = createToolCallAssembler();
    expect(calls.add([{ index: 0, id: 'a', function: { name: 'update_device_profile', arguments: '{"fi' } }])).toEqual([]);
    expect(calls.add([{ index: 0, function: { arguments: 'eld":1}' } }])).toEqual([]);
    expect(calls.add([{ index: 1, id: 'b', function: { name: 'finalize_profile', arguments: '' } }])).toEqual([
      { id: 'a', name: 'update_device_profile', arguments: '{"field":1}' },
    ]);
    expect(calls.finish()).toEqual([{ id: 'b', name: 'finalize_profile', arguments: '' }]);
  });
});
