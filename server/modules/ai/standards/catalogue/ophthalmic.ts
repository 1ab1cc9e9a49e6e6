import { standard, type CatalogueStandard, type StandardCategory } from './types.ts';

const iolPart = (category: StandardCategory, number: string, subject: string, test: string, scope: string): CatalogueStandard =>
  standard(category, `ISO 11979-${number}`, `Ophthalmic implants - Intraocular lenses - Part ${number.split(':')[0]}: ${subject}`, test, scope);
const ansiZ80 = (designation: string, subject: string, test: string, scope: string): CatalogueStandard =>
  standard('Performance', `ANSI ${designation}`, `American National Standard for Ophthalmics - ${subject}`, test, scope);

/** Intraocular lenses, contact lenses and their care products, ophthalmic implants and instruments. */
export const OPHTHALMIC_STANDARDS: CatalogueStandard[] = [
  iolPart('Labeling', '4', 'Labelling and information', 'Intraocular lens labelling',
    'Lists what the labels, package and instructions of an intraocular lens must state.'),
  iolPart('Biocompatibility', '5:2020', 'Biocompatibility', 'Intraocular lens biocompatibility',
    'Adds lens-specific tests such as extractables, hydrolytic and photostability and ocular implantation to the ISO 10993 evaluation.'),
  iolPart('Performance', '6', 'Shelf-life and transport stability testing', 'Intraocular lens shelf life and transport',
    'Describes real-time and accelerated ageing and transport tests that support an intraocular lens shelf life.'),
  iolPart('Performance', '8', 'Fundamental requirements', 'Intraocular lens fundamental requirements',
    'Ties together the optical, mechanical, biocompatibility, sterility, shelf-life and clinical requirements for intraocular lenses.'),
  iolPart('Clinical', '10', 'Clinical investigations of intraocular lenses for correction of ametropia in phakic eyes', 'Phakic lens clinical investigation',
    'Describes clinical studies of lenses implanted in eyes that keep their natural lens, with safety and effectiveness endpoints.'),
  standard('Labeling', 'ISO 18369-1', 'Ophthalmic optics - Contact lenses - Part 1: Vocabulary, classification system and recommendations for labelling specifications', 'Contact lens terms and labelling',
    'Defines contact lens terms, classifies lens materials and recommends what lens labels specify.'),
  standard('Performance', 'ISO 14534', 'Ophthalmic optics - Contact lenses and contact lens care products - Fundamental requirements', 'Contact lens and care product fundamental requirements',
    'Sets the general requirements for contact lenses and care products and points to the specific test standards.'),
  standard('Clinical', 'ISO 11980', 'Ophthalmic optics - Contact lenses and contact lens care products - Guidance for clinical investigations', 'Contact lens clinical investigation',
    'Guides the design of clinical studies of contact lenses and care products: subjects, duration, visits and complications recorded.'),
  standard('Performance', 'ISO 11986', 'Ophthalmic optics - Contact lenses and contact lens care products - Determination of preservative uptake and release', 'Preservative uptake and release',
    'Describes measuring how much preservative a contact lens absorbs from a care solution and later releases.'),
  ansiZ80('Z80.20-2016', 'Contact Lenses - Standard Terminology, Tolerances, Measurements and Physicochemical Properties', 'Contact lens tolerances and properties (US)',
    'The US contact lens standard for terms, dimensional and optical tolerances, measurement methods and material properties.'),
  ansiZ80('Z80.35-2018', 'Extended Depth of Focus Intraocular Lenses', 'Extended depth of focus lens performance',
    'Adds optical, clinical and labelling requirements for intraocular lenses that extend the range of focus beyond a monofocal lens.'),
  standard('Performance', 'ISO 15798', 'Ophthalmic implants - Ophthalmic viscosurgical devices', 'Viscosurgical device properties',
    'Sets requirements for viscoelastic materials used in eye surgery: viscosity, osmolality, pH, endotoxin and clinical evaluation.'),
  standard('Performance', 'ISO 16671', 'Ophthalmic implants - Irrigating solutions for ophthalmic surgery', 'Ophthalmic irrigating solution properties',
    'Sets composition, pH, osmolality, particulate and endotoxin requirements for solutions that irrigate the eye during surgery.'),
  standard('Performance', 'ISO 16672', 'Ophthalmic implants - Ocular endotamponades', 'Endotamponade properties',
    'Sets purity, physical property and biocompatibility requirements for silicone oils and heavy liquids placed in the vitreous cavity.'),
  // Ophthalmic instruments.
  standard('Performance', 'ISO 15004-1', 'Ophthalmic instruments - Fundamental requirements and test methods - Part 1: General requirements applicable to all ophthalmic instruments', 'Ophthalmic instrument general requirements',
    'Sets environmental, mechanical and information requirements shared by all ophthalmic instruments.'),
  ansiZ80('Z80.36-2016', 'Light Hazard Protection for Ophthalmic Instruments', 'Ophthalmic light hazard (US)',
    'Classifies ophthalmic instruments by the optical radiation they direct into the eye and sets exposure limits and disclosures.'),
  standard('Performance', 'ISO 10940', 'Ophthalmic instruments - Fundus cameras', 'Fundus camera performance',
    'Sets field of view, resolution and other optical requirements for cameras that photograph the back of the eye.'),
  standard('Performance', 'ISO 8612', 'Ophthalmic instruments - Tonometers', 'Tonometer accuracy',
    'Sets measurement range and accuracy requirements for tonometers and the clinical comparison used to verify them.'),
  ansiZ80('Z80.10-2014', 'Ophthalmic Instruments - Tonometers', 'Tonometer accuracy (US)',
    'The US tonometer standard: accuracy requirements and the clinical comparison with a reference tonometer.'),
];
