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
});
