import { standard, type CatalogueStandard } from './types.ts';

const part = (number: string, subject: string, test: string, scope: string, recognition: string | null = null): CatalogueStandard =>
  standard('Biocompatibility', `ISO 10993-${number}`, `Biological evaluation of medical devices - Part ${number.split(':')[0]}: ${subject}`, test, scope, recognition);

/** ISO 10993 and the biological evaluation around it. */
export const BIOCOMPATIBILITY_STANDARDS: CatalogueStandard[] = [
  part('1:2018', 'Evaluation and testing within a risk management process', 'Biocompatibility evaluation',
    'Frames the biological evaluation by nature and duration of body contact and points to the tests each category calls for.', '2-258'),
  part('3:2014', 'Tests for genotoxicity, carcinogenicity and reproductive toxicity', 'Genotoxicity testing', 'Describes tests for damage to genetic material, cancer risk and reproductive effects.'),
  part('4:2017', 'Selection of tests for interactions with blood', 'Haemocompatibility testing', 'Guides the choice of tests for thrombosis, coagulation, platelets, haemolysis and complement for blood-contacting devices.'),
  part('5:2009', 'Tests for in vitro cytotoxicity', 'Cytotoxicity testing', 'Describes cell-culture tests that show whether device materials or extracts harm cells.'),
  part('6:2016', 'Tests for local effects after implantation', 'Implantation testing', 'Describes animal implantation studies that look at tissue reaction around a material.'),
  part('7:2008', 'Ethylene oxide sterilization residuals', 'EO residuals testing', 'Sets limits and measurement methods for ethylene oxide and ethylene chlorohydrin left on devices.'),
  part('10:2021', 'Tests for skin sensitization', 'Sensitization testing', 'Describes tests for allergic contact reactions caused by device materials.'),
  part('11:2017', 'Tests for systemic toxicity', 'Systemic toxicity testing', 'Describes acute to chronic systemic toxicity and pyrogenicity tests.'),
  part('12:2021', 'Sample preparation and reference materials', 'Test sample preparation', 'Sets how test samples and extracts are prepared for biological tests.'),
  part('17:2023', 'Toxicological risk assessment of medical device constituents', 'Toxicological risk assessment', 'Describes how to judge whether leachable chemicals reach harmful doses.'),
  part('18:2020', 'Chemical characterization of medical device materials within a risk management process', 'Chemical characterization (extractables and leachables)', 'Describes identifying and quantifying the chemicals that can come out of device materials.'),
  part('23:2021', 'Tests for irritation', 'Irritation testing', 'Describes tests for local irritation of skin, mucosa and other tissues.'),
  standard('Biocompatibility', 'ISO 7405:2018', 'Dentistry - Evaluation of biocompatibility of medical devices used in dentistry', 'Dental biocompatibility testing',
    'Adds dental-specific tests such as pulp and dentine usage tests to the ISO 10993 evaluation.'),
  standard('Biocompatibility', 'ISO 18562-1:2017', 'Biocompatibility evaluation of breathing gas pathways in healthcare applications - Part 1: Evaluation and testing within a risk management process', 'Breathing gas pathway biocompatibility',
    'Frames the evaluation of gas pathways that could add particles or volatile chemicals to the gas a patient breathes.'),
  standard('Biocompatibility', 'ISO 18562-2:2017', 'Biocompatibility evaluation of breathing gas pathways in healthcare applications - Part 2: Tests for emissions of particulate matter', 'Particulate emissions testing',
    'Measures particles released into the breathing gas by the device.'),
  standard('Biocompatibility', 'ISO 18562-3:2017', 'Biocompatibility evaluation of breathing gas pathways in healthcare applications - Part 3: Tests for emissions of volatile organic compounds (VOCs)', 'VOC emissions testing',
    'Measures volatile organic compounds released into the breathing gas.'),
  standard('Biocompatibility', 'ISO 18562-4:2017', 'Biocompatibility evaluation of breathing gas pathways in healthcare applications - Part 4: Tests for leachables in condensate', 'Condensate leachables testing',
    'Measures substances leaching into condensate that a patient could inhale.'),
  standard('Biocompatibility', 'ASTM F756-17', 'Standard Practice for Assessment of Hemolytic Properties of Materials', 'Haemolysis testing',
    'Gives a method to measure red blood cell damage caused by materials in contact with blood.'),
  standard('Biocompatibility', 'USP <151> Pyrogen Test', 'Pyrogen Test (rabbit)', 'Material-mediated pyrogenicity',
    'Describes the rabbit test for fever-causing substances in products or their extracts.'),
  standard('Biocompatibility', 'USP <85> Bacterial Endotoxins Test', 'Bacterial Endotoxins Test', 'Bacterial endotoxin (LAL) testing',
    'Describes limulus amoebocyte lysate methods to measure endotoxin on devices.'),
];
