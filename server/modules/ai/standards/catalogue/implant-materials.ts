import { standard, type CatalogueStandard } from './types.ts';

const material = (designation: string, title: string, test: string, scope: string): CatalogueStandard => standard('Materials', designation, title, test, scope);
const metallicPart = (number: string, subject: string, test: string, scope: string): CatalogueStandard =>
  material(`ISO 5832-${number}`, `Implants for surgery - Metallic materials - Part ${number.split(':')[0]}: ${subject}`, test, scope);

/** Implant material specifications (metals, polyethylenes, ceramics) and nickel-titanium test methods beyond the common alloys. */
export const IMPLANT_MATERIAL_STANDARDS: CatalogueStandard[] = [
  metallicPart('2:2018', 'Unalloyed titanium', 'Implant material specification (unalloyed titanium)',
    'Sets chemistry, microstructure and mechanical properties of the grades of unalloyed titanium used for implants.'),
  metallicPart('4:2014', 'Cobalt-chromium-molybdenum casting alloy', 'Implant material specification (cast CoCrMo)',
    'Sets chemistry and mechanical properties of cast cobalt-chromium-molybdenum alloy for implants.'),
  metallicPart('9:2019', 'Wrought high nitrogen stainless steel', 'Implant material specification (high nitrogen stainless steel)',
    'Sets chemistry and mechanical properties of wrought high-nitrogen stainless steel for implants.'),
  metallicPart('11', 'Wrought titanium 6-aluminium 7-niobium alloy', 'Implant material specification (Ti-6Al-7Nb)',
    'Sets chemistry and mechanical properties of wrought Ti-6Al-7Nb alloy for implants.'),
  material('ASTM F75', 'Standard Specification for Cobalt-28 Chromium-6 Molybdenum Alloy Castings and Casting Alloy for Surgical Implants (UNS R30075)', 'Implant material specification (cast CoCrMo)',
    'Sets chemistry, mechanical properties and soundness of cobalt-chromium-molybdenum castings for implants.'),
  material('ASTM F1295', 'Standard Specification for Wrought Titanium-6 Aluminum-7 Niobium Alloy for Surgical Implant Applications (UNS R56700)', 'Implant material specification (Ti-6Al-7Nb)',
    'Sets chemistry and mechanical properties of wrought titanium-aluminium-niobium alloy for implants.'),
  material('ASTM F1472', 'Standard Specification for Wrought Titanium-6Aluminum-4Vanadium Alloy for Surgical Implant Applications (UNS R56400)', 'Implant material specification (Ti-6Al-4V, standard grade)',
    'Sets chemistry and mechanical properties of the standard-interstitial grade of wrought Ti-6Al-4V for implants.'),
  material('ASTM F562', 'Standard Specification for Wrought 35Cobalt-35Nickel-20Chromium-10Molybdenum Alloy for Surgical Implant Applications (UNS R30035)', 'Implant material specification (MP35N)',
    'Sets chemistry and mechanical properties of the cobalt-nickel-chromium-molybdenum alloy used in leads, wires and implant parts.'),
  material('ASTM F3001', 'Standard Specification for Additive Manufacturing Titanium-6 Aluminum-4 Vanadium ELI (Extra Low Interstitial) with Powder Bed Fusion', 'Additively manufactured Ti-6Al-4V ELI properties',
    'Sets powder, build, heat treatment and mechanical property requirements for Ti-6Al-4V ELI parts made by powder bed fusion.'),
  material('ASTM F2565', 'Standard Guide for Extensively Irradiation-Crosslinked Ultra-High Molecular Weight Polyethylene Fabricated Forms for Surgical Implant Applications', 'Crosslinked UHMWPE characterisation',
    'Describes the properties to report for highly crosslinked polyethylene: crosslink density, oxidation, free radicals and mechanics.'),
  material('ASTM F2695', 'Standard Specification for Ultra-High Molecular Weight Polyethylene Powder Blended With Alpha-Tocopherol (Vitamin E) and Fabricated Forms for Surgical Implant Applications', 'Vitamin E UHMWPE specification',
    'Sets requirements for polyethylene stabilised with vitamin E and the forms made from it.'),
  material('ASTM F1185', 'Standard Specification for Composition of Hydroxylapatite for Surgical Implants', 'Hydroxyapatite composition',
    'Sets the chemical and crystallographic composition and trace element limits of hydroxyapatite for implants and coatings.'),
  material('ASTM F1088', 'Standard Specification for Beta-Tricalcium Phosphate for Surgical Implantation', 'Beta-tricalcium phosphate composition',
    'Sets the composition, phase purity and trace element limits of beta-tricalcium phosphate used as a bone substitute.'),
  material('ASTM F2082', 'Standard Test Method for Determination of Transformation Temperature of Nickel-Titanium Shape Memory Alloys by Bend and Free Recovery', 'Nitinol transformation temperature (Af)',
    'Measures the temperature at which a deformed nickel-titanium part recovers its shape, by bending and free recovery.'),
  material('ASTM F2516', 'Standard Test Method for Tension Testing of Nickel-Titanium Superelastic Materials', 'Nitinol superelastic tensile properties',
    'Describes tensile testing of superelastic nickel-titanium, including plateau stresses and residual elongation.'),
];
