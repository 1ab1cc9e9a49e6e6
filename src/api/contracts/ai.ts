import { type } from 'arktype';
import { DeviceClass } from './data.ts';

/**
 * The AI service (/api/ai/v1, SPEC.md section 7). Requests carry the device profile as the spec sends it
 * (device_name, description, intended_use, key_specs, functionality, references, attachments; role is not
 * sent). Every JSON answer says which engine produced it and lists the records it rests on.
 */

/** The messages of SPEC.md section 5, word for word, plus Clearway's own for what the spec leaves open. */
export const AI_MESSAGES = {
  requiredProfileFields: 'Please fill in all required fields: device name, description, and intended use.',
  riskDeviceInformation: 'Device information is required for risk API',
  standardsDeviceInformation: 'Device information is required for Test and Standards API',
  promptEmpty: 'Prompt cannot be empty.',
  noProductCode: 'No product code selected.',
  riskNoProductCode: 'No product code or device name available for risk analysis',
  standardsNoProductCode: 'No product code available for test and standards analysis',
  noDevicesSelected: 'Please select devices to compare.',
  needTwoDevices: 'At least 2 devices are required for comparison',
  messageEmpty: 'Message cannot be empty.',
} as const;

/** A file attached to the profile: a bare name, or what the upload returned. */
export const AiAttachment = type({
  name: 'string',
  /** The storage key of an uploaded file, for a fresh read link (GET /s3/url). */
  'object_key?': 'string | null',
  'url?': 'string | null',
  'content_type?': 'string | null',
  'size?': 'number | null',
});
export type AiAttachment = typeof AiAttachment.infer;

const text = 'string | null';

/**
 * The profile fields as the AI calls receive them; every one optional and possibly null. `role` is taken and
 * not used (SPEC section 3 leaves it out; a client sending the whole profile sends it).
 */
export const AiProfileFields = {
  'role?': text,
  'device_name?': text,
  'description?': text,
  'intended_use?': text,
  'key_specs?': text,
  'functionality?': text,
  'references?': text,
  'attachments?': type('string').or(AiAttachment).array().or('null'),
} as const;

export const AiProfileRequest = type(AiProfileFields);
export type AiProfileRequest = typeof AiProfileRequest.infer;

/** The profile after normalisation: trimmed texts ('' when absent), attachments as objects. */
export interface AiProfile {
  device_name: string;
  description: string;
  intended_use: string;
  key_specs: string;
  functionality: string;
  references: string;
  attachments: AiAttachment[];
}

/** Which engine answered. `note` says why the local engine answered when a model was configured. */
export const EngineInfo = type({
  provider: "'local' | 'llm'",
  model: 'string | null',
  note: 'string | null',
});
export type EngineInfo = typeof EngineInfo.infer;

/** A record an answer rests on; `url` is FDA's public page for it when one exists. */
export const SourceKind = type(
  "'product_code' | 'k_number' | 'regulation' | 'recall' | 'mdr' | 'standard' | 'guidance' | 'problem_code' | 'pma' | 'dataset'",
);
export type SourceKind = typeof SourceKind.infer;
export const SourceRef = type({ kind: SourceKind, id: 'string', label: 'string', url: 'string | null' });
export type SourceRef = typeof SourceRef.infer;

const answer = { engine: EngineInfo, sources: SourceRef.array() } as const;

// --- classification/invoke -------------------------------------------------------------------------------

/** The premarket path FDA's classification gives the code (SUBMISSION_TYPE_ID), in words. */
export const SubmissionPath = type(
  "'510(k)' | '510(k) exempt' | 'PMA' | 'De Novo' | 'HDE' | 'Contact FDA' | 'Enforcement discretion' | 'EUA' | 'Unknown'",
);
export type SubmissionPath = typeof SubmissionPath.infer;

