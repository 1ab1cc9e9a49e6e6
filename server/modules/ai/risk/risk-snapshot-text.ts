import type { RiskLevel } from '../../../../src/api/contracts/ai.ts';
import { RISK_FIRST_YEAR, type Coverage, type MdrTotals } from '../../../../src/api/contracts/data.ts';
import { LOW_RISK_MAX_TOTAL, MEDIUM_RISK_MAX_TOTAL, type RiskTotal } from '../../../../src/api/contracts/risk-level.ts';
import type { ProblemCount } from '../engine.ts';
import type { RecallRecord, RecallTally, RecallYear } from './recall-history.repository.ts';

/** The product code the figures are of, as the classification data names it. */
export interface ProductFacts {
  code: string;
  name: string;
  classDescription: string;
}

/** The code's recalls in the recall export; `coverage` is the export's own (FDA's whole database for its years). */
export interface RecallFacts {
  coverage: Coverage;
  count: number;
  byYear: RecallYear[];
  rootCauses: RecallTally[];
  classes: RecallTally[];
  latest: RecallRecord[];
}

export interface ProblemFacts {
  list: ProblemCount[];
  coverage: Coverage;
}

/** The code's MAUDE figures: totals by year, device problems (those the risk level counts) and patient problems. */
export interface MdrFacts {
  totals: MdrTotals;
  deviceProblems: ProblemFacts;
  patientProblems: ProblemFacts;
}

/** What the client sent (SPEC.md section 4 fetches these first); null where it sent nothing. */
export interface RequestFigures {
  totalRecalls: number | null;
  totalMdrs: number | null;
  topDeviceProblems: ProblemCount[] | null;
  topPatientProblems: ProblemCount[] | null;
}

export interface RiskFacts {
  deviceName: string;
  level: RiskLevel;
  total: RiskTotal;
  request: RequestFigures;
  /** Null when no product code was given: the figures are then the request's. */
  data: { product: ProductFacts; recalls: RecallFacts; mdrs: MdrFacts } | null;
}

export interface RiskText {
  snapshot: string;
  highlights: string[];
}

const PROBLEMS_NAMED = 3;
const HIGHLIGHTS_MAX = 6;
const REASON_MAX_CHARS = 220;

const LEVEL_MEANING: Record<RiskLevel, string> = {
  LOW: 'LOW means few post-market signals are on record in these files.',
  MEDIUM: 'MEDIUM means a moderate number of post-market signals are on record; the problems and recall causes below are worth addressing in the design and tests.',
  HIGH: 'HIGH means many post-market signals are on record; expect the submission to be read against the problems and recall causes below.',
};

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

