import type { Scenario } from '../../../../src/api/contracts/scenarios.ts';
import { PANEL_NAMES, SUBMISSION_TYPES } from '../../../importer/datasets/premarket/fda-codes.ts';
import { deviceClassDescription, normaliseDeviceClass } from '../common/device-class.ts';
import { cfrSectionTitle, foiclassRecord } from './raw-fda-facts.ts';

const blankToNull = (text: string | undefined) => (text ? text : null);
const flag = (text: string | undefined) => (text === 'Y' ? true : text === 'N' ? false : null);

/**
 * For tests: the Scenario of a real product code as FDA's product classification file (and the CFR text for
 * the regulation's title) describe it; no K-numbers, no AI reasoning. `overrides` set the rest.
 */
export function scenarioFromFoiclass(productCode: string, order = 1, overrides: Partial<Scenario> = {}): Scenario {
  const record = foiclassRecord(productCode);
  if (!record) throw new Error(`${productCode} is not in foiclass`);
  const regulationNumber = blankToNull(record.REGULATIONNUMBER);
  return {
    id: `scn_${productCode.toLowerCase()}`,
    productCode,
    product_code: productCode,
    deviceName: record.DEVICENAME!,
    regulationNumber,
    regulationDescription: (regulationNumber && cfrSectionTitle(regulationNumber)) ?? null,
    definition: blankToNull(record.DEFINITION),
    deviceClass: normaliseDeviceClass(record.DEVICECLASS),
    deviceClassDescription: deviceClassDescription(record.DEVICECLASS ?? null, SUBMISSION_TYPES[record.SUBMISSION_TYPE_ID ?? ''] ?? null),
    reviewPanel: blankToNull(record.REVIEW_PANEL),
    reviewCode: blankToNull(record.REVIEWCODE),
    medicalSpecialty: blankToNull(record.MEDICALSPECIALTY),
    medicalSpecialtyDescription: PANEL_NAMES[record.MEDICALSPECIALTY ?? ''] ?? null,
    unclassifiedReason: blankToNull(record.UNCLASSIFIED_REASON),
    avgTimeToClearence: null,
    order,
    aiReasoning: null,
    createdAt: null,
    updatedAt: null,
    recognizedStandards: [],
    tplcSnapshot: null,
    clearedKNumbers: [],
    implantFlag: flag(record.Implant_Flag),
    thirdPartyFlag: flag(record.THIRDPARTYFLAG),
    lifeSustainSupportFlag: flag(record.Life_Sustain_support_flag),
    gmpExemptFlag: flag(record.GMPEXEMPTFLAG),
    summaryMalfunctionReporting: blankToNull(record.SummaryMalfunctionReporting),
    openfdaKNumber: [],
    openfdaRegistrationNumber: [],
    openfdaFeiNumber: [],
    confidence: null,
    matchedTerms: [],
    exampleKNumbers: [],
    submissionPath: null,
    pathNote: null,
    ...overrides,
  };
}
