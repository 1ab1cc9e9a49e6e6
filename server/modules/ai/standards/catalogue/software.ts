import { standard, type CatalogueStandard } from './types.ts';

/** Software lifecycle, health software, interoperability and cybersecurity. */
export const SOFTWARE_STANDARDS: CatalogueStandard[] = [
  standard('Software', 'IEC 62304:2006+A1:2015', 'Medical device software - Software life cycle processes', 'Software lifecycle documentation and verification',
    'Defines the development, maintenance, risk and problem-resolution activities for device software, scaled by software safety class.', '13-79'),
  standard('Software', 'IEC 82304-1:2016', 'Health software - Part 1: General requirements for product safety', 'Health software product validation',
    'Covers safety and security of standalone health software products, including validation and accompanying documents.'),
  standard('Software', 'NEMA PS 3.1-3.20 (DICOM)', 'Digital Imaging and Communications in Medicine (DICOM) Set', 'DICOM conformance',
    'The standard for storing, exchanging and displaying medical images and related data between systems.'),
  standard('Software', 'ISO/IEEE 11073-10101:2020', 'Health informatics - Device interoperability - Part 10101: Point-of-care medical device communication - Nomenclature', 'Device interoperability (nomenclature)',
    'Gives the shared terms and codes that point-of-care devices use when exchanging measurements.'),
  standard('Software', 'IEC 80001-1:2021', 'Application of risk management for IT-networks incorporating medical devices - Part 1: Safety, effectiveness and security in the implementation and use of connected medical devices or connected health software', 'Network integration risk management',
    'Addresses risks that arise when medical devices are connected to hospital IT networks.'),
  standard('Cybersecurity', 'AAMI TIR57:2016/(R)2023', 'Principles for medical device security - Risk management', 'Cybersecurity risk assessment',
    'Adapts the ISO 14971 approach to security threats, vulnerabilities and their effect on safety.'),
  standard('Cybersecurity', 'AAMI TIR97:2019', 'Principles for medical device security - Postmarket risk management for device manufacturers', 'Postmarket cybersecurity management',
    'Describes how to monitor, assess and respond to security vulnerabilities after a device is on the market.'),
  standard('Cybersecurity', 'ANSI/AAMI SW96:2023', 'Standard for medical device security - Security risk management for device manufacturers', 'Security risk management',
    'Requires a security risk management process across the device lifecycle, alongside safety risk management.'),
  standard('Cybersecurity', 'IEC 81001-5-1:2021', 'Health software and health IT systems safety, effectiveness and security - Part 5-1: Security - Activities in the product life cycle', 'Secure development lifecycle',
    'Adds security activities (threat modelling, secure coding, security testing, updates) to the health software lifecycle.'),
  standard('Cybersecurity', 'UL 2900-1:2017', 'Standard for Software Cybersecurity for Network-Connectable Products, Part 1: General Requirements', 'Software security testing',
    'Sets test-based requirements for network-connectable software: vulnerability scanning, malware testing and weakness analysis.'),
  standard('Cybersecurity', 'UL 2900-2-1:2017', 'Software Cybersecurity for Network-Connectable Products, Part 2-1: Particular Requirements for Network Connectable Components of Healthcare and Wellness Systems', 'Healthcare software security testing',
    'Applies the UL 2900-1 security testing to components of healthcare systems.'),
  standard('Cybersecurity', 'IEC/TR 60601-4-5:2021', 'Medical electrical equipment - Part 4-5: Guidance and interpretation - Safety-related technical security specifications', 'Technical security capabilities',
    'Lists technical security capabilities that medical electrical equipment on a network can provide.'),
];