function span(first: number | null, last: number | null): string {
  if (first === null || last === null) return 'undated';
  return first === last ? `${first}` : `${first}-${last}`;
}

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 3).trimEnd()}...`;
}

/** The text as a sentence: ending in a full stop unless it already ends in one. */
function sentence(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function peak<T extends { count: number }>(items: readonly T[]): T | undefined {
  return items.reduce<T | undefined>((best, item) => (best === undefined || item.count > best.count ? item : best), undefined);
}

function countList(items: readonly { name: string; count: number }[]): string {
  return items
    .slice(0, PROBLEMS_NAMED)
    .map(({ name, count }) => `${name} (${count})`)
    .join(', ');
}

const problemList = (problems: readonly ProblemCount[]) => countList(problems.map(({ problem, count }) => ({ name: problem, count })));
const tallyList = (tallies: readonly RecallTally[]) => countList(tallies.map(({ value, count }) => ({ name: value, count })));

function levelParagraph({ deviceName, level, total, data }: RiskFacts): string {
  const subject = deviceName === '' ? 'the device' : deviceName;
  const sum =
    `Risk level for ${subject}: ${level}. Total ${total.total} = ${plural(total.entries, 'adverse-event entry', 'adverse-event entries')}` +
    ` + ${total.reports} reports naming them + ${plural(total.recalls, 'recall')} (${LOW_RISK_MAX_TOTAL} or less is LOW, up to ${MEDIUM_RISK_MAX_TOTAL} MEDIUM, above ${MEDIUM_RISK_MAX_TOTAL} HIGH).`;
  const product = data
    ? ` ${data.product.code} (${data.product.name}) is ${data.product.classDescription}.`
    : ' No product code was given, so these figures are the ones sent with the request, not looked up in the FDA data.';
  return `${sum} ${LEVEL_MEANING[level]} The level counts records, not their severity.${product}`;
}

/** The recalls by FDA's recall class, and how many of them FDA's enforcement reports give no class. */
function recallClassSentence({ classes, count }: RecallFacts): string {
  const unknown = count - classes.reduce((sum, { count: n }) => sum + n, 0);
  return `By FDA recall class: ${tallyList(classes)}${unknown > 0 ? `; class not known for ${unknown}` : ''}.`;
}

function recallParagraph(code: string, recalls: RecallFacts, requested: number | null): string {
  if (!recalls.coverage.held) {
    const sent = requested === null ? '' : ` The request reports ${plural(requested, 'recall')}.`;
    return `The local files do not hold FDA's recall export, so no recall figure for ${code} comes from the data.${sent}`;
  }
  if (recalls.count === 0) {
    return `FDA's recall export (recalls posted ${span(recalls.coverage.firstYear, recalls.coverage.lastYear)}) lists none for ${code}.`;
  }
  const busiest = peak(recalls.byYear);
  const years = recalls.byYear.length > 0 ? `, posted ${span(recalls.byYear[0]!.year, recalls.byYear.at(-1)!.year)}` : '';
  const parts = [
    `FDA's recall export lists ${plural(recalls.count, 'recall')} for ${code}${years}` +
      (busiest && recalls.byYear.length > 1 ? `, most in ${busiest.year} (${busiest.count}).` : '.'),
  ];
  if (recalls.classes.length > 0) parts.push(recallClassSentence(recalls));
  if (recalls.rootCauses.length > 0) parts.push(`Most frequent root causes: ${tallyList(recalls.rootCauses)}.`);
  const latest = recalls.latest[0];
  if (latest) {
    const who = [latest.recalling_firm && `by ${latest.recalling_firm}`, latest.trade_name && `(${clip(latest.trade_name, 80)})`]
      .filter(Boolean)
      .join(' ');
    const reason = latest.reason ? `: ${clip(latest.reason, REASON_MAX_CHARS)}` : '';
    parts.push(sentence(`The most recent is ${latest.recall_number}, posted ${latest.date_posted ?? 'undated'}${who ? ` ${who}` : ''}${reason}`));
  }
  const earlier = recalls.latest.slice(1).map((recall) => `${recall.recall_number} (${recall.date_posted ?? 'undated'})`);
  if (earlier.length > 0) parts.push(`Before it: ${earlier.join(', ')}.`);
  return parts.join(' ');
}

function trend({ line_chart: chart }: MdrTotals): string {
  if (chart.length <= 6) return `By year: ${chart.map(({ year, count }) => `${year} ${count}`).join(', ')}.`;
  const first = chart[0]!;
  const last = chart.at(-1)!;
  const top = peak(chart)!;
  return `From ${first.count} in ${first.year} to ${last.count} in ${last.year}, peaking in ${top.year} (${top.count}).`;
}

function requestProblems(kind: string, problems: ProblemCount[] | null): string {
  return problems && problems.length > 0 ? ` The request lists these top ${kind} problems: ${problemList(problems)}.` : '';
}

/** The code's most reported problems of a kind; where the files carry none, the request's (if sent). */
function problemSentence(kind: string, code: string, problems: ProblemFacts, requested: ProblemCount[] | null): string {
  if (problems.list.length > 0) return `Most reported ${kind} problems: ${problemList(problems.list)}.`;
  return `The imported reports for ${code} carry no ${kind} problem codes, so none can be named from the data.${requestProblems(kind, requested)}`;
}

