import type {
  AiProfile,
  ComparisonAnswer,
  ReportSection,
  RiskAnswer,
  SourceRef,
  StandardsLabel,
  TestStandardsRow,
} from '../../../../src/api/contracts/ai.ts';
import type { Classification, Coverage, DeviceProblems, MdrTotals, PatientProblems, RecallsByClass } from '../../../../src/api/contracts/data.ts';
import { recallClassTotals } from '../../../../src/api/contracts/recall-classes.ts';
import type { ReviewTimeAverage } from '../../../../src/api/contracts/review-time.ts';
import { coverageCaption } from '../../../../src/api/text/coverage-caption.ts';
import { averageBasis } from '../../../../src/api/text/review-time.ts';
import type { CoveredList } from '../../fda/coverage/coverage.ts';
import type { YearRange } from '../../fda/http/year-range.ts';
import type { LocalAnswer } from '../engine.ts';

type Field = ReportSection['fields'][number];
type Table = ReportSection['tables'][number];

/** A predicate as the report lists it; `confidence` only when the engine chose it. */
export interface ReportPredicate {
  k_number: string;
  device_name: string | null;
  applicant: string | null;
  decision_date: string | null;
  confidence: number | null;
}

/** The source labels of SPEC.md section 2 (Tests and Standards). */
const STANDARDS_LABEL_TEXT: Record<StandardsLabel, string> = {
  'fda-consensus': 'FDA Consensus',
  ai: 'AI',
  guidance: 'Guidance Document',
  predicate: 'From Predicate',
  user: 'User Added',
};

const NOT_HELD = 'Not held in the data';
const orNotHeld = (value: string | null | undefined) => (value === null || value === undefined || value.trim() === '' ? NOT_HELD : value);

function section(id: ReportSection['id'], title: string, summary: string, fields: Field[] = [], tables: Table[] = []): ReportSection {
  return { id, title, summary, fields, tables };
}

export function profileSection(profile: AiProfile): ReportSection {
  const fields: Field[] = [
    { label: 'Device name', value: profile.device_name },
    { label: 'Description', value: profile.description },
    { label: 'Intended use', value: profile.intended_use },
    { label: 'Key specifications', value: profile.key_specs },
    { label: 'Functionality', value: profile.functionality },
    { label: 'References', value: profile.references },
    { label: 'Attachments', value: profile.attachments.map((attachment) => attachment.name).join(', ') },
  ].filter((field) => field.value !== '');
  const name = profile.device_name === '' ? 'The device' : profile.device_name;
  return section('profile', 'Device profile', `${name} as described in the device profile.`, fields);
}

/** The Scenario, its average clearance time with the decisions and years it rests on (`average`, issue 27). */
export function scenarioSection(scenario: Classification, average: ReviewTimeAverage | null): ReportSection {
  const regulation = scenario.regulationNumber
    ? `21 CFR ${scenario.regulationNumber}${scenario.regulationDescription ? ` (${scenario.regulationDescription})` : ''}`
    : null;
  const summary =
    `Product code ${scenario.productCode} (${scenario.deviceName}), ${scenario.deviceClass}` +
    `${regulation ? `, regulated under ${regulation}` : ', with no regulation number in the classification'}.`;
  return section('scenario', 'Chosen scenario', summary, [
    { label: 'Product code', value: scenario.productCode },
    { label: 'Device name', value: scenario.deviceName },
    { label: 'Device class', value: scenario.deviceClassDescription },
    { label: 'Regulation', value: orNotHeld(regulation) },
    { label: 'Review panel', value: orNotHeld(scenario.reviewPanel) },
    { label: 'Medical specialty', value: orNotHeld(scenario.medicalSpecialtyDescription) },
    { label: 'Submission path', value: orNotHeld(scenario.submissionType) },
    {
      label: 'Average time to clearance',
      value: scenario.avgTimeToClearence === null ? NOT_HELD : `${scenario.avgTimeToClearence} days${average ? ` ${averageBasis(average)}` : ''}`,
    },
    { label: 'Cleared K-numbers in the data', value: `${scenario.clearedKNumbersTotal}` },
  ]);
}

export function predicatesSection(predicates: readonly ReportPredicate[], chosenByUser: boolean, missing: readonly string[]): ReportSection {
  const how = chosenByUser
    ? `${predicates.length} predicate device${predicates.length === 1 ? '' : 's'} chosen in the Predicates step.`
    : `The ${predicates.length} best-ranked predicate candidate${predicates.length === 1 ? '' : 's'} within the product code (none were chosen).`;
  const left = missing.length > 0 ? ` Not in the data, so left out: ${missing.join(', ')}.` : '';
  const columns = ['K-number', 'Device name', 'Applicant', 'Decision date', ...(chosenByUser ? [] : ['Confidence'])];
  const rows = predicates.map((predicate) => [
    predicate.k_number,
    orNotHeld(predicate.device_name),
    orNotHeld(predicate.applicant),
    orNotHeld(predicate.decision_date),
    ...(chosenByUser ? [] : [`${predicate.confidence ?? 0}`]),
  ]);
  return section('predicates', 'Predicate devices', how + left, [], predicates.length > 0 ? [{ title: 'Predicates', columns, rows }] : []);
}

export function comparisonSection(comparison: LocalAnswer<ComparisonAnswer> | null): ReportSection {
  if (comparison === null || comparison.results.length < 2) {
    return section('comparison', 'Comparison', 'Fewer than two predicates, so there is no comparison table.');
  }
  const keys = [...new Set(comparison.results.flatMap((result) => result.comparison_keys))];
  const valueOf = (result: ComparisonAnswer['results'][number], key: string) => {
    const index = result.comparison_keys.indexOf(key);
    return index < 0 ? '' : (result.comparison_values[index] ?? '');
  };
  const rows = keys.map((key) => [key, ...comparison.results.map((result) => valueOf(result, key))]);
  return section(
    'comparison',
    'Comparison',
    `The predicates side by side on ${keys.length} fields from the data.`,
    [],
    [{ title: 'Comparison table', columns: ['Field', ...comparison.results.map((result) => result.k_number)], rows }],
  );
}

