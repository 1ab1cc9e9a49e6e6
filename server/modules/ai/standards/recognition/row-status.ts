import type { TestStandardsRow } from '../../../../../src/api/contracts/ai.ts';
import { catalogueEntry } from '../catalogue/catalogue-index.ts';
import { REPLACED_STANDARDS } from '../catalogue/replaced.ts';
import { designationKey } from '../designation.ts';
import { designationEdition, editionIdentity } from './designation-edition.ts';
import { compareEditions } from './edition.ts';
import { statedInText, type RecognitionIndex } from './recognition-index.ts';
import { recognitionStatements } from './recognition-statements.ts';

export const CATALOGUE_RECOGNITION = 'Clearway standards catalogue';
export const DOCUMENT_RECOGNITION = 'As the 510(k) document states it';

const REPLACED = new Map(REPLACED_STANDARDS.map((replaced) => [designationKey(replaced.designation)!, replaced]));

type Annotation = Pick<TestStandardsRow, 'recognition_number' | 'recognition_source' | 'status' | 'successor'>;

/** A catalogue entry's row: the catalogue's number (noting the documents that state it too), else the documents'. */
function catalogueAnnotation(designation: string, recognition: string | null, index: RecognitionIndex): Annotation {
  const keyed = designationEdition(designation);
  const stated = keyed ? index.forEdition(editionIdentity(keyed)) : null;
  if (recognition !== null) {
    const also = stated?.number === recognition ? `; ${statedInText(stated)}` : '';
    return { recognition_number: recognition, recognition_source: `${CATALOGUE_RECOGNITION}${also}` };
  }
  return stated ? { recognition_number: stated.number, recognition_source: statedInText(stated) } : {};
}

/** Whether a cited designation was replaced: by another standard, or by a newer edition the catalogue holds. */
export function replacement(designation: string): Pick<TestStandardsRow, 'status' | 'successor'> {
  const keyed = designationEdition(designation);
  if (!keyed) return {};
  const replaced = REPLACED.get(keyed.key);
  if (replaced) return { status: replaced.status, successor: replaced.successor };
  const current = catalogueEntry(designation);
  const currentEdition = current ? designationEdition(current.designation)?.edition : null;
  if (!current || !keyed.edition || !currentEdition) return {};
  const order = compareEditions(keyed.edition, currentEdition);
  return order !== null && order < 0 ? { status: 'superseded', successor: current.designation } : {};
}

/** A row citing a standard as written (a predicate's document, the user): the number it states, its replacement. */
function writtenAnnotation(row: TestStandardsRow, index: RecognitionIndex): Annotation {
  const written = recognitionStatements(row.standard_reference)[0];
  const keyed = designationEdition(row.standard_reference);
  const stated = keyed?.edition ? index.forEdition(editionIdentity(keyed)) : null;
  const recognition: Annotation = row.recognition_number
    ? {}
    : written
      ? { recognition_number: written.recognitionNumber, recognition_source: DOCUMENT_RECOGNITION }
      : stated
        ? { recognition_number: stated.number, recognition_source: statedInText(stated) }
        : {};
  return { ...recognition, ...replacement(row.standard_reference) };
}

/**
 * A row with where its recognition number comes from and whether its standard was superseded or withdrawn.
 * Guidance rows name documents, not standards, and are left as they are.
 */
export function annotateRow(row: TestStandardsRow, index: RecognitionIndex): TestStandardsRow {
  if (row.label === 'guidance') return row;
  const entry = catalogueEntry(row.standard_reference);
  const annotation = entry?.designation === row.standard_reference
    ? catalogueAnnotation(entry.designation, entry.recognition, index)
    : writtenAnnotation(row, index);
  return { ...row, ...annotation };
}
