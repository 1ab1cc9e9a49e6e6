import { DEVICE_TYPE_RULES } from './device-type-rules.ts';
import type { FeatureId } from './features.ts';
import { MR_RULES } from './mr-rules.ts';
import { rule, whenFeature, whenWords, word, type ApplicabilityRule } from './rule-builders.ts';
import { featureEvidence, type RuleContext } from './rule-context.ts';
import { SPECIALTY_RULES } from './specialty-rules.ts';

const electricalNotIvd = (context: RuleContext) => context.ivd === null;
const has = (context: RuleContext, feature: FeatureId) => context.features.has(feature);

const GENERAL_RULES: ApplicabilityRule[] = [
  rule('risk management for every device', ['ISO 14971', 'ISO 13485'], () => 'risk management and a quality system apply to every device'),
  rule('labelling for every device', ['ISO 15223-1', 'ISO 20417'], () => 'every device carries labels and instructions'),
  rule('clinical evidence for Class III', ['ISO 14155'], (context) =>
    context.code?.deviceClass === 'Class III' && !context.ivd ? `product code ${context.code.productCode} is Class III` : null),
  rule('clinical performance for Class III IVD', ['ISO 20916'], (context) =>
    context.code?.deviceClass === 'Class III' && context.ivd ? `product code ${context.code.productCode} is a Class III in vitro diagnostic` : null),
];

const ELECTRICAL_RULES: ApplicabilityRule[] = [
  whenFeature('medical electrical equipment', 'electrical', ['IEC 60601-1', 'IEC 60601-1-2'], electricalNotIvd),
  rule('imaging equipment of the radiology panel', ['IEC 60601-1', 'IEC 60601-1-2'], (context) =>
    context.code?.reviewPanel === 'RA' && !has(context, 'standaloneSoftware') ? `product code ${context.code.productCode} is reviewed by the radiology (RA) panel` : null),
  whenFeature('laboratory instrument', 'electrical', ['IEC 61010-1', 'IEC 61010-2-101', 'IEC 61326-2-6'], (context) => context.ivd !== null),
  whenFeature('rechargeable or lithium battery', 'battery', ['IEC 62133-2']),
  whenFeature('alarm system', 'alarms', ['IEC 60601-1-8'], electricalNotIvd),
  whenFeature('home healthcare environment', 'homeUse', ['IEC 60601-1-11'], (context) => has(context, 'electrical') && !context.ivd),
  whenFeature('emergency medical services environment', 'ems', ['IEC 60601-1-12'], (context) => has(context, 'electrical')),
  whenFeature('physiologic closed-loop control', 'closedLoop', ['IEC 60601-1-10']),
  whenFeature('usability of an electrical or software user interface', 'electrical', ['IEC 62366-1']),
  whenFeature('usability of software', 'software', ['IEC 62366-1']),
  whenFeature('usability for lay users at home', 'homeUse', ['IEC 62366-1']),
];

const SOFTWARE_RULES: ApplicabilityRule[] = [
  whenFeature('device software', 'software', ['IEC 62304']),
  whenFeature('standalone health software', 'standaloneSoftware', ['IEC 82304-1']),
  whenFeature('connected device security', 'connected', ['AAMI TIR57', 'ANSI/AAMI SW96', 'IEC 81001-5-1']),
  whenFeature('radio-frequency wireless', 'wireless', ['IEC 60601-1-2', 'ANSI C63.27', 'AAMI TIR69']),
  whenWords('medical image exchange', [word('dicom|pacs|image (?:archiv|view|process|analys)\\w*|radiolog\\w+ (?:image|software)')], ['NEMA PS 3 DICOM']),
];

const contactRule = (name: string, standards: readonly string[], applies: (context: RuleContext) => string | null) =>
  rule(name, standards, (context) => (has(context, 'patientContact') || has(context, 'implant') ? applies(context) : null));
const durationIs = (context: RuleContext, ...durations: string[]) => (context.contact && durations.includes(context.contact.duration) ? context.contact : null);

const BIOCOMPATIBILITY_RULES: ApplicabilityRule[] = [
  contactRule('patient contact', ['ISO 10993-1', 'ISO 10993-5', 'ISO 10993-10', 'ISO 10993-23', 'ISO 10993-12'], (context) => featureEvidence(context, 'patientContact')),
  contactRule('blood contact', ['ISO 10993-4'], (context) => (has(context, 'bloodContact') ? featureEvidence(context, 'bloodContact') : null)),
  contactRule('prolonged or permanent contact', ['ISO 10993-11', 'ISO 10993-18', 'ISO 10993-17'], (context) => {
    const contact = durationIs(context, 'prolonged', 'permanent');
    return contact ? `contact is ${contact.duration} (the profile says "${contact.evidence}")` : null;
  }),
  contactRule('permanent contact', ['ISO 10993-3'], (context) => {
    const contact = durationIs(context, 'permanent');
    return contact ? `contact is permanent (the profile says "${contact.evidence}")` : null;
  }),
  whenFeature('implanted device', 'implant', ['ISO 10993-6', 'ISO 10993-11', 'ISO 10993-3']),
  contactRule('dental materials', ['ISO 7405'], (context) =>
    context.code?.reviewPanel === 'DE' ? `product code ${context.code.productCode} is reviewed by the dental (DE) panel` : null),
  whenWords('breathing gas pathway', [word('breathing|ventilat\\w*|airway|respirat\\w*|oxygen (?:delivery|therapy|supply|concentrat\\w*|mask|cannula)|supplemental oxygen|cpap|anaesthe\\w*|anesthe\\w*|nebuli\\w*|inhal\\w*')], ['ISO 18562-1', 'ISO 18562-2', 'ISO 18562-3']),
  whenWords('humidified breathing gas', [word('humidif\\w*')], ['ISO 18562-4']),
  whenWords('non-pyrogenic claim', [word('pyrogen\\w*|endotoxins?')], ['USP <85>', 'ANSI/AAMI ST72']),
];