export const ClassificationScenario = type({
  product_code: 'string',
  device_name: 'string',
  device_class: DeviceClass,
  regulation_number: 'string | null',
  regulation_description: 'string | null',
  review_panel: 'string | null',
  medical_specialty_description: 'string | null',
  /** 0 to 100; the labels of SPEC.md section 4 apply (80 High, 60 Medium, 40 Low). */
  confidence: '0 <= number <= 100',
  reasoning: 'string',
  matched_terms: 'string[]',
  example_k_numbers: 'string[]',
  submission_path: SubmissionPath,
  /** Set when the code is not a 510(k) path: exempt, PMA, De Novo, HDE and so on, in a sentence. */
  path_note: 'string | null',
});
export type ClassificationScenario = typeof ClassificationScenario.infer;

export const ClassificationAnswer = type({
  results: ClassificationScenario.array(),
  research_insights: 'string',
  ...answer,
});
export type ClassificationAnswer = typeof ClassificationAnswer.infer;

// --- predicates/invoke -----------------------------------------------------------------------------------

export const PredicatesRequest = type({ 'product_code?': 'string', ...AiProfileFields });
export type PredicatesRequest = typeof PredicatesRequest.infer;

export const Assessment = type({ confidence_score: '0 <= number <= 100', reasoning: 'string' });
export type Assessment = typeof Assessment.infer;

export const RecallRef = type({
  recall_number: 'string',
  recall_class: 'string | null',
  date_posted: 'string | null',
  reason: 'string | null',
});
export type RecallRef = typeof RecallRef.infer;

export const PredicateCandidate = type({
  k_number: 'string',
  device_name: 'string | null',
  applicant: 'string | null',
  product_code: 'string',
  decision_date: 'string | null',
  decision_description: 'string | null',
  /** Days from receipt to decision. */
  processing_time: 'number.integer | null',
  statement_or_summary: 'string | null',
  summary_pdf_url: 'string | null',
  predicate_devices: 'string[]',
  postdicate_devices: 'string[]',
  predicate_relationship_summary: 'string',
  /** Recalls the data ties to this device (same code and firm, posted after clearance). */
  recalled: 'boolean',
  recalls: RecallRef.array(),
  /** 1-based position in the ranking. */
  rank: 'number.integer >= 1',
  scores: {
    deviceDescription: Assessment,
    intendedUse: Assessment,
    characteristics: Assessment,
    final: Assessment,
  },
});
export type PredicateCandidate = typeof PredicateCandidate.infer;

export const PredicatesAnswer = type({
  product_code: 'string',
  results: PredicateCandidate.array(),
  research_insights: 'string',
  ...answer,
});
export type PredicatesAnswer = typeof PredicatesAnswer.infer;

export const PREDICATES_LIMIT = 10;

// --- predicates/compare and predicates/feature-extraction-v2 --------------------------------------------

export const CompareRequest = type({ 'k_numbers?': 'string[] | string' });
export const CompareQuery = type({ 'k_numbers?': 'string' });

/** A device's 510(k) summary fetched from FDA's host on demand: where, when (YYYY-MM-DD), and the rows it filled. */
export const FetchedSummaryRef = type({ url: 'string', fetched_at: 'string', keys: 'string[]' });
export type FetchedSummaryRef = typeof FetchedSummaryRef.infer;

export const ComparisonResult = type({
  k_number: 'string',
  comparison_keys: 'string[]',
  comparison_values: 'string[]',
  'fetched_summary?': FetchedSummaryRef,
});
export type ComparisonResult = typeof ComparisonResult.infer;

export const ComparisonAnswer = type({ results: ComparisonResult.array(), ...answer });
export type ComparisonAnswer = typeof ComparisonAnswer.infer;

export const FeatureExtractionRequest = type({
  'k_numbers?': 'string[]',
  'prompt?': 'string',
  'product_code?': 'string',
});
export type FeatureExtractionRequest = typeof FeatureExtractionRequest.infer;

export const FeatureResult = type({
  /** The answer for this device, or 'N/A' when its documents do not answer the question. */
  summary_feature: 'string',
  /** The passage the answer was taken from, and the document it is in. */
  passage: 'string | null',
  document: "'510k_summary' | 'decision_summary' | null",
});
export type FeatureResult = typeof FeatureResult.infer;

