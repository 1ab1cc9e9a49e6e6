import type { RiskLevel, StandardStatus, StandardsLabel } from '../../../api/contracts/ai';
import type { StepId } from '../../../app/workflow-steps';
import { usDate } from '../../../api/text/us-date';
import { yearsText } from '../../risk/rules/dashboard-rules';
import { isPlaceholder } from '../../tests-standards/rules/table-rules';

/**
 * The Finalize review (issue 14): what is missing or weak in the strategy, read from a plain snapshot of the
 * steps (ReviewInput), so that every check is a pure function. review-input.ts builds the snapshot from the
 * stores.
 */

/** The profile fields the review checks: the first three are required, the other two make the match better. */
export const REVIEW_PROFILE_FIELDS = ['device_name', 'description', 'intended_use', 'key_specifications', 'functionality'] as const;
export type ReviewProfileField = (typeof REVIEW_PROFILE_FIELDS)[number];
const REQUIRED_FIELDS: readonly ReviewProfileField[] = ['device_name', 'description', 'intended_use'];

/** The profiler's labels of those fields (device-profiler PROFILE_STEP_LABELS). */
export const PROFILE_FIELD_LABELS: Record<ReviewProfileField, string> = {
  device_name: 'Device Name',
  description: 'Description',
  intended_use: 'Intended Use',
  key_specifications: 'Key Specifications',
  functionality: 'Functionality',
};

export interface ReviewYears {
  startYear: number;
  endYear: number;
}

/** The selected scenario, as far as the review names it. */
export interface ReviewScenario {
  productCode: string;
  /** Its number in the scenario list ('Scenario 2'). */
  order: number;
  deviceName: string;
  deviceClass: string | null;
  regulationNumber: string | null;
}

/** A predicate listed for the code, with the recalls FDA's data ties to it. */
export interface ReviewPredicate {
  kNumber: string;
  deviceName: string | null;
  recallCount: number;
}

/** A Class I recall tied to an ancestor of a chosen predicate (its lineage at the default depth). */
export interface AncestorClassIRecall {
  ancestor: string;
  ancestorName: string | null;
  /** Generations back from the predicate: 1 is a predicate it cites. */
  generation: number;
  recallNumber: string;
  /** YYYY-MM-DD, the day FDA posted the recall. */
  datePosted: string;
}

/** The code's last risk analysis. */
export interface ReviewRisk {
  /** The years it was written for. */
  years: ReviewYears;
  level: RiskLevel;
  /** ISO time it was written. */
  updatedAt: string;
}

/** A tests-and-standards row. */
export interface ReviewStandardRow {
  test: string;
  standard: string;
  label: StandardsLabel;
  category: string;
  recognitionNumber: string | null;
  /** 'superseded' or 'withdrawn' with the standard that replaces it; null for a current standard. */
  replaced: { status: StandardStatus; successor: string | null } | null;
}

/** Everything the review reads, as plain data. */
export interface ReviewInput {
  profile: Record<ReviewProfileField, string>;
  /** The selected scenario; null when none is selected (the code's checks are then left out). */
  scenario: ReviewScenario | null;
  /** The code's listed predicates, in list order. */
  predicates: readonly ReviewPredicate[];
  /** The predicates chosen for the report ('Add to table'), in the order chosen. */
  chosenKNumbers: readonly string[];
  /** The Class I recalls in the ancestry of the chosen predicates whose lineage is known, by predicate, nearest first. */
  ancestorClassIRecalls: Readonly<Record<string, readonly AncestorClassIRecall[]>>;
  /** The K-numbers of the code's last successful comparison, and the last comparison's failure. */
  comparison: { comparedKNumbers: readonly string[]; error: string | null };
  /** The code's risk analysis, or null when none ran. */
  risk: ReviewRisk | null;
  /** The years the risk dashboard shows now. */
  dashboardYears: ReviewYears;
  /** The current year (the dashboard writes it 'Now'). */
  currentYear: number;
  /** The code's tests and standards rows, in table order. */
  standards: readonly ReviewStandardRow[];
}

/** The review's sections, in the order the strategy builds them. */
export const REVIEW_SECTIONS = ['profile', 'scenario', 'predicates', 'comparison', 'risk', 'standards'] as const;
export type ReviewSection = (typeof REVIEW_SECTIONS)[number];

