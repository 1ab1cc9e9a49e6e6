import { standard, type CatalogueStandard } from './types.ts';

/** Standards every device meets in some form: risk management, quality system, labelling, usability, clinical. */
export const GENERAL_STANDARDS: CatalogueStandard[] = [
  standard('Risk management', 'ISO 14971:2019', 'Medical devices - Application of risk management to medical devices', 'Risk management process and file',
    'Sets out a lifecycle process for identifying hazards, estimating and controlling risks, and judging whether the remaining risk is acceptable.', '5-125'),
  standard('Risk management', 'ISO/TR 24971:2020', 'Medical devices - Guidance on the application of ISO 14971', 'Risk management process and file',
    'Explains with examples how a manufacturer can put the ISO 14971 risk process into practice.'),
  standard('Quality system', 'ISO 13485:2016', 'Medical devices - Quality management systems - Requirements for regulatory purposes', 'Quality management system',
    'Lays down the quality system a device maker keeps for design, production, servicing and their records.'),
  standard('Labeling', 'ISO 15223-1:2021', 'Medical devices - Symbols to be used with information to be supplied by the manufacturer - Part 1: General requirements', 'Labelling symbols review',
    'Defines the graphical symbols (with their meaning) that may replace words on device labels and instructions.'),
  standard('Labeling', 'ISO 20417:2021', 'Medical devices - Information to be supplied by the manufacturer', 'Labelling content review',
    'Lists what information must accompany a device, on the label, the packaging and in the instructions for use.'),
  standard('Usability', 'IEC 62366-1:2015+A1:2020', 'Medical devices - Part 1: Application of usability engineering to medical devices', 'Usability engineering and human factors validation',
    'Describes how to analyse, design and validate the user interface so that use errors that could cause harm are reduced.'),
  standard('Clinical', 'ISO 14155:2020', 'Clinical investigation of medical devices for human subjects - Good clinical practice', 'Clinical investigation',
    'Sets good clinical practice for planning, running and reporting device studies on people, protecting subjects and data quality.'),
  standard('Performance', 'ASTM F1980-21', 'Standard Guide for Accelerated Aging of Sterile Barrier Systems and Medical Devices', 'Shelf life (accelerated ageing)',
    'Gives a method for estimating shelf life by ageing products at raised temperature before real-time data exist.'),
  standard('Usability', 'AAMI HE75:2009/(R)2018', 'Human factors engineering - Design of medical devices', 'Human factors design review',
    'Collects design guidance on controls, displays, alarms, labelling and software screens seen from the user\'s side.'),
  standard('Usability', 'IEC 60601-1-6:2010+A1:2013+A2:2020', 'Medical electrical equipment - Part 1-6: General requirements for basic safety and essential performance - Collateral standard: Usability', 'Usability of medical electrical equipment',
    'Applies the usability engineering process to medical electrical equipment and links it to the general safety standard.'),
];
