import { describe, expect, it } from 'vitest';
import { textBlocks } from './text-blocks';

describe('textBlocks', () => {
  it('splits paragraphs on blank lines and keeps the line breaks inside one', () => {
    expect(textBlocks('DQY is a catheter.\nClass II.\n\nLatest clearance: K123456.\n')).toEqual([
      { kind: 'paragraph', lines: ['DQY is a catheter.', 'Class II.'] },
      { kind: 'paragraph', lines: ['Latest clearance: K123456.'] },
    ]);
  });

  it("turns a run of '- ' lines into one list, after and before text", () => {
    expect(textBlocks('Your profile:\n- Role: Manufacturer\n- Device name: PulseRing\nShall I finalize?')).toEqual([
      { kind: 'paragraph', lines: ['Your profile:'] },
      { kind: 'list', items: ['Role: Manufacturer', 'Device name: PulseRing'] },
      { kind: 'paragraph', lines: ['Shall I finalize?'] },
    ]);
  });

  it('reads Windows line ends and ignores leading and trailing blank lines', () => {
    expect(textBlocks('\r\n- a\r\n- b\r\n\r\n')).toEqual([{ kind: 'list', items: ['a', 'b'] }]);
  });

  it('leaves a dash without a space, or inside a line, as text', () => {
    expect(textBlocks('-5 dB\nrange 2-4 mm')).toEqual([{ kind: 'paragraph', lines: ['-5 dB', 'range 2-4 mm'] }]);
  });

  it('gives no block for empty text', () => {
    expect(textBlocks('')).toEqual([]);
    expect(textBlocks(' \n ')).toEqual([]);
  });
});
