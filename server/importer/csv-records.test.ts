import { describe, expect, it } from 'vitest';
import { csvRecords, CsvError, type CsvRecord } from './csv-records.ts';

async function records(...chunks: string[]): Promise<CsvRecord[]> {
  async function* source() {
    yield* chunks;
  }
  const found: CsvRecord[] = [];
  for await (const record of csvRecords(source())) found.push(record);
  return found;
}

describe('csvRecords', () => {
  it('reads fields, quoted commas, doubled quotes and empty fields, with the line each record ends on', async () => {
    expect(await records('a,b,c\n1,"x, y",""\n"say ""hi""",,3\n')).toEqual([
      { fields: ['a', 'b', 'c'], line: 1 },
      { fields: ['1', 'x, y', ''], line: 2 },
      { fields: ['say "hi"', '', '3'], line: 3 },
    ]);
  });

  it('keeps line breaks inside quotes, counting each CR and LF as a line as csv-parse did', async () => {
    expect(await records('h\r\n"one\r\ntwo"\r\nnext\r\n')).toEqual([
      { fields: ['h'], line: 1 },
      { fields: ['one\r\ntwo'], line: 4 },
      { fields: ['next'], line: 5 },
    ]);
    expect(await records('h\n"one\ntwo"\nnext')).toEqual([
      { fields: ['h'], line: 1 },
      { fields: ['one\ntwo'], line: 3 },
      { fields: ['next'], line: 4 },
    ]);
  });

  it('skips blank lines but counts them, drops a byte order mark, and keeps rows of any length', async () => {
    expect(await records('\uFEFFa,b\n\n1\n\n1,2,3\n\n')).toEqual([
      { fields: ['a', 'b'], line: 1 },
      { fields: ['1'], line: 3 },
      { fields: ['1', '2', '3'], line: 5 },
    ]);
  });

  it('reads records split anywhere across chunks, a CRLF included', async () => {
    const text = 'a,b\r\n"q,""uo\nted",2\r\nlast,"x"';
    const whole = await records(text);
    for (let cut = 1; cut < text.length; cut++) expect(await records(text.slice(0, cut), text.slice(cut))).toEqual(whole);
  });

  it('refuses a quote inside an unquoted field, text after a closing quote, and an unclosed quote', async () => {
    await expect(records('a,b"c\n')).rejects.toThrow(CsvError);
    await expect(records('"a"b,c\n')).rejects.toThrow(CsvError);
    await expect(records('a,"b\n')).rejects.toThrow(/never closed/);
  });
});