export const SECTION_TITLES: Record<ReviewSection, string> = {
  profile: 'Device profile',
  scenario: 'Scenario',
  predicates: 'Predicates',
  comparison: 'Comparison',
  risk: 'Risk snapshot',
  standards: 'Tests and standards',
};

/** What the jump does on the gap's step beyond opening it. */
export type GapFocus = { kind: 'profile-panel' } | { kind: 'standards-category'; category: string } | { kind: 'predicate-graph'; kNumber: string };

export type GapSeverity = 'missing' | 'weak';

export interface Gap {
  /** Stable for the same input: 'profile.intended_use', 'predicate.recalled:K123456', 'standards.recognition:3'. */
  id: string;
  severity: GapSeverity;
  section: ReviewSection;
  /** The step where it is fixed. */
  step: StepId;
  /** A sentence naming what is missing or weak. */
  text: string;
  /** The fix button's text. */
  fix: string;
  /** Where the jump goes on that step, when there is more than opening it. */
  focus?: GapFocus;
}

const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;
/** Empty or 'N/A', as the tables show a placeholder for it. */
const isBlank = isPlaceholder;

/** The step where each section's gaps are fixed. */
const SECTION_STEPS: Record<ReviewSection, StepId> = {
  profile: 'device-profiler',
  scenario: 'classification',
  predicates: 'predicate',
  comparison: 'predicate',
  risk: 'risk',
  standards: 'tests-standards',
};

const gapOf = (section: ReviewSection, id: string, severity: GapSeverity, text: string, fix: string, focus?: GapFocus): Gap => ({
  id,
  severity,
  section,
  step: SECTION_STEPS[section],
  text,
  fix,
  ...(focus ? { focus } : {}),
});

const PROFILE_PANEL: GapFocus = { kind: 'profile-panel' };

/** The fields the review finds empty, in profile order. */
export function profileGaps(profile: ReviewInput['profile']): Gap[] {
  return REVIEW_PROFILE_FIELDS.filter((field) => isBlank(profile[field])).map((field) => {
    const label = PROFILE_FIELD_LABELS[field].toLowerCase();
    const required = REQUIRED_FIELDS.includes(field);
    const why = required ? 'the analyses and the report need it' : 'predicate matching and the report are weaker without it';
    return gapOf('profile', `profile.${field}`, required ? 'missing' : 'weak', `The device profile has no ${label}: ${why}.`, `Add the ${label}`, PROFILE_PANEL);
  });
}

function predicateGaps(input: ReviewInput, code: string): Gap[] {
  if (input.chosenKNumbers.length === 0) {
    const text =
      input.predicates.length === 0
        ? `No predicate devices are listed for ${code}, so none is chosen for the 510(k).`
        : `No predicate is chosen for ${code}: 'Add to table' on the ones the 510(k) will cite.`;
    return [gapOf('predicates', 'predicate.none', 'missing', text, 'Choose a predicate')];
  }
  const recalls = new Map(input.predicates.map((device) => [device.kNumber, device.recallCount]));
  return input.chosenKNumbers.flatMap((kNumber) => [
    ...((recalls.get(kNumber) ?? 0) > 0
      ? [gapOf('predicates', `predicate.recalled:${kNumber}`, 'weak', `${kNumber}, a chosen predicate, has ${plural(recalls.get(kNumber)!, 'recall')} in FDA's data.`, 'Review the predicate')]
      : []),
    ...ancestryGaps(kNumber, input.ancestorClassIRecalls[kNumber] ?? []),
  ]);
}

const generationsBack = (generation: number) => (generation === 1 ? 'a predicate it cites' : `an ancestor ${generation} generations back`);

/** A chosen predicate whose ancestry holds a Class I recall: the nearest one named (ancestor, recall number, date), the others counted. */
function ancestryGaps(kNumber: string, recalls: readonly AncestorClassIRecall[]): Gap[] {
  const [nearest, ...others] = recalls;
  if (!nearest) return [];
  const ancestor = `${nearest.ancestor}${nearest.ancestorName ? ` (${nearest.ancestorName})` : ''}`;
  const more = others.length > 0 ? ` The ancestry holds ${plural(others.length, 'more Class I recall')}.` : '';
  const text =
    `${kNumber}, a chosen predicate, has a Class I recall in its ancestry: ${ancestor}, ${generationsBack(nearest.generation)}, ` +
    `was recalled under Class I recall ${nearest.recallNumber}, posted ${usDate(nearest.datePosted)}.${more}`;
  return [gapOf('predicates', `predicate.class-i-ancestry:${kNumber}`, 'weak', text, 'Review the lineage', { kind: 'predicate-graph', kNumber })];
}

