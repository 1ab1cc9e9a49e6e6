/**
 * A sentence that reads as an intended use: 'is intended to/for ...', 'indicated for ...', 'indications for
 * use', or one opening with what the device treats or fixes ('Treatment of ...', 'Fixation of ...').
 */
const INDICATION =
  /\b(?:intended|indicated)\s+(?:to|for|as|in)\b|\bindications?\s+for\s+use\b|^(?:for\s+)?(?:the\s+)?(?:fixation|treatment|diagnosis|monitoring|management|detection|screening|prevention|relief|measurement|stabili[sz]ation|repair)\s+of\b/i;
/** Wording that often states a use but as often describes ('is used to', 'for use in', 'To provide ...'). */
const USE_WORDING = /\bfor use (?:in|by|on|with)\b|\bis (?:to be )?used (?:to|for|in|with)\b|\bfor the (?:\w+\s+){0,2}(?:detection|treatment|diagnosis|measurement|correction)\b|^to (?:provide|treat|diagnose|measure|monitor|aid|assist|detect|deliver)\b/i;

export function readsAsIndication(sentence: string): boolean {
  return INDICATION.test(sentence.trim());
}

/** How much a sentence reads as an intended use: 1 when it says so, 0.5 for wording of use, else 0. */
export function indicationWeight(sentence: string): number {
  return readsAsIndication(sentence) ? 1 : USE_WORDING.test(sentence.trim()) ? 0.5 : 0;
}
