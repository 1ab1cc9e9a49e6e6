import type { ReportAnswer, SourceRef, TestStandardsRow } from '../../../../src/api/contracts/ai.ts';
import { RISK_FIRST_YEAR } from '../../../../src/api/contracts/data.ts';
import { NotFoundError } from '../../../http/errors.ts';

import type { EngineDeps, LocalAnswer, RegulatoryEngine, ReportInput } from '../engine.ts';
import { distinctSources, kNumberSource, productCodeSource, regulationSource } from '../text/fda-source-refs.ts';
import {
  comparisonSection,
  predicatesSection,
  profileSection,
  riskSection,
  scenarioSection,
  sourcesSection,
  standardsSection,
  type ReportPredicate,
} from './report-sections.ts';

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
    if (input.standardsRows !== null) return { rows: input.standardsRows, sources: [] };
    const years = { fromYear: RISK_FIRST_YEAR, toYear: new Date().getUTCFullYear() };
    const [device, patient] = await Promise.all([
      data.risk.topDeviceProblems(input.productCode, years),
      data.risk.topPatientProblems(input.productCode, years),
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

  return {
    async buildReport(input: ReportInput): Promise<LocalAnswer<ReportAnswer>> {
      // Throws NotFoundError(DATA_MESSAGES.noScenario) for a code the data does not hold, before any other work.
      const scenario = await data.classification.classification(input.productCode);
      const chosenByUser = input.predicateKNumbers.length > 0;

      const predicatesPart = chosenByUser ? chosenPredicates(input.predicateKNumbers) : rankedPredicates(input);
      const kNumbersPart = predicatesPart.then((part) => part.predicates.map((predicate) => predicate.k_number));
      const [predicates, comparison, risk, standardsPart] = await Promise.all([
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
        // Chosen predicates are known at once; ranked ones are waited for, as the standards use their practice.
        chosenByUser ? standards(input, input.predicateKNumbers) : kNumbersPart.then((kNumbers) => standards(input, kNumbers)),
      ]);

      const sources = distinctSources([
        productCodeSource(scenario.productCode, scenario.deviceName),
        ...(scenario.regulationNumber ? [regulationSource(scenario.regulationNumber, scenario.regulationDescription)] : []),
        ...predicates.sources,
        ...(comparison?.sources ?? []),
        ...risk.sources,
        ...standardsPart.sources,
      ]);
      const deviceName = input.profile.device_name === '' ? scenario.deviceName : input.profile.device_name;
      return {
        title: `510(k) strategy: ${deviceName} (${scenario.productCode})`,
        generated_at: new Date().toISOString(),
        product_code: scenario.productCode,
        sections: [
          profileSection(input.profile),
          scenarioSection(scenario),
          predicatesSection(predicates.predicates, chosenByUser, predicates.missing),
          comparisonSection(comparison),
          riskSection(risk),
          standardsSection(standardsPart.rows, input.standardsRows !== null),
          sourcesSection(sources),
        ],
        sources,
      };
    },
  };
}
