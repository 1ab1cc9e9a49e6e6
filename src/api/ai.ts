import type { ApiClients } from './clients';
import {
  ClassificationAnswer,
  ComparisonAnswer,
  FeatureExtractionAnswer,
  PredicatesAnswer,
  ReportAnswer,
  RiskAnswer,
  TestStandardsAnswer,
  type AiProfileRequest,
  type FeatureExtractionRequest,
  type PredicatesRequest,
  type ReportRequest,
  type RiskRequest,
  type TestStandardsRequest,
} from './contracts/ai';
import type { DeviceProblems, PatientProblems } from './contracts/data';
import { postJson } from './json';

/**
 * The problem lists as the data service returns them. The contracts build their problem-count type from a
 * computed key, which TypeScript reads as an index signature that no real list fits, so the bodies here
 * name the lists' own types.
 */
interface ProblemLists {
  top_device_problems?: DeviceProblems | null;
  top_patient_problems?: PatientProblems | null;
}

type WithProblemLists<R> = Omit<R, keyof ProblemLists> & ProblemLists;

/** The AI service calls of SPEC section 7 that the workflow steps make, typed by their contracts. */
export function aiApi({ ai }: Pick<ApiClients, 'ai'>) {
  return {
    classify: (profile: AiProfileRequest): Promise<ClassificationAnswer> =>
      postJson(ai, '/classification/invoke', profile, ClassificationAnswer),

    predicates: (body: PredicatesRequest): Promise<PredicatesAnswer> => postJson(ai, '/predicates/invoke', body, PredicatesAnswer),

    /** SPEC section 7: the K-numbers go in the body and the query. */
    compare: (kNumbers: readonly string[]): Promise<ComparisonAnswer> =>
      postJson(ai, `/predicates/compare?k_numbers=${encodeURIComponent(kNumbers.join(','))}`, { k_numbers: [...kNumbers] }, ComparisonAnswer),

    featureExtraction: (body: FeatureExtractionRequest): Promise<FeatureExtractionAnswer> =>
      postJson(ai, '/predicates/feature-extraction-v2', body, FeatureExtractionAnswer),

    risk: (body: WithProblemLists<RiskRequest>): Promise<RiskAnswer> => postJson(ai, '/risk/invoke', body, RiskAnswer),

    testStandards: (body: WithProblemLists<TestStandardsRequest>): Promise<TestStandardsAnswer> =>
      postJson(ai, '/test-standards/invoke', body, TestStandardsAnswer),

    /** The strategy report's content (DESIGN section 8); the browser lays it out as DOCX and PDF. */
    report: (body: ReportRequest): Promise<ReportAnswer> => postJson(ai, '/report/build', body, ReportAnswer),
  };
}

export type AiApi = ReturnType<typeof aiApi>;
