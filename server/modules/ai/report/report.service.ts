import type { ReportAnswer, SourceRef, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { NotFoundError } from '../../../http/errors.ts';

import type { EngineDeps, LocalAnswer, RegulatoryEngine, ReportInput } from '../engine.ts';
import type { YearRange } from '../../fda/http/year-range.ts';
import { datasetSource, distinctSources, kNumberSource, productCodeSource, regulationSource } from '../../../../src/api/text/fda-source-refs.ts';
import {
  comparisonSection,
  predicatesSection,
  profileSection,
  riskSection,
  scenarioSection,
  sourcesSection,
  standardsSection,
  type ReportPredicate,
  type RiskFigures,
} from './report-sections.ts';
import { reviewTimeSection } from './review-time-section.ts';

/** The sources the kept rows link to (each row's standard, 510(k) or guidance). */
const rowSources = (rows: readonly TestStandardsRow[]): SourceRef[] => rows.flatMap((row) => (row.source ? [row.source] : []));

/** Predicates the report lists when the user chose none: the engine's best-ranked. */
const RANKED_PREDICATES_SHOWN = 3;

export type ReportEngineDeps = EngineDeps & {
  engine: Pick<RegulatoryEngine, 'predicates' | 'compare' | 'risk' | 'testStandards'>;
};

interface PredicatesPart {
  predicates: ReportPredicate[];
  missing: string[];
  sources: SourceRef[];
}

interface StandardsPart {
  rows: TestStandardsRow[];
  sources: SourceRef[];
}

/** report/build on the local engine: the 510(k) strategy report of DESIGN.md section 8, in eSTAR-like sections. */
export function createReportEngine({ data, engine }: ReportEngineDeps) {
  /** The K-numbers the user chose, as the data holds them; those it does not hold are named, not invented. */
  async function chosenPredicates(kNumbers: readonly string[]): Promise<PredicatesPart> {
    const devices = await Promise.all(
      kNumbers.map((kNumber) =>
        data.devices.device(kNumber).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        }),
      ),
    );
    const held = devices.filter((device) => device !== null);
    return {
      predicates: held.map(({ k_number, device_name, applicant, decision_date }) => ({ k_number, device_name, applicant, decision_date, confidence: null })),
      missing: kNumbers.filter((_, index) => devices[index] === null),
      sources: held.map((device) => kNumberSource(device.k_number, device.device_name)),
    };
  }

  async function rankedPredicates(input: ReportInput): Promise<PredicatesPart> {
    const answer = await engine.predicates({ productCode: input.productCode, profile: input.profile });
    const top = answer.results.slice(0, RANKED_PREDICATES_SHOWN);
    const shown = new Set(top.map((candidate) => candidate.k_number));
    return {
      predicates: top.map(({ k_number, device_name, applicant, decision_date, scores }) => ({
        k_number,
        device_name,
        applicant,
        decision_date,
        confidence: scores.final.confidence_score,
      })),
      missing: [],
      sources: answer.sources.filter((source) => source.kind !== 'k_number' || shown.has(source.id)),
    };
  }

  async function standards(input: ReportInput, predicateKNumbers: string[]): Promise<StandardsPart> {
    if (input.standardsRows !== null) return { rows: input.standardsRows, sources: rowSources(input.standardsRows) };
    const [device, patient] = await Promise.all([
      data.risk.topDeviceProblems(input.productCode, input.riskYears),
      data.risk.topPatientProblems(input.productCode, input.riskYears),
    ]);
    const answer = await engine.testStandards({
      profile: input.profile,
      productCode: input.productCode,
      topDeviceProblems: device.list.map(({ device_problem, count }) => ({ problem: device_problem, count })),
      topPatientProblems: patient.list.map(({ patient_problem, count }) => ({ problem: patient_problem, count })),
      predicateKNumbers,
    });
    return { rows: answer.rows, sources: answer.sources };
  }

  /** The dashboard's four cards for the report's years, with the files (or openFDA) they come from. */
  async function riskFiguresOf(productCode: string, years: YearRange): Promise<RiskFigures> {
    const [recalls, mdrs, deviceProblems, patientProblems] = await Promise.all([
      data.risk.totalRecalls(productCode, years),
      data.risk.totalMdrs(productCode, years),
      data.risk.topDeviceProblems(productCode, years),
      data.risk.topPatientProblems(productCode, years),
    ]);
    const coverages = [recalls.coverage, mdrs.coverage, deviceProblems.coverage, patientProblems.coverage];
    const files = [...new Set(coverages.flatMap((coverage) => (coverage.held && !coverage.live ? coverage.sources : [])))];
    return {
      recalls,
      mdrs,
      deviceProblems,
      patientProblems,
      sources: files.map((file) => datasetSource(file, 'FDA file')),
    };
  }

  return {
    async buildReport(input: ReportInput): Promise<LocalAnswer<ReportAnswer>> {
      // Throws NotFoundError(DATA_MESSAGES.noScenario) for a code the data does not hold, before any other work.
      const scenario = await data.classification.classification(input.productCode);
      const chosenByUser = input.predicateKNumbers.length > 0;

      const predicatesPart = chosenByUser ? chosenPredicates(input.predicateKNumbers) : rankedPredicates(input);
      const kNumbersPart = predicatesPart.then((part) => part.predicates.map((predicate) => predicate.k_number));
      const [predicates, comparison, risk, riskFigures, standardsPart, reviewTime] = await Promise.all([
        predicatesPart,
        kNumbersPart.then((kNumbers) => (kNumbers.length >= 2 ? engine.compare(kNumbers) : null)),
        engine.risk({
          profile: input.profile,
          productCode: input.productCode,
          totalRecalls: null,
          totalMdrs: null,
          topDeviceProblems: null,
          topPatientProblems: null,
        }),
        riskFiguresOf(input.productCode, input.riskYears),
        // Chosen predicates are known at once; ranked ones are waited for, as the standards use their practice.
        chosenByUser ? standards(input, input.predicateKNumbers) : kNumbersPart.then((kNumbers) => standards(input, kNumbers)),
        data.reviewTime.reviewTime(scenario.productCode),
      ]);

      const sources = distinctSources([
        productCodeSource(scenario.productCode, scenario.deviceName),
        ...(scenario.regulationNumber ? [regulationSource(scenario.regulationNumber, scenario.regulationDescription)] : []),
        ...predicates.sources,
        ...(comparison?.sources ?? []),
        ...risk.sources,
        ...riskFigures.sources,
        ...standardsPart.sources,
      ]);
      const deviceName = input.profile.device_name === '' ? scenario.deviceName : input.profile.device_name;
      return {
        title: `510(k) strategy: ${deviceName} (${scenario.productCode})`,
        generated_at: new Date().toISOString(),
        product_code: scenario.productCode,
        sections: [
          profileSection(input.profile),
          scenarioSection(scenario, reviewTime.average),
          reviewTimeSection(reviewTime, input.plannedSubmission),
          predicatesSection(predicates.predicates, chosenByUser, predicates.missing),
          comparisonSection(comparison),
          riskSection(risk, riskFigures, input.riskYears),
          standardsSection(standardsPart.rows, input.standardsRows !== null),
          sourcesSection(sources),
        ],
        sources,
      };
    },
  };
}
