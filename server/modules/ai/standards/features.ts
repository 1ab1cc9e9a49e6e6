/**
 * Explainable features of a device profile: each is a keyword rule, and what it found is kept so that a
 * row's rationale can quote the words that triggered it.
 */
export const FEATURE_RULES = {
  electrical: { label: 'electrically powered', pattern: /\b(powered|battery|batteries|rechargeable|mains|electrodes?|electrical|electric|electronic|power supply|charger|voltage|motori[sz]ed|motor|usb|circuit board)\b/gi },
  battery: { label: 'battery', pattern: /\b(battery|batteries|rechargeable|lithium(?:-ion)?|li-ion)\b/gi },
  software: { label: 'software', pattern: /\b(software|firmware|app|mobile app(?:lication)?|smartphone|algorithms?|artificial intelligence|ai|machine learning|deep learning|neural network|samd|cloud)\b/gi },
  standaloneSoftware: { label: 'standalone software', pattern: /\b(samd|software as a medical device|mobile app(?:lication)?|smartphone app|web[- ]based|cloud[- ]based|standalone software)\b/gi },
  connected: { label: 'connected', pattern: /\b(bluetooth|wi-?fi|wireless|network(?:ed)?|internet|cloud|ethernet|usb|remote(?:ly)? (?:monitor\w*|access\w*)|connected|telemetry|cellular)\b/gi },
  wireless: { label: 'wireless', pattern: /\b(bluetooth|ble|wi-?fi|wireless|radio[- ]frequency|rf|nfc|zigbee|cellular|lte|telemetry)\b/gi },
  alarms: { label: 'alarms', pattern: /\b(alarms?|alerts? (?:the )?(?:clinician|user|caregiver))\b/gi },
  homeUse: { label: 'home use', pattern: /\b(home(?:[- ]use)?|homecare|lay (?:users?|persons?)|over[- ]the[- ]counter|otc|self[- ]test(?:ing)?|consumer|personal use)\b/gi },
  ems: { label: 'emergency medical services', pattern: /\b(ambulance|emergency medical services|paramedic|air transport|helicopter|field use)\b/gi },
  // 'Non-sterile' and 'not sterile' say the opposite.
  sterile: { label: 'sterile', pattern: /\b(?<!\bnon[- ]|\bnot )(sterile|sterili[sz]ed|sterili[sz]ation|ethylene oxide|eto|gamma[- ]irradiat\w*|e-beam|electron beam|irradiated)\b/gi },
  singleUse: { label: 'single use', pattern: /\b(single[- ]use|disposable|single[- ]patient[- ]use|one[- ]time use)\b/gi },
  reusable: { label: 'reusable', pattern: /\b(reusable|re-?usable|reprocess\w*|autoclavable|re-?steriliz\w*|cleaning and disinfection|high[- ]level disinfection)\b/gi },
  implant: { label: 'implant', pattern: /\b(implant|implants|implantable|implanted|implantation)\b/gi },
  patientContact: {
    label: 'patient contact',
    pattern: /\b(skin|mucosa|mucosal|tissue|tissues|blood|bone|dentin|teeth|tooth|intravascular|catheters?|needles?|electrodes?|wearable|worn|adhesive|wound|invasive|inserted|insertion|implant\w*|oral|vaginal|nasal|rectal|urethral|eye|cornea\w*|contact with the (?:patient|body))\b/gi,
  },
  bloodContact: { label: 'blood contact', pattern: /\b(blood|intravascular|vascular|venous|arterial|circulat\w+|haemo\w*|hemo\w*|cardiovascular)\b/gi },
  mr: { label: 'MR environment', pattern: /\b(mri|magnetic resonance|mr[- ](?:conditional|safe|unsafe|environment))\b/gi },
  ivd: { label: 'in vitro diagnostic', pattern: /\b(in vitro|ivd|assay|reagents?|specimens?|serum|plasma|whole blood|urine|analyte|test strips?|immunoassay|pcr|calibrators?|control materials?|antibod(?:y|ies)|antigens?)\b/gi },
  qualitative: { label: 'qualitative result', pattern: /\b(qualitative|positive or negative|presence or absence|detection of|screening)\b/gi },
  closedLoop: { label: 'closed-loop control', pattern: /\b(closed[- ]loop|automatically adjusts?)\b/gi },
} as const satisfies Record<string, { label: string; pattern: RegExp }>;

export type FeatureId = keyof typeof FEATURE_RULES;

/** Each feature found, with the distinct words (as written, lower-cased) that triggered it. */
export type DetectedFeatures = Map<FeatureId, string[]>;

export function detectFeatures(text: string): DetectedFeatures {
  const found: DetectedFeatures = new Map();
  for (const [id, rule] of Object.entries(FEATURE_RULES) as [FeatureId, (typeof FEATURE_RULES)[FeatureId]][]) {
    const words = [...new Set([...text.matchAll(rule.pattern)].map((match) => match[0].toLowerCase()))];
    if (words.length > 0) found.set(id, words);
  }
  return found;
}

/** ISO 10993-1 contact duration categories. */
export type ContactDuration = 'limited' | 'prolonged' | 'permanent';

const HOURS_PER_UNIT: Record<string, number> = { minute: 1 / 60, hour: 1, hr: 1, h: 1, day: 24, week: 168, month: 720, year: 8760 };
const DURATION = /\b(\d+(?:\.\d+)?)\s*(minute|hour|hr|h|day|week|month|year)s?\b/gi;
const PERMANENT_WORDS = /\b(permanent(?:ly)?|long[- ]term|chronic|lifetime)\b/i;

/** The longest contact the text states, by category, with the words that said so; null when it says nothing. */
export function contactDuration(text: string, implant: boolean): { duration: ContactDuration; evidence: string } | null {
  let longest: { hours: number; evidence: string } | null = null;
  for (const match of text.matchAll(DURATION)) {
    const hours = Number(match[1]) * (HOURS_PER_UNIT[(match[2] ?? '').toLowerCase()] ?? 0);
    if (!longest || hours > longest.hours) longest = { hours, evidence: match[0] };
  }
  const permanentWord = PERMANENT_WORDS.exec(text)?.[0];
  if (permanentWord) return { duration: 'permanent', evidence: permanentWord };
  if (longest) return { duration: longest.hours <= 24 ? 'limited' : longest.hours <= 720 ? 'prolonged' : 'permanent', evidence: longest.evidence };
  return implant ? { duration: 'permanent', evidence: 'implant' } : null;
}
