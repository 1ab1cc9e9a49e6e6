import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mdrDateCountAnswer, problemCountAnswer, recallNumbersAnswer } from './fixture-figures.ts';

/** The folder of openFDA's error bodies (fixtures/README.md says where each comes from). */
export const FIXTURE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');

/**
 * An answer of the stand-in: to this endpoint and query, this status and body. The body is an openFDA error
 * body of fixtures/ (`file`) or a data answer computed from the FDA files of FDA_DATA_DIR (`answer`); an entry
 * with both (a data entry spread with another `file`) answers with the file.
 */
export type StandInFixture = {
  path: '/device/event.json' | '/device/recall.json';
  search: string;
  count: string;
  limit?: number;
  status: number;
} & ({ file: string } | { answer: () => unknown });

/** The years of the NAY problem answers: those the MAUDE web exports' NAY reports were received in (2023-2024), and 2025. */
export const NAY_PROBLEM_YEARS = { fromYear: 2023, toYear: 2025 };
/** The years of the NAY recall answer. */
export const NAY_RECALL_YEARS = { fromYear: 2010, toYear: 2015 };

/** The value of compute, computed on the first call only. */
function computedOnce<T>(compute: () => T): () => T {
  let computed: { value: T } | undefined;
  return () => (computed ??= { value: compute() }).value;
}

/** The stand-in's data answers, computed from the FDA files of FDA_DATA_DIR by fixture-figures.ts, once per test worker. */
export const NAY_ANSWERS = {
  mdrsByDay: computedOnce(() => mdrDateCountAnswer('NAY')),
  deviceProblems: computedOnce(() => problemCountAnswer('NAY', 'device')),
  patientProblems: computedOnce(() => problemCountAnswer('NAY', 'patient')),
  recallNumbers: computedOnce(() => recallNumbersAnswer('NAY', NAY_RECALL_YEARS.fromYear, NAY_RECALL_YEARS.toYear)),
};

const event = '/device/event.json' as const;
const nayReports = 'device.device_report_product_code:"NAY"';
const nayProblemSearch = `${nayReports} AND date_received:[${NAY_PROBLEM_YEARS.fromYear}0101 TO ${NAY_PROBLEM_YEARS.toYear}1231]`;

/** What the stand-in answers by default: NAY's counts from the local files, and openFDA's "no match" for JAK. */
export const FIXTURES: StandInFixture[] = [
  { path: event, search: nayReports, count: 'date_received', status: 200, answer: NAY_ANSWERS.mdrsByDay },
  { path: event, search: nayProblemSearch, count: 'product_problems.exact', limit: 1000, status: 200, answer: NAY_ANSWERS.deviceProblems },
  { path: event, search: nayProblemSearch, count: 'patient.patient_problems.exact', limit: 1000, status: 200, answer: NAY_ANSWERS.patientProblems },
  {
    path: '/device/recall.json',
    search: `product_code:"NAY" AND event_date_posted:[${NAY_RECALL_YEARS.fromYear}0101 TO ${NAY_RECALL_YEARS.toYear}1231]`,
    count: 'product_res_number.exact',
    limit: 1000,
    status: 200,
    answer: NAY_ANSWERS.recallNumbers,
  },
  { path: event, search: 'device.device_report_product_code:"JAK"', count: 'date_received', status: 404, file: 'not-found.json' },
];

/** An openFDA error body of fixtures/. */
export function fixtureJson(file: string): unknown {
  return JSON.parse(readFileSync(path.join(FIXTURE_DIR, file), 'utf8'));
}

/** The body a fixture answers with (see StandInFixture). */
export const fixtureBody = (fixture: StandInFixture): unknown => ('file' in fixture ? fixtureJson(fixture.file) : fixture.answer());
