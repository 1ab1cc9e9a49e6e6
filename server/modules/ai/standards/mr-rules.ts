import { rule, type ApplicabilityRule } from './rule-builders.ts';
import { featureEvidence } from './rule-context.ts';

const PASSIVE_IMPLANT_MR_TESTS = ['ASTM F2503', 'ASTM F2052', 'ASTM F2213', 'ASTM F2182', 'ASTM F2119'];

/** Implants and devices that enter the scanner room are tested and labelled for the MR environment. */
export const MR_RULES: readonly ApplicabilityRule[] = [
  rule('passive implant in the MR environment', PASSIVE_IMPLANT_MR_TESTS, (context) =>
    context.features.has('implant') && !context.features.has('electrical') ? featureEvidence(context, 'implant') : null),
  rule('active implant in the MR environment', ['ASTM F2503', 'ISO/TS 10974'], (context) =>
    context.features.has('implant') && context.features.has('electrical') ? `${featureEvidence(context, 'implant')} and ${featureEvidence(context, 'electrical')}` : null),
  rule('MR environment', ['ASTM F2503'], (context) => (context.features.has('mr') ? featureEvidence(context, 'mr') : null)),
];