const sterileBy = (name: string, method: RegExp, standards: readonly string[]) =>
  rule(name, standards, (context) => {
    const said = has(context, 'sterile') ? method.exec(context.profileText)?.[0] : undefined;
    return said ? `the profile says "${said.toLowerCase()}"` : null;
  });
const EO = /\b(ethylene oxide|eto|eo sterili[sz]\w*)\b/i;
const RADIATION = /\b(gamma|e-beam|electron beam|irradiat\w*|radiation sterili[sz]\w*)\b/i;
const STEAM = /\b(steam|autoclav\w*|moist heat)\b/i;
const PEROXIDE = /\b(hydrogen peroxide|vh2o2)\b/i;

const STERILITY_RULES: ApplicabilityRule[] = [
  whenFeature('supplied sterile', 'sterile', ['ISO 11737-1', 'ISO 11737-2', 'ISO 11607-1', 'ISO 11607-2', 'ASTM F88', 'ASTM F1929', 'ASTM F1980', 'ASTM D4169']),
  sterileBy('ethylene oxide sterilization', EO, ['ISO 11135', 'ISO 10993-7']),
  sterileBy('radiation sterilization', RADIATION, ['ISO 11137-1', 'ISO 11137-2']),
  sterileBy('moist heat sterilization', STEAM, ['ISO 17665-1']),
  sterileBy('hydrogen peroxide sterilization', PEROXIDE, ['ISO 22441']),
  rule('sterilization method not stated', ['ISO 14937'], (context) =>
    has(context, 'sterile') && ![EO, RADIATION, STEAM, PEROXIDE].some((method) => method.test(context.profileText))
      ? `${featureEvidence(context, 'sterile')} without naming a sterilization method`
      : null),
  whenFeature('single-use shelf life', 'singleUse', ['ASTM F1980']),
  whenFeature('reusable device', 'reusable', ['AAMI TIR12', 'ANSI/AAMI ST98', 'ISO 17664-1']),
  whenWords('washer-disinfector', [word('washer[- ]disinfector')], ['ISO 15883-1']),
];

const IVD_RULES: ApplicabilityRule[] = [
  rule('in vitro diagnostic analytical performance', ['CLSI EP05', 'CLSI EP06', 'CLSI EP07', 'CLSI EP09', 'CLSI EP17', 'CLSI EP25', 'ISO 18113-1', 'ISO 18113-2'],
    (context) => context.ivd?.reason ?? null),
  rule('qualitative in vitro diagnostic', ['CLSI EP12'], (context) =>
    context.ivd && (has(context, 'qualitative') || ['MI', 'IM'].includes(context.code?.reviewPanel ?? ''))
      ? has(context, 'qualitative') ? featureEvidence(context, 'qualitative') : `product code ${context.code!.productCode} is reviewed by the ${context.code!.reviewPanel} panel`
      : null),
  rule('clinical chemistry reference intervals', ['CLSI EP28'], (context) =>
    context.ivd && context.code?.reviewPanel === 'CH' ? `product code ${context.code.productCode} is reviewed by the clinical chemistry (CH) panel` : null),
  rule('calibrator traceability', ['ISO 17511'], (context) => (context.ivd && has(context, 'ivd') && /\bcalibrat/i.test(context.profileText) ? 'the profile mentions calibrators' : null)),
  rule('in vitro diagnostic self-testing', ['ISO 18113-4', 'ISO 18113-5'], (context) => (context.ivd && has(context, 'homeUse') ? featureEvidence(context, 'homeUse') : null)),
  whenWords('blood glucose monitoring', [word('glucose')], ['ISO 15197']),
  whenWords('oral anticoagulant self-monitoring', [word('inr|prothrombin time|anticoagula\\w*')], ['ISO 17593']),
  whenWords('antimicrobial susceptibility testing', [word('susceptib\\w*|minimum inhibitory|mic\\b')], ['CLSI M07', 'CLSI M100', 'CLSI M02', 'CLSI M23']),
  whenWords('blood collection tubes', [word('blood collection|venous blood (?:specimen )?(?:tube|container)|evacuated tube')], ['ISO 6710']),
];

export const APPLICABILITY_RULES: readonly ApplicabilityRule[] = [
  ...GENERAL_RULES,
  ...ELECTRICAL_RULES,
  ...SOFTWARE_RULES,
  ...BIOCOMPATIBILITY_RULES,
  ...STERILITY_RULES,
  ...IVD_RULES,
  ...MR_RULES,
  ...DEVICE_TYPE_RULES,
  ...SPECIALTY_RULES,
];
