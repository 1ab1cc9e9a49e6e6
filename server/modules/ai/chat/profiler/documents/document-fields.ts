import type { Parsed510kSummary } from '../../../../documents/summary/parse-510k-summary.ts';
import { parse510kSummary } from '../../../../documents/summary/parse-510k-summary.ts';
import { deviceTypeLines, statedDeviceTypes } from '../../../classification/stated-device-types.ts';
import { CONFIDENCE, cuesIn, splitSentences, type FieldUpdate } from '../answer-extractors.ts';
import { readLabelledBlocks } from '../labelled-blocks.ts';

/** The fields a 510(k) summary's sections give; none when the text holds neither a description nor indications. */
function summaryFields(summary: Parsed510kSummary): FieldUpdate[] {
  if (summary.deviceDescription === null && summary.indicationsForUse === null) return [];
  const cited = [...summary.predicates, ...summary.referenceDevices, ...summary.standards];
  const values: [FieldUpdate['field'], string | null][] = [
    ['device_name', summary.tradeName],
    ['description', summary.deviceDescription],
    ['intended_use', summary.indicationsForUse],
    ['references', cited.length > 0 ? cited.join(', ') : null],
  ];
  return values.flatMap(([field, value]) => (value === null ? [] : [{ field, value, confidence: CONFIDENCE.documentSection }]));
}

/** Another document: its labelled fields ('Intended use: ...', '## Device description'), else its first 'intended for' sentence. */
function labelledFields(text: string): FieldUpdate[] {
  const labelled = readLabelledBlocks(text).sections.map((section): FieldUpdate => ({ ...section, confidence: CONFIDENCE.documentSection }));
  if (labelled.some((update) => update.field === 'intended_use')) return labelled;
  const intended = splitSentences(text)
    .flatMap(cuesIn)
    .find((cue) => cue.field === 'intended_use');
  return intended ? [...labelled, { field: 'intended_use', value: intended.value, confidence: CONFIDENCE.documentSentence }] : labelled;
}

/**
 * The references with the device types the document states ('Regulation Name: ...', 'Common Name: ...') added
 * as 'Classification name: ...' lines: FDA's words for the kind of device, which classification reads from
 * the references (a trade name such as 'Somfit D' says nothing of it).
 */
function withStatedTypes(fields: readonly FieldUpdate[], text: string): FieldUpdate[] {
  const types = deviceTypeLines(statedDeviceTypes(text));
  if (types.length === 0) return [...fields];
  const cited = fields.find((update) => update.field === 'references');
  const references: FieldUpdate = { field: 'references', value: [...(cited ? [cited.value] : []), ...types].join('\n'), confidence: CONFIDENCE.documentSection };
  return [...fields.filter((update) => update !== cited), references];
}

/** What a document's text clearly holds for the profile, each value marked with the document's name. */
export function documentFields(text: string, source: string): FieldUpdate[] {
  const fields = summaryFields(parse510kSummary(text));
  return withStatedTypes(fields.length > 0 ? fields : labelledFields(text), text).map((update) => ({ ...update, source }));
}
