import {
  AI_MESSAGES,
  AiProfileRequest,
  ChatbotRequest,
  CHATBOT_HISTORY_LIMIT,
  CompareQuery,
  CompareRequest,
  FeatureExtractionRequest,
  PredicatesRequest,
  ProfilerChatRequest,
  ReportRequest,
  RiskRequest,
  TestStandardsRequest,
  type AiProfile,
} from '../../../src/api/contracts/ai.ts';
import { ValidationError } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { readKNumber, readProductCode } from '../fda/http/request-inputs.ts';
import type { YearRange } from '../fda/http/year-range.ts';
import { RISK_FIRST_YEAR } from '../../../src/api/contracts/data.ts';
import { isIsoDay } from '../../../src/api/text/decision-dates.ts';
import type {
  ChatbotInput,
  FeatureInput,
  PredicatesInput,
  ProblemCount,
  ProfilerInput,
  ReportInput,
  RiskInput,
  StandardsInput,
} from './engine.ts';
import { hasRequiredFields, normaliseProfile } from './profile.ts';

/** A product code that may be left out (absent, null or blank); when given it must be valid. */
function optionalProductCode(raw: string | null | undefined, field: string): string | null {
  return (raw ?? '').trim() === '' ? null : readProductCode(raw ?? undefined, field);
}

function hasDeviceInformation(profile: AiProfile): boolean {
  return profile.device_name !== '' || profile.description !== '';
}

/** K-numbers trimmed, upper-cased and de-duplicated, in the order given. */
function readKNumbers(raw: readonly string[], field: string): string[] {
  return [...new Set(raw.filter((value) => value.trim() !== '').map((value) => readKNumber(value, field)))];
}

const splitList = (value: string) => value.split(',');

function problemCounts<T extends { count: number }>(rows: T[] | null | undefined, key: keyof T): ProblemCount[] | null {
  return rows ? rows.map((row) => ({ problem: String(row[key]), count: row.count })) : null;
}

/** POST classification/invoke: the three fields of SPEC.md section 5 must be filled. */
export function readClassificationInput(body: unknown): AiProfile {
  const profile = normaliseProfile(parse(AiProfileRequest, body ?? {}, 'body'));
  if (!hasRequiredFields(profile)) throw new ValidationError(AI_MESSAGES.requiredProfileFields, 'body');
  return profile;
}

export function readPredicatesInput(body: unknown): PredicatesInput {
  const request = parse(PredicatesRequest, body ?? {}, 'body');
  return { productCode: readProductCode(request.product_code, 'body.product_code'), profile: normaliseProfile(request) };
}

/** POST predicates/compare: k_numbers from the body (a list or comma-separated text) or the query. */
export function readCompareInput(body: unknown, query: unknown): string[] {
  const fromBody = parse(CompareRequest, body ?? {}, 'body').k_numbers;
  const fromQuery = parse(CompareQuery, query ?? {}, 'query', { strict: true }).k_numbers;
  const raw = fromBody ?? fromQuery ?? [];
  const kNumbers = readKNumbers(typeof raw === 'string' ? splitList(raw) : raw, 'body.k_numbers');
  if (kNumbers.length === 0) throw new ValidationError(AI_MESSAGES.noDevicesSelected, 'body.k_numbers');
  if (kNumbers.length < 2) throw new ValidationError(AI_MESSAGES.needTwoDevices, 'body.k_numbers');
  return kNumbers;
}

export function readFeatureInput(body: unknown): FeatureInput {
  const request = parse(FeatureExtractionRequest, body ?? {}, 'body');
  const prompt = (request.prompt ?? '').trim();
  if (prompt === '') throw new ValidationError(AI_MESSAGES.promptEmpty, 'body.prompt');
  const kNumbers = readKNumbers(request.k_numbers ?? [], 'body.k_numbers');
  if (kNumbers.length === 0) throw new ValidationError(AI_MESSAGES.noDevicesSelected, 'body.k_numbers');
  return { kNumbers, prompt, productCode: optionalProductCode(request.product_code, 'body.product_code') };
}

function recallTotal(raw: RiskRequest['total_recalls']): number | null {
  if (raw === undefined || raw === null) return null;
  return typeof raw === 'number' ? raw : raw.reduce((sum, row) => sum + row.count, 0);
}

