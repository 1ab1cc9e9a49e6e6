import type { FeatureId } from './features.ts';
import { featureEvidence, quoteWords, type RuleContext } from './rule-context.ts';

/** One explainable rule: the standards it selects and, when it fires, what in the data made it fire. */
export interface ApplicabilityRule {
  name: string;
  standards: readonly string[];
  fires(context: RuleContext): string | null;
}

export const rule = (name: string, standards: readonly string[], fires: (context: RuleContext) => string | null): ApplicabilityRule => ({ name, standards, fires });

export const whenFeature = (name: string, feature: FeatureId, standards: readonly string[], also: (context: RuleContext) => boolean = () => true) =>
  rule(name, standards, (context) => (context.features.has(feature) && also(context) ? featureEvidence(context, feature) : null));

/** Fires when every pattern matches the profile, or every pattern matches the product code's name. */
export const whenWords = (name: string, patterns: readonly RegExp[], standards: readonly string[]) =>
  rule(name, standards, (context) => {
    const inText = (text: string) => {
      const words = patterns.map((pattern) => pattern.exec(text)?.[0]);
      return words.every((word) => word !== undefined) ? quoteWords(words.map((word) => word!.toLowerCase())) : null;
    };
    const inProfile = inText(context.profileText);
    if (inProfile) return `the profile says ${inProfile}`;
    const codeName = context.code ? `${context.code.deviceName} ${context.code.regulationDescription ?? ''}` : '';
    const inCode = codeName.trim() === '' ? null : inText(codeName);
    return inCode ? `product code ${context.code!.productCode} is "${context.code!.deviceName}" (${inCode})` : null;
  });

/** A case-insensitive pattern matching at a word start. */
export const word = (source: string) => new RegExp(`\\b(?:${source})`, 'i');
