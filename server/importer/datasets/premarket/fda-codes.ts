/**
 * FDA's code lists that the files use without spelling out. Each is checked against the files that
 * carry both the code and its label (see fda-codes.test.ts).
 */

/** Review panel / medical specialty / advisory committee codes, with openFDA's names for them. */
export const PANEL_NAMES: Readonly<Record<string, string>> = {
  AN: 'Anesthesiology',
  CH: 'Clinical Chemistry',
  CV: 'Cardiovascular',
  DE: 'Dental',
  EN: 'Ear, Nose, Throat',
  GU: 'Gastroenterology, Urology',
  HE: 'Hematology',
  HO: 'General Hospital',
  IM: 'Immunology',
  MG: 'Medical Genetics',
  MI: 'Microbiology',
  NE: 'Neurology',
  OB: 'Obstetrics/Gynecology',
  OP: 'Ophthalmic',
  OR: 'Orthopedic',
  PA: 'Pathology',
  PM: 'Physical Medicine',
  RA: 'Radiology',
  SU: 'General, Plastic Surgery',
  TX: 'Clinical Toxicology',
};

/** foiclass SUBMISSION_TYPE_ID, as FDA's product classification database labels it. */
export const SUBMISSION_TYPES: Readonly<Record<string, string>> = {
  '1': '510(k)',
  '2': 'PMA',
  '3': 'Contact FDA',
  '4': '510(k) Exempt',
  '6': 'HDE - Humanitarian Device Exemption',
  '7': 'Enforcement Discretion',
  '8': 'EUA - Emergency Use Authorization',
};

/** foiclass UNCLASSIFIED_REASON codes whose label the cleaned product-code file gives. */
export const UNCLASSIFIED_REASONS: Readonly<Record<string, string>> = {
  '1': 'Pre-Amendment',
  '3': 'For Export Only',
  '4': 'Unknown',
  '6': 'Enforcement Discretion',
};

/**
 * De Novo grants: FDA's monthly pmn file (pmnlstmn) writes DENG for the De Novo requests it granted,
 * a code openFDA's 510(k) decision list does not hold; 21 CFR 860.260 names the decision
 * ("Granting or declining a De Novo request").
 */
export const DE_NOVO_GRANTED = { code: 'DENG', description: 'Granted (De Novo)' } as const;

/**
 * The decision-list code a pmn DECISION code stands for: 'SESE' -> 'SE', 'SESD' -> 'SD', 'SEKD' -> 'KD'
 * (the last two letters of a four-letter SE.. code); two-letter codes are already list codes.
 */
export function decisionListCode(pmnCode: string): string {
  return pmnCode.length === 4 && pmnCode.startsWith('SE') ? pmnCode.slice(2) : pmnCode;
}
