import type { ProfileField } from '../../../../../../src/api/contracts/ai.ts';
import type { SummaryCase } from './summary-cases.ts';

/** The ways people paste what they already wrote. */
export const PASTE_FORMS = ['labelled', 'markdown', 'bullets', 'mixed', 'prose'] as const;
export type PasteForm = (typeof PASTE_FORMS)[number];

type TextField = Exclude<ProfileField, 'attachments'>;

/** Label variants people use, one picked per case so a set of cases uses them all. */
const LABELS: Record<TextField, readonly string[]> = {
  role: ['Role'],
  device_name: ['Device name', 'Trade name', 'Proprietary name'],
  description: ['Description', 'Device description'],
  intended_use: ['Intended use', 'Indications for use', 'IFU'],
  key_specifications: ['Key specifications', 'Specifications', 'Technical characteristics'],
  functionality: ['Functionality', 'Features', 'Principle of operation'],
  references: ['References', 'Standards'],
};
const ORDER: readonly TextField[] = ['role', 'device_name', 'description', 'intended_use', 'key_specifications', 'functionality', 'references'];

export interface Paste {
  text: string;
  /** The value each field should get; prose is judged sentence by sentence instead (see the bench). */
  expected: Partial<Record<TextField, string>>;
}

const labelOf = (field: TextField, variant: number) => LABELS[field][variant % LABELS[field].length]!;

function entries(texts: SummaryCase['texts'], fields: readonly TextField[]): [TextField, string][] {
  return fields.flatMap((field): [TextField, string][] => (texts[field] ? [[field, texts[field]]] : []));
}

/** One case's text pasted in the given form; the order of the fields turns with `variant`. */
export function pasteOf({ texts }: SummaryCase, form: PasteForm, variant: number): Paste {
  const turned = [...ORDER.slice(variant % ORDER.length), ...ORDER.slice(0, variant % ORDER.length)];
  const all = entries(texts, turned);
  const lines = (write: (label: string, value: string, index: number) => string, given: [TextField, string][]) =>
    given.map(([field, value], index) => write(labelOf(field, variant), value, index));
  switch (form) {
    case 'labelled':
      return { text: lines((label, value) => `${label}: ${value}`, all).join('\n'), expected: Object.fromEntries(all) };
    case 'markdown':
      return { text: lines((label, value) => `## ${label}\n${value}`, all).join('\n\n'), expected: Object.fromEntries(all) };
    case 'bullets': {
      const marks = ['- **%:**', '* %:', '• % -', '%. %:'];
      const bullet = (label: string, index: number) => marks[(variant + index) % marks.length]!.replace(/%(?=\.)/, `${index + 1}`).replace('%', label);
      return { text: lines((label, value, index) => `${bullet(label, index)} ${value}`, all).join('\n'), expected: Object.fromEntries(all) };
    }
    case 'mixed': {
      const labelled = entries(texts, ['device_name', 'intended_use', 'key_specifications', 'references']);
      const text = [texts.description ?? '', '', ...lines((label, value) => `${label}: ${value}`, labelled)].join('\n');
      return { text, expected: { ...Object.fromEntries(labelled), description: texts.description } };
    }
    case 'prose':
      return { text: `${texts.description ?? ''}\n\n${texts.intended_use ?? ''}`, expected: { description: texts.description, intended_use: texts.intended_use } };
  }
}
