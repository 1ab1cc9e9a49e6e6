import { basicDate, dayNumber, dayOf } from './calendar.ts';
import type { MaudeModel } from './maude-model.ts';

/**
 * openFDA's count API over the stand-in's data: `search` is clauses joined by AND, each `field:"value"`,
 * `field:value` or `field:[YYYYMMDD TO YYYYMMDD]`; `count` is a field (keyword fields with or without
 * `.exact`). Date fields are counted one bucket a day ({time: 'YYYYMMDD'}), others by term, most first, at
 * most `limit` (100 unless asked, 1000 at most). No match is openFDA's 404 'No matches found!'.
 */

export type CountResult = { status: number; body: unknown };

type Clause = { field: string; value: string } | { field: string; from: string; to: string };

/** Searchable records: every field a string, dates as YYYY-MM-DD. */
export type FactRecord = Readonly<Record<string, string>>;

export interface CountSources {
  maude: MaudeModel;
  /** The last day of the published data: openFDA's last_updated, and no MAUDE report after it. */
  lastDay: string;
  facts: { recall: readonly FactRecord[]; enforcement: readonly FactRecord[] };
  dateFields: ReadonlySet<string>;
  meta: (lastUpdated: string) => Record<string, unknown>;
}

const error = (status: number, code: string, message: string): CountResult => ({ status, body: { error: { code, message } } });
const NO_MATCH = error(404, 'NOT_FOUND', 'No matches found!');

function parseSearch(search: string): Clause[] | null {
  const clauses: Clause[] = [];
  for (const part of search.split(/\s+AND\s+/)) {
    const match = /^([\w.]+):(?:"([^"]*)"|\[(\d{8}) TO (\d{8})\]|([^\s"[\]]+))$/.exec(part.trim());
    if (!match) return null;
    const [, field, quoted, from, to, bare] = match;
    clauses.push(from ? { field: field!, from: from!, to: to! } : { field: field!, value: (quoted ?? bare)! });
  }
  return clauses;
}

const isoOf = (basic: string) => `${basic.slice(0, 4)}-${basic.slice(4, 6)}-${basic.slice(6, 8)}`;

function answer(buckets: Map<string, number>, isDate: boolean, limit: number, meta: Record<string, unknown>): CountResult {
  if (buckets.size === 0) return NO_MATCH;
  const results = isDate
    ? [...buckets].sort(([a], [b]) => (a < b ? -1 : 1)).map(([day, count]) => ({ time: basicDate(day), count }))
    : [...buckets].sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1)).slice(0, limit).map(([term, count]) => ({ term, count }));
  return { status: 200, body: { meta, results } };
}

function countMaude(clauses: Clause[], count: string, limit: number, sources: CountSources): CountResult {
  let code: string | null = null;
  let from = -Infinity;
  let to = dayNumber(sources.lastDay);
  for (const clause of clauses) {
    if (clause.field === 'device.device_report_product_code' && 'value' in clause) code = clause.value;
    else if (clause.field === 'date_received' && 'from' in clause) {
      from = Math.max(from, dayNumber(isoOf(clause.from)));
      to = Math.min(to, dayNumber(isoOf(clause.to)));
    } else return error(400, 'BAD_REQUEST', `The stand-in does not search device/event.json by ${clause.field}`);
  }
  if (code === null) return error(400, 'BAD_REQUEST', 'The stand-in counts device/event.json by device.device_report_product_code only');
  const reports = sources.maude.reportsOf(code);
  const buckets = new Map<string, number>();
  const key: ((i: number) => string) | null =
    count === 'date_received'
      ? (i) => dayOf(reports.days[i]!)
      : count === 'product_problems.exact' || count === 'product_problems'
        ? (i) => sources.maude.deviceTerms[reports.deviceProblem[i]!]!
        : count === 'patient.patient_problems.exact' || count === 'patient.patient_problems'
          ? (i) => sources.maude.patientTerms[reports.patientProblem[i]!]!
          : count === 'device.device_report_product_code.exact' || count === 'device.device_report_product_code'
            ? () => code
            : null;
  if (key === null) return error(400, 'BAD_REQUEST', `The stand-in does not count device/event.json by ${count}`);
  for (let i = 0; i < reports.days.length; i++) {
    if (reports.days[i]! < from || reports.days[i]! > to) continue;
    const k = key(i);
    buckets.set(k, (buckets.get(k) ?? 0) + 1);
  }
  return answer(buckets, count === 'date_received', limit, sources.meta(sources.lastDay));
}

function countFacts(records: readonly FactRecord[], clauses: Clause[], count: string, limit: number, sources: CountSources): CountResult {
  const field = count.replace(/\.exact$/, '');
  const tests = clauses.map((clause) =>
    'value' in clause
      ? (record: FactRecord) => record[clause.field] === clause.value
      : (record: FactRecord) => {
          const day = record[clause.field];
          return day !== undefined && day >= isoOf(clause.from) && day <= isoOf(clause.to);
        },
  );
  const buckets = new Map<string, number>();
  for (const record of records) {
    if (!tests.every((test) => test(record))) continue;
    const value = record[field];
    if (value === undefined || value === '') continue;
    buckets.set(value, (buckets.get(value) ?? 0) + 1);
  }
  return answer(buckets, sources.dateFields.has(field), limit, sources.meta(sources.lastDay));
}

/** The answer to `GET /device/<endpoint>.json?search=...&count=...&limit=...`. */
export function countAnswer(endpoint: string, params: URLSearchParams, sources: CountSources): CountResult {
  const search = params.get('search');
  const count = params.get('count');
  const limit = Number(params.get('limit') ?? 100);
  if (!count) return error(400, 'BAD_REQUEST', 'The stand-in answers counts only: give count=<field>');
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) return error(400, 'BAD_REQUEST', 'Limit must be an integer from 1 to 1000');
  const clauses = search ? parseSearch(search) : [];
  if (clauses === null) return error(400, 'BAD_REQUEST', `Syntax error in the search: ${search}`);
  if (endpoint === 'event') return countMaude(clauses, count, limit, sources);
  if (endpoint === 'recall' || endpoint === 'enforcement') return countFacts(sources.facts[endpoint], clauses, count, limit, sources);
  return error(404, 'NOT_FOUND', 'Not Found');
}