export const FeatureExtractionAnswer = type({
  title: 'string',
  feature_results: type({ '[string]': FeatureResult }),
  ...answer,
});
export type FeatureExtractionAnswer = typeof FeatureExtractionAnswer.infer;

export const NOT_AVAILABLE = 'N/A';

// --- risk/invoke -----------------------------------------------------------------------------------------

const problemCount = (field: string) => type({ [field]: 'string', count: 'number.integer >= 0' });

export const RiskRequest = type({
  ...AiProfileFields,
  /** Not in the spec's risk request; when present the level is computed from this code's risk snapshot. */
  'product_code?': 'string',
  'total_recalls?': type({ device_class: 'string', count: 'number.integer >= 0' }).array().or('number.integer >= 0').or('null'),
  'total_mdrs?': type({ total_count: 'number.integer >= 0', 'line_chart?': type({ year: 'number.integer', count: 'number.integer >= 0' }).array() })
    .or('number.integer >= 0')
    .or('null'),
  'top_device_problems?': problemCount('device_problem').array().or('null'),
  'top_patient_problems?': problemCount('patient_problem').array().or('null'),
});
export type RiskRequest = typeof RiskRequest.infer;

export const RiskLevel = type("'LOW' | 'MEDIUM' | 'HIGH'");
export type RiskLevel = typeof RiskLevel.infer;

export const RiskAnswer = type({
  product_code: 'string | null',
  risk_level: RiskLevel,
  /** entries + sum of counts + recalls (SPEC.md section 4), from the same figures the card uses. */
  risk_total: 'number.integer >= 0',
  /** The written snapshot; every figure in it comes from the data. */
  ai_snapshot: 'string',
  highlights: 'string[]',
  ...answer,
});
export type RiskAnswer = typeof RiskAnswer.infer;

// --- test-standards/invoke -------------------------------------------------------------------------------

export const StandardsLabel = type("'fda-consensus' | 'ai' | 'guidance' | 'predicate' | 'user'");
export type StandardsLabel = typeof StandardsLabel.infer;

export const StandardStatus = type("'superseded' | 'withdrawn'");
export type StandardStatus = typeof StandardStatus.infer;

export const TestStandardsRow = type({
  test_and_evaluation: 'string',
  standard_reference: 'string',
  purpose: 'string',
  label: StandardsLabel,
  category: 'string',
  /** FDA recognition number (e.g. '19-49') where known. */
  'recognition_number?': 'string | null',
  /** Why the row applies to this device, in a sentence. */
  'rationale?': 'string | null',
  /** Where the recognition number comes from: the catalogue, or the 510(k) documents that state it. */
  'recognition_source?': 'string | null',
  /** 'superseded' by a newer edition or another standard, or 'withdrawn' by FDA; current when absent. */
  'status?': StandardStatus.or('null'),
  /** The standard that replaces a superseded or withdrawn one. */
  'successor?': 'string | null',
  /** What the row comes from: the standards database, the predicate's 510(k), the guidance's docket. */
  'source?': SourceRef.or('null'),
});
export type TestStandardsRow = typeof TestStandardsRow.infer;

export const TestStandardsRequest = type({
  ...AiProfileFields,
  'product_code?': 'string | null',
  'top_device_problems?': problemCount('device_problem').array().or('null'),
  'top_patient_problems?': problemCount('patient_problem').array().or('null'),
  'predicate_k_numbers?': type('string[]').or('null'),
});
export type TestStandardsRequest = typeof TestStandardsRequest.infer;

export const TestStandardsAnswer = type({ rows: TestStandardsRow.array(), ai_snapshot: 'string', ...answer });
export type TestStandardsAnswer = typeof TestStandardsAnswer.infer;

// --- report/build ----------------------------------------------------------------------------------------

export const ReportRequest = type({
  ...AiProfileFields,
  'product_code?': 'string',
  'predicate_k_numbers?': 'string[]',
  'standards_rows?': TestStandardsRow.array(),
  /** The years of the risk section (the dashboard's range, both included); every year from 2002 when absent. */
  'risk_years?': type({ from_year: 'number.integer', to_year: 'number.integer' }),
  /** The day (YYYY-MM-DD) the user plans to send the 510(k), chosen in the review-time forecast; none chosen when absent. */
  'planned_submission?': 'string',
});
export type ReportRequest = typeof ReportRequest.infer;

