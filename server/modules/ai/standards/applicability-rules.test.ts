import { describe, expect, it } from 'vitest';
import { APPLICABILITY_RULES } from './applicability-rules.ts';
import { buildRuleContext } from './rule-context.ts';

/** The standards the rules pick for a profile's text alone. */
const picked = (text: string) => new Set(APPLICABILITY_RULES.flatMap((rule) => (rule.fires(buildRuleContext(text, null)) === null ? [] : rule.standards)));

describe('applicability rules read what a profile says, not words that only look alike', () => {
  it('takes a non-sterile device as not supplied sterile', () => {
    expect(picked('A reusable blood pressure cuff, supplied non-sterile, cleaned between patients.').has('ISO 11737-1')).toBe(false);
    expect(picked('A catheter supplied sterile (ethylene oxide), single use.').has('ISO 11737-1')).toBe(true);
  });

  it('does not read HIPAA as a hip, a CPAP full face mask as a surgical mask, or an antimicrobial dressing as a susceptibility test', () => {
    expect(picked('Cloud software that stores HIPAA compliant records of implant registries.').has('ISO 7206-4')).toBe(false);
    expect(picked('A total hip replacement femoral stem.').has('ISO 7206-4')).toBe(true);
    expect(picked('A CPAP full face mask with headgear.').has('ASTM F2100')).toBe(false);
    expect(picked('A single-use surgical face mask for operating rooms.').has('ASTM F2100')).toBe(true);
    expect(picked('An antimicrobial silver wound dressing.').has('CLSI M07')).toBe(false);
    expect(picked('An antimicrobial susceptibility test panel giving minimum inhibitory concentrations.').has('CLSI M07')).toBe(true);
  });

  it('keeps contact lens care to lens solutions', () => {
    expect(picked('A hospital surface disinfecting solution.').has('ISO 14729')).toBe(false);
    expect(picked('A multipurpose contact lens solution for soft lenses.').has('ISO 14729')).toBe(true);
  });
});
