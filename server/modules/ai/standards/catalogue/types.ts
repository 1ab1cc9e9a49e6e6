/** The fixed categories a catalogue entry (and every row the engine returns) belongs to. */
export const STANDARD_CATEGORIES = [
  'Electrical safety',
  'EMC',
  'Software',
  'Cybersecurity',
  'Usability',
  'Biocompatibility',
  'Sterility',
  'Packaging',
  'Reprocessing',
  'Risk management',
  'Labeling',
  'Quality system',
  'Clinical',
  'Performance',
  'IVD performance',
  'Materials',
  'MR safety',
] as const;
export type StandardCategory = (typeof STANDARD_CATEGORIES)[number];

export const CATALOGUE_SOURCE =
  "Clearway standards catalogue, written from FDA's Recognized Consensus Standards database and the standards' published scopes";

/** One consensus standard, described in the team's own words. */
export interface CatalogueStandard {
  /** As published, with the edition when the team is sure of it. */
  designation: string;
  title: string;
  /** What the standard covers, in a sentence or two. */
  scope: string;
  category: StandardCategory;
  /** The test or evaluation a submission shows with it. */
  test: string;
  /** FDA recognition number, only where the team is certain of it; never guessed. */
  recognition: string | null;
}

/** A catalogue entry in one line: category, designation, title, test, scope and (only if certain) recognition. */
export function standard(
  category: StandardCategory,
  designation: string,
  title: string,
  test: string,
  scope: string,
  recognition: string | null = null,
): CatalogueStandard {
  return { designation, title, scope, category, test, recognition };
}