/** The dashboard's four cards for the report's years (server/modules/fda/risk/risk.service.ts). */
export interface RiskFigures {
  recalls: CoveredList<RecallsByClass>;
  mdrs: MdrTotals;
  deviceProblems: CoveredList<DeviceProblems>;
  patientProblems: CoveredList<PatientProblems>;
  sources: SourceRef[];
}

const yearSpan = ({ fromYear, toYear }: YearRange) => (fromYear === toYear ? `${fromYear}` : `${fromYear}–${toYear}`);
/** Where a card's figures come from: the files and their years, or openFDA and the day. */
function countedFrom(coverage: Coverage, what: string): string {
  if (!coverage.held && !coverage.live) return `The imported FDA files hold no ${what} for this product code, so an empty count here is not a zero.`;
  return (coverageCaption(coverage, what) ?? '').replace(/^Source: /, '');
}

export function riskSection(risk: LocalAnswer<RiskAnswer>, figures: RiskFigures, years: YearRange): ReportSection {
  const { recalls, mdrs, deviceProblems, patientProblems } = figures;
  const recallCount = recalls.list.reduce((sum, item) => sum + item.count, 0);
  const span = yearSpan(years);
  const tables: Table[] = [
    { title: `Recalls by device class, ${span}`, columns: ['Device class', 'Recalls'], rows: recalls.list.map((item) => [item.device_class, `${item.count}`]) },
    {
      title: `Recalls by FDA recall class (from FDA's enforcement reports), ${span}`,
      columns: ['FDA recall class', 'Recalls'],
      rows: (recallClassTotals(recalls.list) ?? []).map((item) => [item.recall_class ?? 'Class not known', `${item.count}`]),
    },
    { title: `Medical device reports by year, ${span}`, columns: ['Year', 'Reports'], rows: mdrs.line_chart.map((point) => [`${point.year}`, `${point.count}`]) },
    { title: `Top device problems, ${span}`, columns: ['Device problem', 'Reports'], rows: deviceProblems.list.map((item) => [item.device_problem, `${item.count}`]) },
    { title: `Top patient problems, ${span}`, columns: ['Patient problem', 'Reports'], rows: patientProblems.list.map((item) => [item.patient_problem, `${item.count}`]) },
  ];
  return section(
    'risk',
    'Risk snapshot',
    `${recallCount} recalls and ${mdrs.total_count} medical device reports in ${span}; risk level ${risk.risk_level} from every year the data holds.`,
    [
      { label: 'Years', value: span },
      { label: 'Recalls', value: `${recallCount}` },
      { label: 'Recalls counted from', value: countedFrom(recalls.coverage, 'recalls') },
      { label: 'Medical device reports', value: `${mdrs.total_count}` },
      { label: 'Reports counted from', value: countedFrom(mdrs.coverage, 'medical device reports') },
      { label: 'Device problems counted from', value: countedFrom(deviceProblems.coverage, 'device problems') },
      { label: 'Patient problems counted from', value: countedFrom(patientProblems.coverage, 'patient problems') },
      { label: 'Risk level (all years)', value: risk.risk_level },
      { label: 'Risk total (all years)', value: `${risk.risk_total}` },
      { label: 'Snapshot', value: risk.ai_snapshot },
    ],
    [...tables.filter((table) => table.rows.length > 0), ...(risk.highlights.length > 0 ? [{ title: 'Highlights', columns: ['Highlight'], rows: risk.highlights.map((line) => [line]) }] : [])],
  );
}

/** A standard with its replacement, when it was superseded or withdrawn. */
export function standardCell(row: TestStandardsRow): string {
  if (!row.status) return row.standard_reference;
  return `${row.standard_reference} (${row.status}${row.successor ? `: use ${row.successor}` : ''})`;
}

/** The recognition number and where it comes from. */
export function recognitionCell(row: TestStandardsRow): string {
  if (!row.recognition_number) return '';
  return row.recognition_source ? `${row.recognition_number} (${row.recognition_source})` : row.recognition_number;
}

/** The row's label, and the 510(k) it comes from (a guidance row's standard is the guidance's title already). */
export function sourceCell(row: TestStandardsRow): string {
  const label = STANDARDS_LABEL_TEXT[row.label];
  if (row.source?.kind === 'k_number') return `${label}: ${row.source.id}`;
  return label;
}

export function standardsSection(rows: readonly TestStandardsRow[], keptByUser: boolean): ReportSection {
  const summary = keptByUser
    ? `${rows.length} tests and standards kept in the Tests and Standards step.`
    : `${rows.length} tests and standards suggested for the device.`;
  const table: Table = {
    title: 'Tests and standards',
    columns: ['Category', 'Test and evaluation', 'Standard', 'Recognition number', 'Purpose', 'Source'],
    rows: rows.map((row) => [row.category, row.test_and_evaluation, standardCell(row), recognitionCell(row), row.purpose, sourceCell(row)]),
  };
  return section('standards', 'Tests and standards', summary, [], rows.length > 0 ? [table] : []);
}

export function sourcesSection(sources: readonly SourceRef[]): ReportSection {
  return section('sources', 'Sources', `${sources.length} records the report rests on.`, [], [
    { title: 'Sources', columns: ['Kind', 'ID', 'Label', 'URL'], rows: sources.map((source) => [source.kind, source.id, source.label, source.url ?? '']) },
  ]);
}
