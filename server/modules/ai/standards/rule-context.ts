import type { DeviceClass } from '../../../../src/api/contracts/data.ts';
import { contactDuration, detectFeatures, type ContactDuration, type DetectedFeatures, type FeatureId } from './features.ts';

/** What the product code's classification row says, when a known code was given. */
export interface ProductCodeFacts {
  productCode: string;
  deviceName: string;
  deviceClass: DeviceClass;
  reviewPanel: string | null;
  medicalSpecialty: string | null;
  regulationNumber: string | null;
  regulationDescription: string | null;
  implantFlag: boolean;
}

/** Everything the applicability rules look at. */
export interface RuleContext {
  profileText: string;
  features: DetectedFeatures;
  code: ProductCodeFacts | null;
  ivd: { reason: string } | null;
  contact: { duration: ContactDuration; evidence: string } | null;
}

/** Review panels (and specialties) of in vitro diagnostics: chemistry, haematology, immunology, microbiology, pathology, toxicology. */
const IVD_PANELS = new Set(['CH', 'HE', 'IM', 'MI', 'PA', 'TX']);
/** 21 CFR parts 862-866 classify the in vitro diagnostics. */
const IVD_PARTS = { first: 862, last: 866 };

export function regulationPart(regulationNumber: string | null): number | null {
  const part = Number(regulationNumber?.split('.')[0]);
  return Number.isInteger(part) && part > 0 ? part : null;
}

function ivdReason(code: ProductCodeFacts | null, features: DetectedFeatures): { reason: string } | null {
  const part = regulationPart(code?.regulationNumber ?? null);
  if (code && part !== null && part >= IVD_PARTS.first && part <= IVD_PARTS.last) {
    return { reason: `regulation 21 CFR ${code.regulationNumber} is in the in vitro diagnostic parts 862-866` };
  }
  const panel = [code?.reviewPanel, code?.medicalSpecialty].find((value) => value && IVD_PANELS.has(value));
  if (panel) return { reason: `review panel ${panel} is an in vitro diagnostic panel` };
  const words = features.get('ivd');
  // One loose word ('plasma', 'specimen') is not enough without a code saying so.
  if (!code && words && words.length >= 2) return { reason: `the profile says ${quoteWords(words)}` };
  return null;
}

export function buildRuleContext(profileText: string, code: ProductCodeFacts | null): RuleContext {
  const features = detectFeatures(profileText);
  if (code?.implantFlag && !features.has('implant')) features.set('implant', []);
  const implant = features.has('implant');
  return {
    profileText,
    features,
    code,
    ivd: ivdReason(code, features),
    contact: features.has('patientContact') || implant ? contactDuration(profileText, implant) : null,
  };
}

export function quoteWords(words: readonly string[]): string {
  return words.map((word) => `"${word}"`).join(', ');
}

/** How a feature was found, for a rationale: the words, or the product code's implant flag. */
export function featureEvidence(context: RuleContext, feature: FeatureId): string {
  const words = context.features.get(feature) ?? [];
  if (words.length > 0) return `the profile says ${quoteWords(words)}`;
  return context.code ? `product code ${context.code.productCode} is flagged as an implant` : 'the profile';
}
