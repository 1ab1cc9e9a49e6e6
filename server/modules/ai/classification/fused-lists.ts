/** The ranked lists classification fuses (DESIGN.md section 5). */
export const LIST_NAMES = [
  'codeNames',
  'codeTexts',
  'regulations',
  'deviceNames',
  'deviceTexts',
  'documents',
  'nameSimilarity',
  'nameModel',
  'textModel',
  'typeCodeNames',
  'typeRegulations',
] as const;
export type ListName = (typeof LIST_NAMES)[number];

/** What the lists are, in words for the reasoning. */
export const LIST_LABELS: Record<ListName, string> = {
  codeNames: 'product code names and definitions (device name terms)',
  codeTexts: 'product code names and definitions (all profile terms)',
  regulations: '21 CFR regulation identifications',
  deviceNames: 'names of cleared 510(k)s (device name terms)',
  deviceTexts: 'names of cleared 510(k)s (all profile terms)',
  documents: '510(k) and decision summaries (intended use, description)',
  nameSimilarity: 'letter similarity of the device name to product code names',
  nameModel: 'a model learned from every cleared device name (device name)',
  textModel: 'a model learned from 510(k) and decision summaries (all profile terms)',
  typeCodeNames: 'product code names and definitions (classification names the references state)',
  typeRegulations: '21 CFR regulation identifications (classification names the references state)',
};