function comparisonGaps(input: ReviewInput): Gap[] {
  const chosen = input.chosenKNumbers;
  // With no predicate chosen, the predicate gap says all there is to say.
  if (chosen.length === 0) return [];
  const gap = (text: string, fix: string): Gap[] => [gapOf('comparison', 'comparison.missing', 'weak', text, fix)];
  if (chosen.length === 1) return gap(`Only 1 predicate is chosen (${chosen[0]}): a comparison needs at least 2.`, 'Choose a second predicate');
  const compared = new Set(input.comparison.comparedKNumbers);
  const notCompared = chosen.filter((kNumber) => !compared.has(kNumber));
  if (notCompared.length === 0) return [];
  const which = notCompared.length === chosen.length ? `The ${chosen.length} chosen predicates have` : `${notCompared.join(', ')} ${notCompared.length === 1 ? 'has' : 'have'}`;
  return input.comparison.error
    ? gap(`${which} not been compared: the last comparison failed (${input.comparison.error}).`, 'Compare the predicates')
    : gap(`${which} not been compared yet.`, 'Compare the predicates');
}

function riskGaps(input: ReviewInput, code: string): Gap[] {
  const { risk, dashboardYears, currentYear } = input;
  if (risk === null) return [gapOf('risk', 'risk.none', 'missing', `No risk analysis has been run for ${code}.`, 'Run the risk analysis')];
  if (risk.years.startYear === dashboardYears.startYear && risk.years.endYear === dashboardYears.endYear) return [];
  const text = `The risk snapshot was written for ${yearsText(risk.years, currentYear)}, but the risk dashboard now shows ${yearsText(dashboardYears, currentYear)}.`;
  return [gapOf('risk', 'risk.years', 'weak', text, 'Refresh the risk snapshot')];
}

/** A row's name in a sentence: its standard, else its test, else its row number. */
const rowName = (row: ReviewStandardRow, index: number): string =>
  !isBlank(row.standard) ? row.standard.trim() : !isBlank(row.test) ? row.test.trim() : `Row ${index + 1}`;

function rowGaps(row: ReviewStandardRow, index: number): Gap[] {
  const category = row.category.trim();
  const focus: GapFocus | undefined = category ? { kind: 'standards-category', category } : undefined;
  const gaps: Gap[] = [];
  if (row.label === 'fda-consensus' && isBlank(row.recognitionNumber)) {
    const text = `${rowName(row, index)}, an FDA consensus standard, has no FDA recognition number.`;
    gaps.push(gapOf('standards', `standards.recognition:${index}`, 'weak', text, 'Check the standard', focus));
  }
  if (row.replaced) {
    const { status, successor } = row.replaced;
    const text = `${rowName(row, index)} is ${status}${successor ? `: plan ${successor} instead` : ''}.`;
    gaps.push(gapOf('standards', `standards.${status}:${index}`, 'weak', text, 'Update the standard', focus));
  }
  const [noStandard, noTest] = [isBlank(row.standard), isBlank(row.test)];
  if (row.label === 'user' && (noStandard || noTest)) {
    const text =
      noStandard && noTest
        ? `Row ${index + 1}, added by you, has neither a test nor a standard.`
        : `${rowName(row, index)}, a row added by you, has ${noStandard ? 'no standard' : 'no test'}.`;
    gaps.push(gapOf('standards', `standards.user-row:${index}`, 'weak', text, 'Complete the row', focus));
  }
  return gaps;
}

function standardsGaps(input: ReviewInput, code: string): Gap[] {
  if (input.standards.length === 0) return [gapOf('standards', 'standards.none', 'missing', `No tests or standards are planned for ${code}.`, 'Plan the tests and standards')];
  return input.standards.flatMap(rowGaps);
}

/** Every gap of the strategy, section by section in REVIEW_SECTIONS order. */
export function reviewGaps(input: ReviewInput): Gap[] {
  const gaps = profileGaps(input.profile);
  const { scenario } = input;
  if (scenario === null) {
    const text = 'No scenario is selected: choose the product code the 510(k) will be filed under.';
    return [...gaps, gapOf('scenario', 'scenario.none', 'missing', text, 'Select a scenario')];
  }
  const code = scenario.productCode;
  return [...gaps, ...predicateGaps(input, code), ...comparisonGaps(input), ...riskGaps(input, code), ...standardsGaps(input, code)];
}

