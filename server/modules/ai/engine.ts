import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DataServices } from '../fda/data-services.ts';
import type { FdaSummaries } from '../fda/fetched-summaries/fda-summaries.ts';
import type { YearRange } from '../fda/http/year-range.ts';
import type { ReadAttachment } from '../documents/attachments/attached-document.ts';
import type {
  AiProfile,
  ChatTurn,
  ClassificationAnswer,
  ComparisonAnswer,
  FeatureExtractionAnswer,
  PredicatesAnswer,
  ProfilerProfile,
  ReportAnswer,
  RiskAnswer,
  SourceRef,
  TestStandardsAnswer,
  TestStandardsRow,
  ToolCall,
} from '../../../src/api/contracts/ai.ts';

/**
 * What the AI routes ask of an engine (DESIGN.md section 5). Inputs arrive validated and normalised by the
 * routes; the local engine and the LLM provider both implement it.
 */
export interface RegulatoryEngine {
  /** Loads what the first answers would otherwise load while a user waits (the classification indexes). */
  warmUp(): Promise<void>;
  classify(profile: AiProfile): Promise<ClassificationAnswer>;
  predicates(request: PredicatesInput): Promise<PredicatesAnswer>;
  compare(kNumbers: string[]): Promise<ComparisonAnswer>;
  extractFeature(request: FeatureInput): Promise<FeatureExtractionAnswer>;
  risk(request: RiskInput): Promise<RiskAnswer>;
  testStandards(request: StandardsInput): Promise<TestStandardsAnswer>;
  buildReport(request: ReportInput): Promise<ReportAnswer>;
  chatbot(request: ChatbotInput, signal: AbortSignal): AsyncIterable<StreamEvent>;
  profilerChat(request: ProfilerInput, signal: AbortSignal): AsyncIterable<StreamEvent>;
}

export interface PredicatesInput {
  productCode: string;
  profile: AiProfile;
}

export interface FeatureInput {
  kNumbers: string[];
  prompt: string;
  productCode: string | null;
}

export interface ProblemCount {
  problem: string;
  count: number;
}

export interface RiskInput {
  profile: AiProfile;
  /** When present, figures and level come from this code's risk snapshot and aggregates. */
  productCode: string | null;
  /** What the client already fetched (SPEC.md section 4 runs four data fetches first); null when not sent. */
  totalRecalls: number | null;
  totalMdrs: number | null;
  topDeviceProblems: ProblemCount[] | null;
  topPatientProblems: ProblemCount[] | null;
}

export interface StandardsInput {
  profile: AiProfile;
  productCode: string | null;
  topDeviceProblems: ProblemCount[];
  topPatientProblems: ProblemCount[];
  predicateKNumbers: string[];
}

export interface ReportInput {
  profile: AiProfile;
  productCode: string;
  predicateKNumbers: string[];
  /** The rows the user kept in the Tests and Standards step; computed afresh when absent. */
  standardsRows: TestStandardsRow[] | null;
  /** The years the risk section counts (the dashboard's range). */
  riskYears: YearRange;
  /** The day (YYYY-MM-DD) the user plans to send the 510(k); null when none was chosen. */
  plannedSubmission: string | null;
}

export interface ChatbotInput {
  message: string;
  history: ChatTurn[];
  productCode: string | null;
  /** The caller's pinned sources, newest first: what 'my pinned ...' questions are about. */
  pinned?: readonly SourceRef[];
}

export interface ProfilerInput {
  messages: ChatTurn[];
  profile: ProfilerProfile;
  /** Reads an attachment of the profile for the signed-in user (the route binds the user); absent, none is read. */
  readAttachment?: ReadAttachment;
}

/** One event of a streamed reply; ai.routes.ts writes each as a line (docs/stream.md). */
export type StreamEvent =
  | { kind: 'text'; content: string }
  | { kind: 'tool_call'; toolCall: ToolCall }
  | { kind: 'finalize'; content: string }
  | { kind: 'notice'; content: string }
  | { kind: 'sources'; sources: SourceRef[] };

/** What every local engine part is built from: the database and the data API's services. */
export interface EngineDeps {
  db: Kysely<Database>;
  data: DataServices;
  /** FDA's 510(k) summaries fetched on demand (FDA_FILES_BASE_URL); without it, the imported documents only. */
  fdaSummaries?: FdaSummaries;
}

/** A local part's answer: the engine composing the parts adds `engine`. */
export type LocalAnswer<T> = Omit<T, 'engine'>;
