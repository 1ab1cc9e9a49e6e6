import type { ProfileField } from '../../../../../src/api/contracts/ai.ts';

/**
 * How people name the profile's fields, in labels of pasted text ('Indications for use:') and in
 * corrections and moves ('change the trade name to ...'). Longest first, so 'device name' wins over 'name'.
 */
const NAMES_BY_FIELD: Record<Exclude<ProfileField, 'attachments'>, readonly string[]> = {
  role: ['role'],
  device_name: ['proprietary name', 'device trade name', 'trade/device name', 'device name', 'product name', 'trade name', 'brand name', 'name'],
  description: ['description of the device', 'product description', 'device description', 'description'],
  intended_use: ['intended use/indications for use', 'indications for use', 'indication for use', 'intended purpose', 'intended uses', 'intended use', 'indications', 'ifu'],
  key_specifications: [
    'technological characteristics',
    'technical characteristics',
    'technical specifications',
    'key specifications',
    'specifications',
    'key specs',
    'specs',
  ],
  functionality: ['principles of operation', 'principle of operation', 'mode of operation', 'functionality', 'how it works', 'key features', 'features', 'function'],
  references: ['applicable standards', 'predicate devices', 'predicate device', 'references', 'reference', 'standards', 'predicates'],
};

export const FIELD_NAMES: readonly (readonly [string, ProfileField])[] = Object.entries(NAMES_BY_FIELD)
  .flatMap(([field, names]) => names.map((name) => [name, field as ProfileField] as const))
  .sort(([a], [b]) => b.length - a.length);

const escape = (name: string) => name.replace(/[/]/g, '\\/').replace(/ /g, '\\s+');

/** A regular-expression source matching any field name (no group of its own). */
export const FIELD_NAME_PATTERN = FIELD_NAMES.map(([name]) => escape(name)).join('|');

/** The field a name names ('Indications for Use' -> intended_use), or undefined. */
export function fieldNamed(name: string): ProfileField | undefined {
  const spelled = name.toLowerCase().replace(/\s+/g, ' ').trim();
  return FIELD_NAMES.find(([known]) => known === spelled)?.[1];
}