export interface SectionSummary {
  section: ReviewSection;
  title: string;
  /** One line with the section's state and counts. */
  status: string;
}

const NO_SCENARIO = 'No scenario selected';

function scenarioStatus({ order, productCode, deviceName, deviceClass, regulationNumber }: ReviewScenario): string {
  const details = [deviceClass === 'Unknown' ? null : deviceClass, regulationNumber && `regulation ${regulationNumber}`].filter(Boolean);
  return `Scenario ${order}: ${productCode}, ${deviceName}${details.length > 0 ? ` (${details.join(', ')})` : ''}`;
}

function predicatesStatus(input: ReviewInput): string {
  const listed = input.predicates.length;
  if (listed === 0 && input.chosenKNumbers.length === 0) return 'No predicates listed';
  const chosen = input.chosenKNumbers.length;
  const line = `${chosen === 0 ? 'No predicate' : plural(chosen, 'predicate')} chosen of ${listed} listed`;
  const recalls = new Map(input.predicates.map((device) => [device.kNumber, device.recallCount]));
  const recalled = input.chosenKNumbers.filter((kNumber) => (recalls.get(kNumber) ?? 0) > 0).length;
  const classIAncestry = input.chosenKNumbers.filter((kNumber) => (input.ancestorClassIRecalls[kNumber] ?? []).length > 0).length;
  return [line, recalled > 0 ? `${recalled} with recalls` : null, classIAncestry > 0 ? `${classIAncestry} with a Class I recall in their ancestry` : null]
    .filter(Boolean)
    .join('; ');
}

function comparisonStatus(input: ReviewInput): string {
  const chosen = input.chosenKNumbers;
  if (chosen.length === 0) return 'Nothing to compare: no predicate chosen';
  if (chosen.length === 1) return 'Nothing to compare: 1 predicate chosen';
  const compared = new Set(input.comparison.comparedKNumbers);
  const done = chosen.filter((kNumber) => compared.has(kNumber)).length;
  return done === chosen.length ? `${chosen.length} predicates compared` : `${done} of ${chosen.length} chosen predicates compared`;
}

function riskStatus(input: ReviewInput): string {
  const { risk } = input;
  if (risk === null) return 'No risk analysis';
  return `${risk.level} risk, written ${usDate(risk.updatedAt.slice(0, 10))} for ${yearsText(risk.years, input.currentYear)}`;
}

function standardsStatus(input: ReviewInput): string {
  const rows = input.standards;
  if (rows.length === 0) return 'No tests and standards';
  const consensus = rows.filter((row) => row.label === 'fda-consensus');
  const parts = [
    consensus.length > 0 ? `${consensus.length} FDA consensus (${consensus.filter((row) => !isBlank(row.recognitionNumber)).length} with a recognition number)` : null,
    rows.some((row) => row.label === 'user') ? `${rows.filter((row) => row.label === 'user').length} added by you` : null,
  ].filter((part): part is string => part !== null);
  const line = plural(rows.length, 'test or standard', 'tests and standards');
  return parts.length > 0 ? `${line}: ${parts.join(', ')}` : line;
}

/** One status line per section, with its counts ('2 predicates chosen of 5 listed'). */
export function reviewSummary(input: ReviewInput): SectionSummary[] {
  const filled = REVIEW_PROFILE_FIELDS.filter((field) => !isBlank(input.profile[field])).length;
  const { scenario } = input;
  const status: Record<ReviewSection, string> = {
    profile: `${filled} of ${REVIEW_PROFILE_FIELDS.length} profile fields filled`,
    scenario: scenario ? scenarioStatus(scenario) : NO_SCENARIO,
    predicates: scenario ? predicatesStatus(input) : NO_SCENARIO,
    comparison: scenario ? comparisonStatus(input) : NO_SCENARIO,
    risk: scenario ? riskStatus(input) : NO_SCENARIO,
    standards: scenario ? standardsStatus(input) : NO_SCENARIO,
  };
  return REVIEW_SECTIONS.map((section) => ({ section, title: SECTION_TITLES[section], status: status[section] }));
}

/** The gaps of one section. */
export const gapsOfSection = (gaps: readonly Gap[], section: ReviewSection): Gap[] => gaps.filter((gap) => gap.section === section);
