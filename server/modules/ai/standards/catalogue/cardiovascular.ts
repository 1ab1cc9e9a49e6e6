import { standard, type CatalogueStandard } from './types.ts';

const performance = (designation: string, title: string, test: string, scope: string): CatalogueStandard => standard('Performance', designation, title, test, scope);
const activeImplantPart = (number: string, subject: string, test: string, scope: string): CatalogueStandard =>
  performance(`ISO 14708-${number}`, `Implants for surgery - Active implantable medical devices - Part ${number.split(':')[0]}: ${subject}`, test, scope);
const catheterPart = (number: string, subject: string, test: string, scope: string): CatalogueStandard =>
  performance(`ISO 10555-${number}`, `Intravascular catheters - Sterile and single-use catheters - Part ${number.split(':')[0]}: ${subject}`, test, scope);

/** Heart valves, vascular implants, stents, catheters, active implants and extracorporeal circuits beyond the general parts. */
export const CARDIOVASCULAR_STANDARDS: CatalogueStandard[] = [
  performance('ISO 5840-2:2021', 'Cardiovascular implants - Cardiac valve prostheses - Part 2: Surgically implanted heart valve substitutes', 'Surgical heart valve testing',
    'Adds the requirements for mechanical and tissue valves sewn in at open surgery to the general valve verification.'),
  performance('ISO 25539-3', 'Cardiovascular implants - Endovascular devices - Part 3: Vena cava filters', 'Vena cava filter testing',
    'Describes bench, animal and clinical evaluation of vena cava filters: migration resistance, clot capture, fracture and retrieval.'),
  performance('ISO 12417-1', 'Cardiovascular implants and extracorporeal systems - Vascular device-drug combination products - Part 1: General requirements', 'Drug-device combination characterisation',
    'Adds drug content, elution, coating integrity and particulate requirements for drug-eluting stents, balloons and other vascular devices.'),
  // Stents.
  performance('ASTM F2942', 'Standard Guide for in vitro Axial, Bending, and Torsional Durability Testing of Vascular Stents', 'Stent axial, bending and torsional durability',
    'Describes fatigue testing of stents under the axial, bending and twisting motions of the vessels they sit in.'),
  performance('ASTM F3067', 'Standard Guide for Radial Loading of Balloon Expandable and Self Expanding Vascular Stents', 'Stent radial strength and stiffness',
    'Describes measuring the radial force, stiffness and collapse pressure of balloon-expandable and self-expanding stents.'),
  performance('ASTM F2079', 'Standard Test Method for Measuring Intrinsic Elastic Recoil of Balloon-Expandable Stents', 'Stent recoil',
    'Measures how much a balloon-expandable stent springs back in diameter after the balloon is deflated.'),
  performance('ASTM F2081', 'Standard Guide for Characterization and Presentation of the Dimensional Attributes of Vascular Stents', 'Stent dimensional characterisation',
    'Describes measuring and reporting stent length, diameter, foreshortening and strut dimensions.'),
  performance('ASTM F2394', 'Standard Guide for Measuring Securement of Balloon Expandable Vascular Stent Mounted on Delivery System', 'Stent securement on delivery system',
    'Describes measuring the force needed to dislodge a crimped stent from its delivery balloon.'),
  performance('ASTM F2606', 'Standard Guide for Three-Point Bending of Balloon Expandable Vascular Stents and Stent Systems', 'Stent and delivery system flexibility',
    'Describes three-point bend tests that compare the flexibility of stents and stent delivery systems.'),
  // Catheters and connectors.
  catheterPart('3:2013', 'Central venous catheters', 'Central venous catheter performance',
    'Adds requirements for central venous catheters, such as lumen identification, flow rate and distal tip marking.'),
  catheterPart('4:2013', 'Balloon dilatation catheters', 'Balloon catheter performance (burst, compliance, fatigue)',
    'Adds rated burst pressure, balloon compliance, fatigue, inflation and deflation requirements for balloon dilatation catheters.'),
  catheterPart('5:2013', 'Over-needle peripheral catheters', 'Peripheral catheter performance',
    'Adds requirements for short peripheral catheters placed over a needle: tip, needle, flashback and flow.'),
  catheterPart('6:2015', 'Subcutaneous implanted ports', 'Implanted port performance',
    'Adds requirements for implanted vascular access ports: septum puncture life, leakage and catheter connection strength.'),
  // Active implants.
  activeImplantPart('2:2019', 'Cardiac pacemakers', 'Pacemaker safety and performance',
    'Adds particular requirements for implantable pacemakers and their leads: pulse characteristics, sensing, battery indicators and lead durability.'),
  activeImplantPart('3:2017', 'Implantable neurostimulators', 'Neurostimulator safety and performance',
    'Adds particular requirements for implanted neurostimulators: output limits, charge density and protection from external fields.'),
  activeImplantPart('4:2022', 'Implantable infusion pumps', 'Implantable infusion pump safety and performance',
    'Adds particular requirements for implanted drug pumps: delivery accuracy, reservoir refilling and protection against overdose.'),
  activeImplantPart('5:2020', 'Circulatory support devices', 'Circulatory support device safety and performance',
    'Adds particular requirements for implanted ventricular assist and other circulatory support devices, including blood damage and durability.'),
  activeImplantPart('6:2019', 'Particular requirements for active implantable medical devices intended to treat tachyarrhythmia (including implantable defibrillators)', 'Implantable defibrillator safety and performance',
    'Adds particular requirements for implantable cardioverter-defibrillators: shock energy, detection and protection from external defibrillation.'),
  activeImplantPart('7:2019', 'Particular requirements for cochlear and auditory brainstem implant systems', 'Cochlear implant safety and performance',
    'Adds particular requirements for cochlear and auditory brainstem implants and their external sound processors.'),
  performance('ISO 27186:2010', 'Active implantable medical devices - Four-pole connector system for implantable cardiac rhythm management devices - Dimensional and test requirements', 'IS4/DF4 lead connector compatibility',
    'Specifies the four-pole connector between cardiac leads and pacemakers or defibrillators, with its dimensional and electrical tests.'),
  // Blood pumps and extracorporeal circuits.
  performance('ASTM F1841', 'Standard Practice for Assessment of Hemolysis in Continuous Flow Blood Pumps', 'Blood pump haemolysis',
    'Describes in vitro circulation of blood through a pump loop to measure the red cell damage the pump causes.'),
  performance('ISO 7199:2016', 'Cardiovascular implants and artificial organs - Blood-gas exchangers (oxygenators)', 'Oxygenator gas transfer and blood damage',
    'Sets oxygen and carbon dioxide transfer, heat exchange, blood damage and integrity requirements for oxygenators.'),
  performance('ISO 8637-1:2017', 'Extracorporeal systems for blood purification - Part 1: Haemodialysers, haemodiafilters, haemofilters and haemoconcentrators', 'Dialyser clearance and ultrafiltration',
    'Sets clearance, ultrafiltration, pressure drop and blood-side integrity requirements for dialysers and haemofilters.'),
  performance('ISO 8637-2:2018', 'Extracorporeal systems for blood purification - Part 2: Extracorporeal blood circuit for haemodialysers, haemodiafilters and haemofilters', 'Dialysis blood line integrity',
    'Sets integrity, connector, volume and haemolysis requirements for the blood tubing sets used with dialysers.'),
];
