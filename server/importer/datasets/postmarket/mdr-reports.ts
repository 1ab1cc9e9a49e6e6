import type { Insertable } from 'kysely';
import type { FdaMdrProblemsTable, FdaMdrReportsTable } from '../../../db/fda-schema.ts';

export interface MdrProblem {
  kind: 'device' | 'patient';
  problem: string;
}

/** One MAUDE report as a file tells it; a file may know the MDR report key, the report number, or both. */
export interface MdrReport {
  mdrReportKey: string | null;
  reportNumber: string | null;
  /** 'YYYY-MM-DD' */
  dateReceived: string | null;
  dateOfEvent: string | null;
  eventType: string | null;
  adverseEventFlag: boolean | null;
  productCode: string | null;
  brandName: string | null;
  genericName: string | null;
  manufacturer: string | null;
  narrative: string | null;
  problems: MdrProblem[];
}

type ReportFields = Omit<MdrReport, 'problems'>;

interface MergedReport {
  report: ReportFields;
  problems: Map<string, MdrProblem>;
  sources: Set<string>;
}

function mergeNarrative(held: string | null, told: string | null): string | null {
  if (held === null || told === null || held.includes(told)) return held ?? told;
  return `${held}\n\n${told}`;
}

/**
 * Reports from several files, one per report: keyed by the MDR report key, or by the report number when
 * no file gives the key (openFDA gives some reports' MDR key as their report number, e.g. 10000736, which
 * then meets the same report keyed by the foidev file). The first file to give a field keeps it;
 * narratives are joined; problems and source files accumulate.
 */
export class MdrReportSet {
  readonly #reports = new Map<string, MergedReport>();
  readonly #keyOfNumber = new Map<string, string>();

  add(report: MdrReport, source: string) {
    const { problems, ...fields } = report;
    this.#merge(this.#keyFor(report), fields, problems, [source]);
  }

  #merge(key: string, fields: ReportFields, problems: Iterable<MdrProblem>, sources: Iterable<string>) {
    const held = this.#reports.get(key);
    const merged: MergedReport = held ?? { report: { ...fields }, problems: new Map(), sources: new Set() };
    if (held) {
      for (const name of Object.keys(fields) as (keyof ReportFields)[]) {
        if (name === 'narrative') merged.report.narrative = mergeNarrative(held.report.narrative, fields.narrative);
        else if (merged.report[name] === null) (merged.report as Record<string, unknown>)[name] = fields[name];
      }
    }
    for (const problem of problems) merged.problems.set(`${problem.kind} ${problem.problem}`, problem);
    for (const source of sources) merged.sources.add(source);
    this.#reports.set(key, merged);
    if (merged.report.reportNumber) this.#keyOfNumber.set(merged.report.reportNumber, key);
  }

  /** The key of the report: its MDR key; a report first known by number only joins it when the key turns up. */
  #keyFor(report: MdrReport): string {
    const byNumber = report.reportNumber ? this.#keyOfNumber.get(report.reportNumber) : undefined;
    if (report.mdrReportKey === null) return byNumber ?? report.reportNumber!;
    if (byNumber === report.reportNumber && byNumber !== report.mdrReportKey) {
      const knownByNumber = this.#reports.get(byNumber)!;
      this.#reports.delete(byNumber);
      const fields = { ...knownByNumber.report, mdrReportKey: report.mdrReportKey };
      this.#merge(report.mdrReportKey, fields, knownByNumber.problems.values(), knownByNumber.sources);
    }
    return report.mdrReportKey;
  }

  get size(): number {
    return this.#reports.size;
  }

  /** Whether a report is held under this key (its MDR report key, or its report number when no file gave the key). */
  has(key: string): boolean {
    return this.#reports.has(key);
  }

  /** Adds a problem that a file names by the report's key (FDA's problem files), the file becoming a source of the report. */
  addProblem(key: string, problem: MdrProblem, source: string) {
    const held = this.#reports.get(key);
    if (!held) throw new Error(`No MDR report ${key} is held`);
    held.problems.set(`${problem.kind} ${problem.problem}`, problem);
    held.sources.add(source);
  }

  /** Drops the reports that `keep` refuses (e.g. those received after --as-of). */
  retain(keep: (report: ReportFields) => boolean) {
    for (const [key, { report }] of this.#reports) {
      if (keep(report)) continue;
      this.#reports.delete(key);
      if (report.reportNumber && this.#keyOfNumber.get(report.reportNumber) === key) this.#keyOfNumber.delete(report.reportNumber);
    }
  }

  *rows(keep: (report: ReportFields) => boolean = () => true): Generator<{
    report: Insertable<FdaMdrReportsTable>;
    problems: Insertable<FdaMdrProblemsTable>[];
  }> {
    for (const [key, { report, problems, sources }] of this.#reports) {
      if (!keep(report)) continue;
      yield {
        report: {
          mdr_report_key: key,
          report_number: report.reportNumber,
          date_received: report.dateReceived,
          date_of_event: report.dateOfEvent,
          event_type: report.eventType,
          adverse_event_flag: report.adverseEventFlag,
          product_code: report.productCode,
          brand_name: report.brandName,
          generic_name: report.genericName,
          manufacturer: report.manufacturer,
          narrative: report.narrative,
          sources: [...sources],
        },
        problems: [...problems.values()].map((p) => ({ mdr_report_key: key, kind: p.kind, problem: p.problem })),
      };
    }
  }
}
