import type { Scenario } from '../store';

/** SPEC section 2: the review panel is the medical specialty plus its description; null when neither is known. */
export function reviewPanelText({ medicalSpecialty, medicalSpecialtyDescription, reviewPanel }: Scenario): string | null {
  const specialty = medicalSpecialty ?? reviewPanel;
  if (specialty && medicalSpecialtyDescription) return `${specialty} — ${medicalSpecialtyDescription}`;
  return medicalSpecialtyDescription ?? specialty;
}
