import { BIOCOMPATIBILITY_STANDARDS } from './biocompatibility.ts';
import { ELECTRICAL_STANDARDS } from './electrical.ts';
import { GENERAL_STANDARDS } from './general.ts';
import { HOSPITAL_AND_CARDIORESPIRATORY_STANDARDS } from './hospital-and-cardiorespiratory.ts';
import { IMPLANT_AND_SPECIALTY_STANDARDS } from './implants-and-specialties.ts';
import { IVD_STANDARDS } from './ivd.ts';
import { SOFTWARE_STANDARDS } from './software.ts';
import { STERILITY_STANDARDS } from './sterility.ts';
import type { CatalogueStandard } from './types.ts';

export { CATALOGUE_SOURCE, STANDARD_CATEGORIES, type CatalogueStandard, type StandardCategory } from './types.ts';

/** Every standard of the catalogue, by area. */
export const CATALOGUE: readonly CatalogueStandard[] = [
  ...GENERAL_STANDARDS,
  ...ELECTRICAL_STANDARDS,
  ...SOFTWARE_STANDARDS,
  ...BIOCOMPATIBILITY_STANDARDS,
  ...STERILITY_STANDARDS,
  ...IVD_STANDARDS,
  ...HOSPITAL_AND_CARDIORESPIRATORY_STANDARDS,
  ...IMPLANT_AND_SPECIALTY_STANDARDS,
];
