import { standard, type CatalogueStandard, type StandardCategory } from './types.ts';

/** 'Dentistry - ' before the subject, as ISO titles its dental standards. */
const dentistry = (category: StandardCategory, designation: string, subject: string, test: string, scope: string): CatalogueStandard =>
  standard(category, designation, `Dentistry - ${subject}`, test, scope);

/** Dental materials, instruments and equipment beyond implants, ceramics, alloys, restoratives and denture bases. */
export const DENTAL_STANDARDS: CatalogueStandard[] = [
  // Cements, sealers and restorative polymers.
  dentistry('Materials', 'ISO 9917-1:2007', 'Water-based cements - Part 1: Powder/liquid acid-base cements', 'Dental cement properties (acid-base)',
    'Sets setting time, film thickness, strength, solubility and acid erosion requirements for glass-ionomer, zinc phosphate and polycarboxylate cements.'),
  dentistry('Materials', 'ISO 9917-2:2017', 'Water-based cements - Part 2: Resin-modified cements', 'Dental cement properties (resin-modified)',
    'Sets working and setting time, strength and related requirements for resin-modified glass-ionomer cements.'),
  dentistry('Materials', 'ISO 6876', 'Root canal sealing materials', 'Root canal sealer properties',
    'Sets flow, working and setting time, film thickness, solubility, dimensional change and radio-opacity requirements for root canal sealers.'),
  dentistry('Materials', 'ISO 6874', 'Polymer-based pit and fissure sealants', 'Fissure sealant properties',
    'Sets working and setting time, depth of cure and other requirements for resin sealants that protect occlusal pits and fissures.'),
  dentistry('Materials', 'ISO 10477', 'Polymer-based crown and veneering materials', 'Crown and veneering resin properties',
    'Sets flexural strength, water sorption, solubility, colour stability and bond requirements for resin crown and veneer materials.'),
  dentistry('Materials', 'ISO 20795-2:2013', 'Base polymers - Part 2: Orthodontic base polymers', 'Orthodontic base polymer properties',
    'Sets flexural properties, residual monomer, sorption and solubility requirements for polymers of removable orthodontic appliances.'),
  dentistry('Materials', 'ISO 10139-1', 'Soft lining materials for removable dentures - Part 1: Materials for short-term use', 'Short-term denture liner properties',
    'Sets consistency, hardness and bond requirements for soft liners used for a short time under dentures.'),
  dentistry('Materials', 'ISO 10139-2', 'Soft lining materials for removable dentures - Part 2: Materials for long-term use', 'Long-term denture liner properties',
    'Sets hardness, bond strength, sorption and solubility requirements for soft liners that stay in use for a long time.'),
  dentistry('Materials', 'ISO 4823', 'Elastomeric impression and bite registration materials', 'Impression material properties',
    'Sets consistency, working time, detail reproduction, elastic recovery and dimensional change requirements for elastomeric impression materials.'),
  dentistry('Materials', 'ISO 22112', 'Artificial teeth for dental prostheses', 'Artificial tooth properties',
    'Sets shade, form, surface, bond to denture base and other requirements for polymer and ceramic artificial teeth.'),
  // Test methods for dental materials.
  dentistry('Performance', 'ISO/TS 11405', 'Testing of adhesion to tooth structure', 'Bond strength to tooth structure',
    'Describes selecting and storing teeth and running shear and tensile bond strength tests of adhesives to enamel and dentine.'),
  dentistry('Performance', 'ISO 13116', 'Test method for determining radio-opacity of materials', 'Radio-opacity',
    'Describes comparing the X-ray image of a material with an aluminium step wedge to state its radio-opacity.'),
  // Orthodontics.
  dentistry('Performance', 'ISO 27020', 'Brackets and tubes for use in orthodontics', 'Orthodontic bracket and tube requirements',
    'Sets dimensional, marking and test requirements for orthodontic brackets and buccal tubes.'),
  dentistry('Performance', 'ISO 15841', 'Wires for use in orthodontics', 'Orthodontic wire properties',
    'Sets bending and tensile test methods and labelling for orthodontic wires, including nickel-titanium wires.'),
  // Instruments and equipment.
  dentistry('Performance', 'ISO 3630-1', 'Endodontic instruments - Part 1: General requirements', 'Endodontic instrument requirements',
    'Sets dimensions, torsional strength, bending stiffness and marking requirements for root canal files and reamers.'),
  dentistry('Performance', 'ISO 14457', 'Handpieces and motors', 'Dental handpiece and motor performance',
    'Sets speed, noise, temperature, water and air spray and reprocessing requirements for dental handpieces and motors.'),
  dentistry('Performance', 'ISO 7494-1', 'Stationary dental units and dental patient chairs - Part 1: General requirements', 'Dental unit and chair requirements',
    'Sets mechanical, stability and safety requirements for dental units and patient chairs.'),
  dentistry('Performance', 'ISO 7494-2', 'Stationary dental units and dental patient chairs - Part 2: Air, water, suction and wastewater systems', 'Dental unit water and air systems',
    'Sets requirements for the air, water, suction and wastewater systems of dental units, including backflow protection.'),
  dentistry('Performance', 'ISO 9680', 'Operating lights', 'Dental operating light performance',
    'Sets illuminance, light field, colour and heat requirements for the lights above the dental chair.'),
  dentistry('Performance', 'ISO 11143', 'Amalgam separators', 'Amalgam separator efficiency',
    'Describes testing how much amalgam a separator removes from dental wastewater and sets the efficiency it must reach.'),
];