export const ReportField = type({ label: 'string', value: 'string' });
export const ReportTable = type({ columns: 'string[]', rows: 'string[][]' });

/** One eSTAR-like section of the strategy report (DESIGN.md section 8). */
export const ReportSection = type({
  id: "'profile' | 'scenario' | 'review-time' | 'predicates' | 'comparison' | 'risk' | 'standards' | 'sources'",
  title: 'string',
  summary: 'string',
  fields: ReportField.array(),
  tables: type({ '...': ReportTable, title: 'string' }).array(),
});
export type ReportSection = typeof ReportSection.infer;

export const ReportAnswer = type({
  title: 'string',
  generated_at: 'string',
  product_code: 'string',
  sections: ReportSection.array(),
  ...answer,
});
export type ReportAnswer = typeof ReportAnswer.infer;

// --- streams: chatbot/stream and device-profiler-v2/chat (docs/stream.md) ---------------------------------

export const ChatTurn = type({ role: "'user' | 'assistant'", content: 'string' });
export type ChatTurn = typeof ChatTurn.infer;

export const CHATBOT_HISTORY_LIMIT = 50;

export const ChatbotRequest = type({
  'message?': 'string',
  'history?': ChatTurn.array(),
  'conversation_id?': 'string',
  /** The product code of the scenario the user is looking at, if any. */
  'product_code?': 'string | null',
});
export type ChatbotRequest = typeof ChatbotRequest.infer;

/** The fields update_device_profile may set (SPEC.md section 4). */
export const PROFILE_FIELDS = [
  'role',
  'device_name',
  'description',
  'intended_use',
  'key_specifications',
  'functionality',
  'references',
  'attachments',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** The profile as the profiler sees it: each field's current value (absent or '' when empty). */
export const ProfilerProfile = type({
  'role?': text,
  'device_name?': text,
  'description?': text,
  'intended_use?': text,
  'key_specifications?': text,
  'functionality?': text,
  'references?': text,
  'attachments?': type('string').or(AiAttachment).array().or('null'),
  'finalize?': 'boolean | null',
});
export type ProfilerProfile = typeof ProfilerProfile.infer;

export const ProfilerChatRequest = type({
  messages: ChatTurn.array(),
  'profile?': ProfilerProfile,
  'conversation_id?': 'string',
});
export type ProfilerChatRequest = typeof ProfilerChatRequest.infer;

export const UpdateDeviceProfileArguments = type({
  field: type.enumerated(...PROFILE_FIELDS),
  value: 'string | string[]',
  /** 0 to 100; models may send numeric text. */
  confidence_score: 'number | string | null',
  /** The attached document the value was read from (its file name); absent when the user gave it. */
  'source?': 'string | null',
});
export type UpdateDeviceProfileArguments = typeof UpdateDeviceProfileArguments.infer;

export const UPDATE_DEVICE_PROFILE = 'update_device_profile';

export const ToolCall = type({
  id: 'string',
  name: `'${UPDATE_DEVICE_PROFILE}'`,
  arguments: UpdateDeviceProfileArguments,
});
export type ToolCall = typeof ToolCall.infer;

/**
 * One JSON line of a stream (docs/stream.md). Plain text chunks carry only content and is_complete; the
 * others name their event.
 */
export const StreamChunk = type({
  content: 'string',
  is_complete: 'boolean',
  'event?': "'tool_call' | 'finalize' | 'notice' | 'sources'",
  'tool_call?': ToolCall,
  'sources?': SourceRef.array(),
});
export type StreamChunk = typeof StreamChunk.infer;

export const STREAM_DATA_PREFIX = 'data:';
export const STREAM_DONE = '[DONE]';
/** A line holding this carries the error message after it: `data: [ERROR] The model stopped.` */
export const STREAM_ERROR_DELIMITER = '[ERROR]';
