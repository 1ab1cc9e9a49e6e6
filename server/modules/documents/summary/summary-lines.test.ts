import { describe, expect, it } from 'vitest';
import { withoutRunningLines } from './summary-lines.ts';

describe('withoutRunningLines', () => {
  const page = (lines: string[]) => ['Acme Medical Inc.', 'K251234', ...lines, 'Traditional 510(k) Summary'];
  const document = [
    ...page(['Product Code: FMF', 'Device Description:', 'The pump is a', 'single-use device.']),
    ...page(['Product Code: FMF', 'It is indicated for use in adults,', 'specifically:']),
    ...page(['Product Code: FMF', 'It is indicated for use in adults,', 'specifically:']),
    ...page(['Indications for Use:', 'It is indicated for use in adults,', 'specifically:']),
  ];

  it("drops the pages' headers and footers that recur on every page", () => {
    const kept = withoutRunningLines(document, document);
    expect(kept).not.toContain('Acme Medical Inc.');
    expect(kept).not.toContain('K251234');
    expect(kept).not.toContain('Traditional 510(k) Summary');
  });

  it('keeps recurring pieces of sentences, labelled fields and the headings of the sections read', () => {
    const kept = withoutRunningLines(document, document);
    expect(kept).toContain('It is indicated for use in adults,');
    expect(kept).toContain('specifically:');
    expect(kept).toContain('Product Code: FMF');
    expect(withoutRunningLines(['Indications for Use:'], [...document, 'Indications for Use:', 'Indications for Use:'])).toEqual(['Indications for Use:']);
  });

  it('drops only from the part asked for, counting over the whole document', () => {
    expect(withoutRunningLines(['K251234', 'The pump is a'], document)).toEqual(['The pump is a']);
  });
});
