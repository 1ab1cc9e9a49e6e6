import { describe, expect, it } from 'vitest';
import { indicationsStatement } from './indications-statement.ts';
import { sectionsOf } from './summary-sections.ts';

const summary = (...lines: string[]) => sectionsOf(lines, 'indications');
const SPACED = 'The Acme Interference Screws are indicated for fixation of tissue, including ligament or tendon to bone, in adults.';

describe('indicationsStatement', () => {
  it("takes the form's statement, which the summary repeats or abridges", () => {
    const form = `${SPACED} Knee: ACL repair.`;
    expect(indicationsStatement(form, summary('Indications for Use:', SPACED, 'Comparison:'))).toBe(form);
  });

  it("takes the summary's copy where the form's OCR ran its words together", () => {
    const glued = 'The Acme Interference Screws are indicated for fixationoftissue, including ligamentortendonto bone, in adults.';
    expect(indicationsStatement(glued, summary('Indications for Use:', SPACED, 'Comparison:'))).toBe(SPACED);
  });

  it("keeps the form's statement where the summary's section says something else first", () => {
    const other = summary('Indications for Use:', 'There is no change in the Indications for Use from the predicate.', SPACED, 'Comparison:');
    expect(indicationsStatement(SPACED, other)).toBe(SPACED);
  });

  it("takes the summary's section where the form is not in text", () => {
    expect(indicationsStatement('', summary('Indications for Use:', SPACED, 'Comparison:'))).toBe(SPACED);
  });

  it("takes the summary's intended use section before a later comparison table's indications row", () => {
    const uses = summary(
      '5. Intended Use',
      SPACED,
      '6. Comparison of Technological Characteristics',
      'Intended Use/Indications for Use: The Acme screws are indicated for tissue fixation. The Predicate screws are indicated for bone fixation.',
    );
    expect(indicationsStatement('', uses)).toBe(SPACED);
  });

  it('gives the indications, led by the intended use, where the summary states the two apart', () => {
    const uses = summary('Intended Use:', 'Fixation of soft tissue to bone in the shoulder and knee.', 'Indications for Use:', SPACED, 'Comparison:');
    expect(indicationsStatement('', uses)).toBe(`Fixation of soft tissue to bone in the shoulder and knee. ${SPACED}`);
  });
});
