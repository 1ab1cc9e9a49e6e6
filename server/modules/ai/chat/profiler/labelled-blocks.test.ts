import { describe, expect, it } from 'vitest';
import { readLabelledBlocks } from './labelled-blocks.ts';
import { summaryCases } from './testing/summary-cases.ts';

/** A real 2025 summary: OSSIOfiber Interference Screw. */
const screw = summaryCases().find((summary) => summary.kNumber === 'K252022')!;
const { device_name: name, description, intended_use: intendedUse } = screw.texts as Record<'device_name' | 'description' | 'intended_use', string>;
const [firstSentence = '', ...otherSentences] = description.split(/(?<=\.)\s+/);

describe('readLabelledBlocks', () => {
  it('reads one labelled field a line, with the label variants people use, label never in the value', () => {
    const text = `Proprietary name: ${name}\nDevice Description: ${description}\nIndications for Use: ${intendedUse}`;
    expect(readLabelledBlocks(text)).toEqual({
      sections: [
        { field: 'device_name', value: name },
        { field: 'description', value: description },
        { field: 'intended_use', value: intendedUse },
      ],
      unlabelled: '',
    });
  });

  it('reads markdown headings whose text follows on the next lines, paragraphs joined', () => {
    const text = `## Device description\n${firstSentence}\n\n${otherSentences.join(' ')}\n\n### IFU\n${intendedUse}`;
    expect(readLabelledBlocks(text).sections).toEqual([
      { field: 'description', value: description },
      { field: 'intended_use', value: intendedUse },
    ]);
  });

  it('reads bullets, bold labels and dashes, in any case', () => {
    const text = [`- **Trade name:** ${name}`, `* INTENDED USE - ${intendedUse}`, `• description: ${description}`, '1. Standards: ISO 17665:2024'].join('\n');
    expect(readLabelledBlocks(text).sections).toEqual([
      { field: 'device_name', value: name },
      { field: 'intended_use', value: intendedUse },
      { field: 'description', value: description },
      { field: 'references', value: 'ISO 17665:2024' },
    ]);
  });

  it('takes a label alone on its line with its text on the lines after, and a list under it as one line', () => {
    const text = `Key specifications\n- Diameters 6 to 12 mm\n- Lengths 23 to 28 mm\nReferences:\nISO 17665:2024`;
    expect(readLabelledBlocks(text).sections).toEqual([
      { field: 'key_specifications', value: 'Diameters 6 to 12 mm; Lengths 23 to 28 mm' },
      { field: 'references', value: 'ISO 17665:2024' },
    ]);
  });

  it('reads labels without a colon in a block of labelled lines', () => {
    const text = `Device name ${name}\nIntended use ${intendedUse}`;
    expect(readLabelledBlocks(text).sections.map((section) => section.field)).toEqual(['device_name', 'intended_use']);
  });

  it('keeps the text before the first label apart, and reads prose that merely opens with a field word as prose', () => {
    expect(readLabelledBlocks(`Here is what we have:\nDevice name: ${name}`)).toEqual({
      sections: [{ field: 'device_name', value: name }],
      unlabelled: 'Here is what we have:',
    });
    const prose = `Features include a cannulated, fully threaded body.\n${description}`;
    expect(readLabelledBlocks(prose)).toEqual({ sections: [], unlabelled: prose });
  });

  it('gives a field labelled twice both texts', () => {
    const text = `Intended use: ${firstSentence}\nIndications for use: ${intendedUse}`;
    expect(readLabelledBlocks(text).sections).toEqual([{ field: 'intended_use', value: `${firstSentence} ${intendedUse}` }]);
  });
});
