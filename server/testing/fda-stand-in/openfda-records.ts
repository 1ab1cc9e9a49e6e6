import { PANEL_NAMES } from '../../importer/datasets/premarket/fda-codes.ts';
import { PMN_COLUMNS, type ProductCode } from './shared-data.ts';
import { fromWindows1252Latin1 } from './windows-1252-text.ts';

/**
 * The stand-in's records in openFDA's JSON shapes (field names of the shared folder's openfda_schemas:
 * deviceclearance, deviceclass, devicerecall; device enforcement as openFDA's food/drug/device enforcement
 * reports), made from the same rows the stand-in serves in FDA's own files.
 */

const isoOfPmnDate = (mdy: string) => (mdy.length === 10 ? `${mdy.slice(6, 10)}-${mdy.slice(0, 2)}-${mdy.slice(3, 5)}` : '');

/** openFDA's `openfda` block of a product code (no FEI or registration numbers: the stand-in has none). */
export function openFdaBlock(code: ProductCode | undefined): Record<string, unknown> {
  if (!code) return {};
  return {
    device_name: code.deviceName,
    medical_specialty_description: PANEL_NAMES[code.reviewPanel] ?? 'Unknown',
    regulation_number: code.regulationNumber,
    device_class: code.deviceClass,
    fei_number: [],
    registration_number: [],
  };
}

/** A device-510k record of a pmn row. */
export function openFda510k(pmnFields: readonly string[], codes: ReadonlyMap<string, ProductCode>, decisions: ReadonlyMap<string, string>) {
  const f: Record<string, string> = {};
  // FDA pads some pmn fields with NUL bytes; openFDA's JSON carries none.
  PMN_COLUMNS.forEach((column, i) => (f[column] = fromWindows1252Latin1(pmnFields[i] ?? '').replaceAll('\u0000', '').trim()));
  return {
    k_number: f.KNUMBER,
    applicant: f.APPLICANT,
    contact: f.CONTACT,
    address_1: f.STREET1,
    address_2: f.STREET2,
    city: f.CITY,
    state: f.STATE,
    country_code: f.COUNTRY_CODE,
    zip_code: f.ZIP,
    postal_code: f.POSTAL_CODE,
    date_received: isoOfPmnDate(f.DATERECEIVED!),
    decision_date: isoOfPmnDate(f.DECISIONDATE!),
    decision_code: f.DECISION,
    decision_description: decisions.get(f.DECISION!) ?? 'Unknown',
    review_advisory_committee: f.REVIEWADVISECOMM,
    advisory_committee: f.CLASSADVISECOMM,
    advisory_committee_description: PANEL_NAMES[f.CLASSADVISECOMM!] ?? '',
    product_code: f.PRODUCTCODE,
    statement_or_summary: f.STATEORSUMM,
    clearance_type: f.TYPE,
    third_party_flag: f.THIRDPARTY,
    expedited_review_flag: f.EXPEDITEDREVIEW,
    device_name: f.DEVICENAME,
    openfda: openFdaBlock(codes.get(f.PRODUCTCODE!)),
  };
}

/** A device-classification record of a foiclass row (Latin-1 text of its Windows-1252 bytes). */
export function openFdaClassification(foiclassLine: string) {
  const [panel, specialty, code, name, deviceClass, unclassified, gmpExempt, thirdParty, reviewCode, regulation, submissionType, definition, , , , implant, lifeSustain, malfunction] =
    fromWindows1252Latin1(foiclassLine).split('|').map((field) => field.trim());
  return {
    product_code: code,
    device_name: name,
    device_class: deviceClass,
    review_panel: panel,
    medical_specialty: specialty,
    medical_specialty_description: PANEL_NAMES[specialty ?? ''] ?? 'Unknown',
    regulation_number: regulation,
    definition,
    submission_type_id: submissionType,
    review_code: reviewCode,
    unclassified_reason: unclassified,
    gmp_exempt_flag: gmpExempt,
    third_party_flag: thirdParty,
    implant_flag: implant,
    life_sustain_support_flag: lifeSustain,
    summary_malfunction_reporting: malfunction,
    openfda: { fei_number: [], registration_number: [] },
  };
}
