import { BIOCOMPATIBILITY_STANDARDS } from './biocompatibility.ts';
import { CARDIOVASCULAR_STANDARDS } from './cardiovascular.ts';
import { DELIVERY_AND_BARRIER_STANDARDS } from './delivery-and-barrier.ts';
import { DENTAL_STANDARDS } from './dental.ts';
import { ELECTRICAL_STANDARDS } from './electrical.ts';
import { GENERAL_STANDARDS } from './general.ts';
import { HOSPITAL_AND_CARDIORESPIRATORY_STANDARDS } from './hospital-and-cardiorespiratory.ts';
import { IMPLANT_MATERIAL_STANDARDS } from './implant-materials.ts';
import { IMPLANT_AND_SPECIALTY_STANDARDS } from './implants-and-specialties.ts';
import { IVD_METHOD_STANDARDS } from './ivd-methods.ts';
import { IVD_STANDARDS } from './ivd.ts';
import { OPHTHALMIC_STANDARDS } from './ophthalmic.ts';
import { ORTHOPAEDIC_STANDARDS } from './orthopaedic.ts';
import { PACKAGING_STANDARDS } from './packaging.ts';
import { SOFTWARE_STANDARDS } from './software.ts';
import { STERILITY_STANDARDS } from './sterility.ts';
import { STERILIZATION_AND_REPROCESSING_STANDARDS } from './sterilization-and-reprocessing.ts';
import type { CatalogueStandard } from './types.ts';
import { WHEELCHAIR_STANDARDS } from './wheelchairs.ts';

export { CATALOGUE_SOURCE, STANDARD_CATEGORIES, type CatalogueStandard, type StandardCategory } from './types.ts';

/** Every standard of the catalogue, by area. */
export const CATALOGUE: readonly CatalogueStandard[] = [
  ...GENERAL_STANDARDS,
  ...ELECTRICAL_STANDARDS,
  ...SOFTWARE_STANDARDS,
  ...BIOCOMPATIBILITY_STANDARDS,
  ...STERILITY_STANDARDS,
  ...STERILIZATION_AND_REPROCESSING_STANDARDS,
  ...PACKAGING_STANDARDS,
  ...IVD_STANDARDS,
  ...IVD_METHOD_STANDARDS,
  ...HOSPITAL_AND_CARDIORESPIRATORY_STANDARDS,
  ...CARDIOVASCULAR_STANDARDS,
  ...DELIVERY_AND_BARRIER_STANDARDS,
  ...WHEELCHAIR_STANDARDS,
  ...IMPLANT_AND_SPECIALTY_STANDARDS,
  ...ORTHOPAEDIC_STANDARDS,
  ...IMPLANT_MATERIAL_STANDARDS,
  ...DENTAL_STANDARDS,
  ...OPHTHALMIC_STANDARDS,
];