function mdrTotal(raw: RiskRequest['total_mdrs']): number | null {
  if (raw === undefined || raw === null) return null;
  return typeof raw === 'number' ? raw : raw.total_count;
}

/** POST risk/invoke: the risk request of SPEC.md section 3, plus an optional product code. */
export function readRiskInput(body: unknown): RiskInput {
  const request = parse(RiskRequest, body ?? {}, 'body');
  const profile = normaliseProfile(request);
  if (!hasDeviceInformation(profile)) throw new ValidationError(AI_MESSAGES.riskDeviceInformation, 'body');
  return {
    profile,
    productCode: optionalProductCode(request.product_code, 'body.product_code'),
    totalRecalls: recallTotal(request.total_recalls),
    totalMdrs: mdrTotal(request.total_mdrs),
    topDeviceProblems: problemCounts(request.top_device_problems, 'device_problem'),
    topPatientProblems: problemCounts(request.top_patient_problems, 'patient_problem'),
  };
}

export function readStandardsInput(body: unknown): StandardsInput {
  const request = parse(TestStandardsRequest, body ?? {}, 'body');
  const profile = normaliseProfile(request);
  if (!hasDeviceInformation(profile)) throw new ValidationError(AI_MESSAGES.standardsDeviceInformation, 'body');
  return {
    profile,
    productCode: optionalProductCode(request.product_code, 'body.product_code'),
    topDeviceProblems: problemCounts(request.top_device_problems, 'device_problem') ?? [],
    topPatientProblems: problemCounts(request.top_patient_problems, 'patient_problem') ?? [],
    predicateKNumbers: readKNumbers(request.predicate_k_numbers ?? [], 'body.predicate_k_numbers'),
  };
}

export function readReportInput(body: unknown): ReportInput {
  const request = parse(ReportRequest, body ?? {}, 'body');
  return {
    profile: normaliseProfile(request),
    productCode: readProductCode(request.product_code, 'body.product_code'),
    predicateKNumbers: readKNumbers(request.predicate_k_numbers ?? [], 'body.predicate_k_numbers'),
    standardsRows: request.standards_rows ?? null,
    riskYears: readRiskYears(request.risk_years),
    plannedSubmission: readPlannedSubmission(request.planned_submission),
  };
}

function readPlannedSubmission(day: string | undefined): string | null {
  if (day === undefined) return null;
  if (!isIsoDay(day)) throw new ValidationError(`body.planned_submission must be a day written YYYY-MM-DD (was "${day}")`, 'body.planned_submission');
  return day;
}

/** The report's risk years: within 2002 and the current year, as the dashboard's slider offers them. */
function readRiskYears(years: { from_year: number; to_year: number } | undefined, currentYear = new Date().getUTCFullYear()): YearRange {
  if (years === undefined) return { fromYear: RISK_FIRST_YEAR, toYear: currentYear };
  for (const field of ['from_year', 'to_year'] as const) {
    if (years[field] < RISK_FIRST_YEAR || years[field] > currentYear) {
      throw new ValidationError(`body.risk_years.${field} must be a year from ${RISK_FIRST_YEAR} to ${currentYear} (was ${years[field]})`, `body.risk_years.${field}`);
    }
  }
  if (years.from_year > years.to_year) throw new ValidationError('body.risk_years.from_year must not be after to_year', 'body.risk_years.from_year');
  return { fromYear: years.from_year, toYear: years.to_year };
}

export function readChatbotInput(body: unknown): ChatbotInput {
  const request = parse(ChatbotRequest, body ?? {}, 'body');
  const message = (request.message ?? '').trim();
  if (message === '') throw new ValidationError(AI_MESSAGES.messageEmpty, 'body.message');
  return {
    message,
    history: (request.history ?? []).slice(-CHATBOT_HISTORY_LIMIT),
    productCode: optionalProductCode(request.product_code, 'body.product_code'),
  };
}

export function readProfilerInput(body: unknown): ProfilerInput {
  const request = parse(ProfilerChatRequest, body ?? {}, 'body');
  return { messages: request.messages, profile: request.profile ?? {} };
}
