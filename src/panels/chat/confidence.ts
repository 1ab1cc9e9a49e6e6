/** SPEC section 4/9: confidence labels at 80, 60 and 40. */
export type ConfidenceLabel = 'High' | 'Medium' | 'Low' | 'Very Low';

export function confidenceLabel(score: number): ConfidenceLabel {
  if (score >= 80) return 'High';
  if (score >= 60) return 'Medium';
  if (score >= 40) return 'Low';
  return 'Very Low';
}
