import type { ClassificationScenario } from '../../../api/contracts/ai';
import type { Classification } from '../../../api/contracts/data';
import { normalizeDeviceClass } from './device-class';
import type { Scenario } from '../store';

/** A scenario before it has a place in the list. */
export type ScenarioDraft = Omit<Scenario, 'id' | 'order' | 'createdAt' | 'updatedAt'>;

/** A new scenario's id: made here so the list works before the server has seen it. */
export const newScenarioId = (): string => `scn_${crypto.randomUUID()}`;

/** The fields the data service's classification of a code fills (SPEC section 3). */
type DataFields = Omit<ScenarioDraft, 'productCode' | 'product_code' | 'aiReasoning' | 'confidence' | 'matchedTerms' | 'exampleKNumbers' | 'submissionPath' | 'pathNote'>;

export const normalizeProductCode = (code: string): string => code.trim().toUpperCase();

function fromData(data: Classification): DataFields {
  return {
    deviceName: data.deviceName,
    regulationNumber: data.regulationNumber,
    regulationDescription: data.regulationDescription,
    definition: data.definition,
    deviceClass: normalizeDeviceClass(data.deviceClass),
    deviceClassDescription: data.deviceClassDescription,
    reviewPanel: data.reviewPanel,
    reviewCode: data.reviewCode,
    medicalSpecialty: data.medicalSpecialty,
    medicalSpecialtyDescription: data.medicalSpecialtyDescription,
    unclassifiedReason: data.unclassifiedReason,
    avgTimeToClearence: data.avgTimeToClearence,
    recognizedStandards: data.recognizedStandards,
    tplcSnapshot: data.tplcSnapshot,
    clearedKNumbers: data.clearedKNumbers,
    implantFlag: data.implantFlag,
    thirdPartyFlag: data.thirdPartyFlag,
    lifeSustainSupportFlag: data.lifeSustainSupportFlag,
    gmpExemptFlag: data.gmpExemptFlag,
    summaryMalfunctionReporting: data.summaryMalfunctionReporting,
    openfdaKNumber: data.openfdaKNumber,
    openfdaRegistrationNumber: data.openfdaRegistrationNumber,
    openfdaFeiNumber: data.openfdaFeiNumber,
  };
}

/** What the AI's answer alone says of the code; the rest stays empty. */
function fromAnswerOnly(found: ClassificationScenario): DataFields {
  return {
    deviceName: found.device_name,
    regulationNumber: found.regulation_number,
    regulationDescription: found.regulation_description,
    definition: null,
    deviceClass: normalizeDeviceClass(found.device_class),
    deviceClassDescription: null,
    reviewPanel: found.review_panel,
    reviewCode: null,
    medicalSpecialty: null,
    medicalSpecialtyDescription: found.medical_specialty_description,
    unclassifiedReason: null,
    avgTimeToClearence: null,
    recognizedStandards: [],
    tplcSnapshot: null,
    clearedKNumbers: [],
    implantFlag: null,
    thirdPartyFlag: null,
    lifeSustainSupportFlag: null,
    gmpExemptFlag: null,
    summaryMalfunctionReporting: null,
    openfdaKNumber: [],
    openfdaRegistrationNumber: [],
    openfdaFeiNumber: [],
  };
}

/** A stored scenario's data fields, kept when the data service could not be read this time. */
function keptFrom({ id, productCode, product_code, aiReasoning, confidence, matchedTerms, exampleKNumbers, submissionPath, pathNote, order, createdAt, updatedAt, ...data }: Scenario): DataFields {
  return data;
}

/**
 * A scenario from the AI's answer: its reasoning and confidence, with the data service's classification of
 * the code when it was read, else the fields the list already held for the code, else the answer's own.
 */
export function scenarioDraft(found: ClassificationScenario, data: Classification | null, previous?: Scenario): ScenarioDraft {
  const productCode = normalizeProductCode(found.product_code);
  return {
    productCode,
    product_code: productCode,
    ...(data ? fromData(data) : previous ? keptFrom(previous) : fromAnswerOnly(found)),
    aiReasoning: found.reasoning,
    confidence: found.confidence,
    matchedTerms: found.matched_terms,
    exampleKNumbers: found.example_k_numbers,
    submissionPath: found.submission_path,
    pathNote: found.path_note,
  };
}

/** A scenario the user added by its code (the search box): the data service's classification, no AI reasoning. */
export function scenarioFromClassification(data: Classification): ScenarioDraft {
  const productCode = normalizeProductCode(data.productCode);
  return {
    productCode,
    product_code: productCode,
    ...fromData(data),
    aiReasoning: null,
    confidence: null,
    matchedTerms: [],
    exampleKNumbers: [],
    submissionPath: null,
    pathNote: null,
  };
}

export interface ScenarioMerge {
  scenarios: Scenario[];
  /** The product codes that were not in the list before, in list order. */
  added: string[];
}

/**
 * SPEC section 4: scenarios merge by product code. One already listed keeps its place (order, createdAt) and
 * takes the new fields; a new one is appended with order = count + 1. A code found twice counts once.
 */
export function mergeScenarios(existing: readonly Scenario[], found: readonly ScenarioDraft[], now: string, newId = newScenarioId): ScenarioMerge {
  const scenarios = [...existing];
  const added: string[] = [];
  const seen = new Set<string>();
  for (const draft of found) {
    const code = normalizeProductCode(draft.productCode);
    if (seen.has(code)) continue;
    seen.add(code);
    const index = scenarios.findIndex((scenario) => normalizeProductCode(scenario.productCode) === code);
    if (index >= 0) {
      const current = scenarios[index]!;
      scenarios[index] = { ...draft, id: current.id, order: current.order, createdAt: current.createdAt, updatedAt: now };
    } else {
      scenarios.push({ ...draft, id: newId(), order: scenarios.length + 1, createdAt: now, updatedAt: now });
      added.push(code);
    }
  }
  return { scenarios, added };
}