function mdrParagraph(code: string, mdrs: MdrFacts, request: RequestFigures): string {
  const { totals, deviceProblems, patientProblems } = mdrs;
  if (!totals.coverage.held) {
    const sent = request.totalMdrs === null ? '' : ` The request reports ${plural(request.totalMdrs, 'MDR')}.`;
    return (
      `The local MAUDE files do not hold reports for ${code}, so no MDR figure comes from the data (this is not a zero).${sent}` +
      requestProblems('device', request.topDeviceProblems) +
      requestProblems('patient', request.topPatientProblems)
    );
  }
  const chart = totals.line_chart;
  const received = chart.length > 0 ? span(chart[0]!.year, chart.at(-1)!.year) : `in ${RISK_FIRST_YEAR} or later`;
  const parts = [
    `The imported MAUDE files (${totals.coverage.sources.join(', ')}) hold ${plural(totals.total_count, 'MDR')} for ${code} received ` +
      `${received}; they are samples, so FDA's full count may be higher.`,
  ];
  if (chart.length > 0) parts.push(trend(totals));
  if (deviceProblems.list.length === 0 && patientProblems.list.length === 0) {
    parts.push(
      `The imported reports for ${code} carry no device or patient problem codes, so none can be named from the data.` +
        requestProblems('device', request.topDeviceProblems) +
        requestProblems('patient', request.topPatientProblems),
    );
  } else {
    parts.push(problemSentence('device', code, deviceProblems, request.topDeviceProblems));
    parts.push(problemSentence('patient', code, patientProblems, request.topPatientProblems));
  }
  return parts.join(' ');
}

function requestParagraph(request: RequestFigures): string {
  const parts = [
    request.totalRecalls === null ? 'The request sends no recall count.' : `The request reports ${plural(request.totalRecalls, 'recall')}.`,
    request.totalMdrs === null ? 'It sends no MDR count.' : `It reports ${plural(request.totalMdrs, 'MDR')}.`,
  ];
  return parts.join(' ') + requestProblems('device', request.topDeviceProblems) + requestProblems('patient', request.topPatientProblems);
}

function highlights({ level, total, request, data }: RiskFacts): string[] {
  const lines = [`Risk level ${level} (total ${total.total})`];
  if (data === null) {
    lines.push('No product code given: figures are those sent with the request');
    lines.push(request.totalRecalls === null ? 'Recalls: none sent' : `Recalls (sent): ${request.totalRecalls}`);
    const top = request.topDeviceProblems?.[0];
    if (top) lines.push(`Top device problem (sent): ${top.problem} (${top.count})`);
    return lines;
  }
  const { recalls, mdrs } = data;
  if (!recalls.coverage.held) lines.push('Recalls: the local files do not hold the recall export');
  else lines.push(recalls.count === 0 ? 'Recalls: none in the recall export' : `Recalls: ${recalls.count}, most recent ${recalls.latest[0]?.recall_number ?? 'undated'}`);
  if (!mdrs.totals.coverage.held) lines.push(`MDRs: the local MAUDE files hold none for ${data.product.code}`);
  else {
    const top = peak(mdrs.totals.line_chart);
    lines.push(`MDRs: ${mdrs.totals.total_count}${top ? `, peak ${top.year} (${top.count})` : ''}`);
  }
  const device = mdrs.deviceProblems.list[0];
  if (device) lines.push(`Top device problem: ${device.problem} (${device.count})`);
  const patient = mdrs.patientProblems.list[0];
  if (patient) lines.push(`Top patient problem: ${patient.problem} (${patient.count})`);
  const cause = recalls.rootCauses[0];
  if (cause) lines.push(`Top recall root cause: ${cause.value} (${cause.count})`);
  return lines.slice(0, HIGHLIGHTS_MAX);
}

/** The written risk snapshot and its highlights: every figure in them is one of the facts. */
export function writeRiskText(facts: RiskFacts): RiskText {
  const paragraphs = [levelParagraph(facts)];
  if (facts.data === null) paragraphs.push(requestParagraph(facts.request));
  else {
    const { product, recalls, mdrs } = facts.data;
    paragraphs.push(recallParagraph(product.code, recalls, facts.request.totalRecalls), mdrParagraph(product.code, mdrs, facts.request));
  }
  return { snapshot: paragraphs.join('\n\n'), highlights: highlights(facts) };
}
