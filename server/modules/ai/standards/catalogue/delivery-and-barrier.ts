import { standard, type CatalogueStandard } from './types.ts';

const performance = (designation: string, title: string, test: string, scope: string): CatalogueStandard => standard('Performance', designation, title, test, scope);
const syringePart = (number: string, subject: string, test: string, scope: string): CatalogueStandard =>
  performance(`ISO 7886-${number}`, `Sterile hypodermic syringes for single use - Part ${number.split(':')[0]}: ${subject}`, test, scope);
const injectorPart = (number: string, subject: string, test: string, scope: string): CatalogueStandard =>
  performance(`ISO 11608-${number}`, `Needle-based injection systems for medical use - Requirements and test methods - Part ${number.split(':')[0]}: ${subject}`, test, scope);

/** Syringes, needles, injectors, connectors, enteral and urinary catheters, gloves, protective apparel and condoms beyond the basics. */
export const DELIVERY_AND_BARRIER_STANDARDS: CatalogueStandard[] = [
  // Syringes, needles and injectors.
  syringePart('2:2020', 'Syringes for use with power-driven syringe pumps', 'Pump syringe performance',
    'Adds dimensional, plunger force and flow requirements so that syringes work accurately in syringe pumps.'),
  syringePart('3:2020', 'Auto-disabled syringes for fixed-dose immunization', 'Auto-disable syringe performance',
    'Adds requirements for fixed-dose syringes that disable themselves after one injection.'),
  syringePart('4:2018', 'Syringes with re-use prevention feature', 'Re-use prevention syringe performance',
    'Adds requirements and tests for syringes whose design stops a second use.'),
  performance('ISO 8537:2016', 'Sterile single-use syringes, with or without needle, for insulin', 'Insulin syringe performance',
    'Sets graduation in insulin units, dose accuracy, dead space and needle requirements for insulin syringes.'),
  performance('ISO 6009:2016', 'Hypodermic needles for single use - Colour coding for identification', 'Needle gauge colour coding',
    'Assigns the hub or packaging colour that identifies each needle outer diameter.'),
  injectorPart('2:2022', 'Double-ended pen needles', 'Pen needle performance',
    'Sets requirements for the needles that screw onto pen injectors: bond strength, patency, fit and dose delivery.'),
  injectorPart('3:2022', 'Containers and integrated fluid paths', 'Injector cartridge and fluid path performance',
    'Sets requirements for cartridges, prefilled syringes and fluid paths used in needle-based injection systems.'),
  injectorPart('4:2022', 'Needle-based injection systems containing electronics', 'Electronic injector safety and performance',
    'Adds electrical safety, EMC and software requirements for pen and autoinjectors that contain electronics.'),
  injectorPart('5:2022', 'Automated functions', 'Autoinjector automated function performance',
    'Adds requirements for automated functions such as needle insertion, injection and needle shielding in autoinjectors.'),
  performance('ISO 80369-5:2016', 'Small-bore connectors for liquids and gases in healthcare applications - Part 5: Connectors for limb cuff inflation applications', 'Limb cuff connector performance',
    'Specifies the connector for blood pressure and tourniquet cuff inflation lines, which cannot mate with other small-bore connectors.'),
  // Enteral and urinary.
  performance('ISO 20695:2020', 'Enteral feeding systems - Design and testing', 'Enteral feeding system performance',
    'Sets design and test requirements for enteral feeding tubes, sets and syringes, including flow and connector security.'),
  performance('ISO 20696:2018', 'Sterile urethral catheters for single use', 'Urethral catheter performance',
    'Sets requirements for single-use urinary catheters: flow rate, balloon integrity and deflation, tensile strength and connectors.'),
  performance('ASTM F623', 'Standard Performance Specification for Foley Catheter', 'Foley catheter performance',
    'Sets balloon integrity, inflation, deflation, flow rate and tensile requirements for Foley catheters.'),
  // Gloves.
  performance('ASTM D6977', 'Standard Specification for Polychloroprene Examination Gloves for Medical Application', 'Examination glove performance (polychloroprene)',
    'Sets dimensions, tensile properties and freedom from holes for polychloroprene examination gloves.'),
  performance('ASTM D5250', 'Standard Specification for Poly(vinyl chloride) Gloves for Medical Application', 'Examination glove performance (vinyl)',
    'Sets dimensions, tensile properties and freedom from holes for vinyl medical gloves.'),
  performance('ASTM D6124', 'Standard Test Method for Residual Powder on Medical Gloves', 'Glove residual powder',
    'Measures the powder left on medical gloves, supporting powder-free claims.'),
  performance('ASTM D5712', 'Standard Test Method for Analysis of Aqueous Extractable Protein in Latex, Natural Rubber, and Elastomeric Products Using the Modified Lowry Method', 'Extractable latex protein',
    'Measures water-extractable protein in natural rubber products, the basis of latex protein content claims.'),
  performance('ASTM D6978', 'Standard Practice for Assessment of Resistance of Medical Gloves to Permeation by Chemotherapy Drugs', 'Chemotherapy drug permeation',
    'Measures how long chemotherapy drugs take to permeate glove material, for gloves labelled for chemotherapy use.'),
  performance('ASTM D7160', 'Standard Practice for Determination of Expiration Dating for Medical Gloves', 'Glove shelf life',
    'Describes real-time and accelerated ageing studies that support the expiry date of medical gloves.'),
  // Protective apparel, drapes and masks.
  performance('ANSI/AAMI PB70', 'Liquid barrier performance and classification of protective apparel and drapes intended for use in health care facilities', 'Gown and drape barrier classification',
    'Classifies gowns and drapes into four levels of liquid barrier protection and names the test for each level.'),
  performance('ASTM F2407', 'Standard Specification for Surgical Gowns Intended for Use in Healthcare Facilities', 'Surgical gown performance',
    'Sets barrier, strength, lint and comfort properties to report for surgical gowns.'),
  performance('ASTM F1670/F1670M', 'Standard Test Method for Resistance of Materials Used in Protective Clothing to Penetration by Synthetic Blood', 'Synthetic blood penetration',
    'Tests whether synthetic blood passes through protective clothing material under pressure.'),
  performance('ASTM F1671/F1671M', 'Standard Test Method for Resistance of Materials Used in Protective Clothing to Penetration by Blood-Borne Pathogens Using Phi-X174 Bacteriophage Penetration as a Test System', 'Viral penetration (Phi-X174)',
    'Tests whether a virus-sized bacteriophage passes through protective clothing material, the highest barrier level.'),
  performance('ASTM F2299/F2299M', 'Standard Test Method for Determining the Initial Efficiency of Materials Used in Medical Face Masks to Penetration by Particulates Using Latex Spheres', 'Particle filtration efficiency',
    'Measures how well face mask material filters sub-micron latex particles.'),
  // Condoms.
  performance('ISO 25841:2017', 'Female condoms - Requirements and test methods', 'Female condom performance',
    'Sets burst, freedom from holes, dimensions, package and shelf-life requirements for female condoms.'),
  performance('ASTM D3492', 'Standard Specification for Rubber Contraceptives (Male Condoms)', 'Latex condom performance (ASTM)',
    'Sets dimensions, burst, tensile, freedom from holes and package requirements for natural rubber latex condoms.'),
];
