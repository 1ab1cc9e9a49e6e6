import { standard, type CatalogueStandard } from './types.ts';

/** Sterilization methods, indicators and sterilizers, and health care reprocessing beyond the core process standards. */
export const STERILIZATION_AND_REPROCESSING_STANDARDS: CatalogueStandard[] = [
  standard('Sterility', 'ISO 11137-3:2017', 'Sterilization of health care products - Radiation - Part 3: Guidance on dosimetric aspects of development, validation and routine control', 'Radiation dose mapping and dosimetry',
    'Guides dose mapping, dosimeter choice and dose measurement when validating and running radiation sterilization.'),
  standard('Sterility', 'ISO 11138-2:2017', 'Sterilization of health care products - Biological indicators - Part 2: Biological indicators for ethylene oxide sterilization processes', 'Biological indicators (ethylene oxide)',
    'Sets test organism, population and resistance requirements for biological indicators that challenge ethylene oxide processes.'),
  standard('Sterility', 'ISO 11138-3:2017', 'Sterilization of health care products - Biological indicators - Part 3: Biological indicators for moist heat sterilization processes', 'Biological indicators (moist heat)',
    'Sets test organism, population and resistance requirements for biological indicators that challenge steam processes.'),
  standard('Sterility', 'ISO 11140-1:2014', 'Sterilization of health care products - Chemical indicators - Part 1: General requirements', 'Chemical indicator performance',
    'Classifies chemical indicators that change when exposed to a sterilization process and sets their performance requirements.'),
  standard('Sterility', 'ISO 20857:2010', 'Sterilization of health care products - Dry heat - Requirements for the development, validation and routine control of a sterilization process for medical devices', 'Dry heat sterilization validation',
    'Sets how a dry heat sterilization or depyrogenation process is developed, validated and controlled.'),
  standard('Sterility', 'ANSI/AAMI ST67:2019', 'Sterilization of health care products - Requirements and guidance for selecting a sterility assurance level (SAL) for products labeled \'sterile\'', 'Sterility assurance level selection',
    'Explains when a sterility assurance level of 10^-6 is expected and when another level can be justified for a product labelled sterile.'),
  standard('Sterility', 'USP <71> Sterility Tests', 'Sterility Tests', 'Sterility testing (pharmacopoeial)',
    'Describes membrane filtration and direct inoculation tests that check a product lot for viable microorganisms.'),
  standard('Sterility', 'AAMI TIR17:2017', 'Compatibility of materials subject to sterilization', 'Material compatibility with sterilization',
    'Describes how common sterilization methods affect polymers and other materials and how to qualify materials for them.'),
  // Sterilizers and their use in health care facilities.
  standard('Sterility', 'ANSI/AAMI ST8:2013', 'Hospital steam sterilizers', 'Hospital steam sterilizer performance',
    'Sets construction, performance and labelling requirements for large steam sterilizers used in hospitals.'),
  standard('Sterility', 'ANSI/AAMI ST55:2016', 'Table-top steam sterilizers', 'Table-top steam sterilizer performance',
    'Sets construction, performance and labelling requirements for small steam sterilizers used in clinics and dental offices.'),
  standard('Sterility', 'ANSI/AAMI ST41:2008', 'Ethylene oxide sterilization in health care facilities: Safety and effectiveness', 'Health care ethylene oxide sterilization',
    'Describes safe and effective ethylene oxide sterilization in hospitals: preparation, cycles, aeration and monitoring.'),
  standard('Packaging', 'ANSI/AAMI ST77:2013', 'Containment devices for reusable medical device sterilization', 'Rigid sterilization container performance',
    'Sets design, performance and labelling requirements for rigid containers and trays that keep reusable devices sterile.'),
  // Reprocessing.
  standard('Reprocessing', 'ANSI/AAMI ST58', 'Chemical sterilization and high-level disinfection in health care facilities', 'High-level disinfection compatibility',
    'Describes the safe and effective use of liquid chemical sterilants and high-level disinfectants, which reprocessing instructions must fit.'),
  standard('Reprocessing', 'ANSI/AAMI ST91:2021', 'Flexible and semi-rigid endoscope processing in health care facilities', 'Endoscope reprocessing compatibility',
    'Describes cleaning, high-level disinfection or sterilization, drying and storage of flexible endoscopes in health care facilities.'),
  standard('Reprocessing', 'ISO 15883-2:2006', 'Washer-disinfectors - Part 2: Requirements and tests for washer-disinfectors employing thermal disinfection for surgical instruments, anaesthetic equipment, bowls, dishes, receivers, utensils, glassware, etc.', 'Thermal washer-disinfector performance',
    'Sets cleaning and thermal disinfection requirements and tests for washer-disinfectors used on surgical instruments and similar loads.'),
  standard('Reprocessing', 'ISO 15883-4:2018', 'Washer-disinfectors - Part 4: Requirements and tests for washer-disinfectors employing chemical disinfection for thermolabile endoscopes', 'Endoscope washer-disinfector performance',
    'Sets cleaning, chemical disinfection, rinsing and drying requirements for automated reprocessors of heat-sensitive endoscopes.'),
];
