import type {
  Coverage,
  DeviceClass,
  DeviceProblems,
  MdrTotals,
  PatientProblems,
  RecallClass,
  RecallClassCount,
  RecallsByClass,
  RiskSnapshot,
} from '../../../../src/api/contracts/data.ts';
import { recallNumberOrNull } from '../../../importer/datasets/field-values.ts';
import { NotFoundError } from '../../../http/errors.ts';
import type { CoveredList } from '../coverage/coverage.ts';
import type { CoverageService } from '../coverage/coverage.service.ts';
import type { DataCache } from '../common/data-cache.ts';
import type { OpenFdaLive } from '../openfda-live/openfda-live.ts';
import type { CountBucket } from '../openfda-live/openfda-client.ts';
import { createOpenFdaRisk, type OpenFdaRisk } from '../openfda-live/openfda-risk.ts';
import type { RecordSpansRepository } from '../coverage/record-spans.repository.ts';
import type { RiskRepository, YearCount } from './risk.repository.ts';
import type { YearRange } from '../http/year-range.ts';

export type RiskService = ReturnType<typeof createRiskService>;

export interface RiskServiceDeps {
  risk: RiskRepository;
  spans: RecordSpansRepository;
  coverage: CoverageService;
  cache: DataCache;
  /** The normalised class of a product code (recalls are reported by the device's class). */
  deviceClassOf(productCode: string): Promise<DeviceClass>;
  /** The product code of a K-number (throws NotFoundError for an unknown one). */
  productCodeOfDevice(kNumber: string): Promise<string | null>;
  /** openFDA's live count API (OPENFDA_BASE_URL): when it answers, the four aggregates come from it. */
  openFda?: OpenFdaLive;
}

/** Whose snapshot: a product code, or the product code of a K-number. */
export type SnapshotSubject = { productCode: string } | { kNumber: string };

const rangeKey = ({ fromYear, toYear }: YearRange) => `${fromYear}-${toYear}`;

const RECALL_CLASS_ORDER: readonly RecallClass[] = ['Class I', 'Class II', 'Class III', null];
/** A recall number as the importer stores it (Z-1234-2015). */
const asRecallNumber = (given: string) => recallNumberOrNull(given) ?? given.toUpperCase();

/**
 * openFDA's recalls of a code by FDA's recall class, joined by recall number from the imported enforcement
 * reports; numbers they do not classify, and any openFDA did not list (past its 1000 terms), have no known class.
 */
function liveRecallClasses(
  numbers: readonly CountBucket[],
  total: number,
  classes: ReadonlyArray<{ recall_number: string; recall_class: Exclude<RecallClass, null> }>,
): RecallClassCount[] {
  const classOf = new Map(classes.map(({ recall_number, recall_class }) => [recall_number, recall_class]));
  const counts = new Map<RecallClass, number>();
  for (const { key, count } of numbers) {
    const recallClass = classOf.get(asRecallNumber(key)) ?? null;
    counts.set(recallClass, (counts.get(recallClass) ?? 0) + count);
  }
  const listed = numbers.reduce((sum, { count }) => sum + count, 0);
  counts.set(null, (counts.get(null) ?? 0) + total - listed);
  return RECALL_CLASS_ORDER.flatMap((recallClass) => {
    const count = counts.get(recallClass) ?? 0;
    return count > 0 ? [{ recall_class: recallClass, count }] : [];
  });
}

/**
 * Years of the chart: those of the range that the held reports span, zero where none were received;
 * years the files do not reach are left out rather than shown as zero.
 */
function chartYears(counts: YearCount[], years: YearRange, coverage: Coverage): YearCount[] {
  if (coverage.firstYear === null || coverage.lastYear === null) return [];
  const countOf = new Map(counts.map(({ year, count }) => [year, count]));
  const chart: YearCount[] = [];
  for (let year = Math.max(years.fromYear, coverage.firstYear); year <= Math.min(years.toYear, coverage.lastYear); year++) {
    chart.push({ year, count: countOf.get(year) ?? 0 });
  }
  return chart;
}

/**
 * The risk aggregates of SPEC.md sections 3 and 7, each with what the imported files cover; the four
 * aggregates come from openFDA's count API instead when it is configured and answers (docs/data-api.md).
 */
export function createRiskService({ risk, spans, coverage, cache, deviceClassOf, productCodeOfDevice, openFda }: RiskServiceDeps) {
  const live = openFda && createOpenFdaRisk(openFda);
  /** openFDA's answer when it gives one; otherwise (live openFDA off, offline, failing) the imported data's, cached. */
  const liveElseLocal = async <T>(ask: (openFdaRisk: OpenFdaRisk) => Promise<T | null>, key: string, local: () => Promise<T>): Promise<T> => {
    const fromOpenFda = live === undefined ? null : await ask(live).catch(() => null);
    return fromOpenFda ?? cache.get(key, local);
  };
  const productCodeOf = async (kNumber: string): Promise<string> => {
    const productCode = await productCodeOfDevice(kNumber);
    if (productCode === null) throw new NotFoundError(`No product code is held for K-number: ${kNumber}`);
    return productCode;
  };

  return {
    /** The risk card's counts over every year held; with live openFDA, its adverse events come from openFDA. */
    async snapshot(subject: SnapshotSubject, limit: number): Promise<RiskSnapshot> {
      const productCode = 'productCode' in subject ? subject.productCode : await productCodeOf(subject.kNumber);
      const [local, liveEvents] = await Promise.all([
        cache.get(`risk:snapshot:${productCode}:${limit}`, async () => {
          const [adverseEvents, recalls, eventsCoverage, recallsCoverage] = await Promise.all([
            risk.problemCounts(productCode, 'device', null, limit),
            spans.recalls(productCode),
            coverage.mdrs(productCode, 'device'),
            coverage.recalls(),
          ]);
          return {
            product_code: productCode,
            adverse_events: adverseEvents.map(({ problem, count }) => ({ product_problem: problem, count })),
            recalls: recalls.count,
            coverage: { adverse_events: eventsCoverage, recalls: recallsCoverage },
          };
        }),
        live === undefined ? null : live.deviceProblemsEver(productCode).catch(() => null),
      ]);
      if (liveEvents === null) return local;
      return {
        ...local,
        adverse_events: liveEvents.terms.slice(0, limit).map(({ key, count }) => ({ product_problem: key, count })),
        coverage: { ...local.coverage, adverse_events: liveEvents.coverage },
      };
    },

    async totalRecalls(productCode: string, years: YearRange): Promise<CoveredList<RecallsByClass>> {
      const fromOpenFda = live === undefined ? null : await live.recallNumbers(productCode, years).catch(() => null);
      if (fromOpenFda !== null) {
        const { numbers, total, coverage: liveCoverage } = fromOpenFda;
        const key = `risk:live-recalls:${productCode}:${rangeKey(years)}:${liveCoverage.live?.fetchedAt}`;
        return cache.get(key, async () => {
          const [classes, deviceClass] = await Promise.all([risk.recallClassesOf(numbers.map(({ key }) => asRecallNumber(key))), deviceClassOf(productCode)]);
          const recallClasses = liveRecallClasses(numbers, total, classes);
          return { list: total > 0 ? [{ device_class: deviceClass, count: total, recall_classes: recallClasses }] : [], coverage: liveCoverage };
        });
      }
      return cache.get(`risk:recalls:${productCode}:${rangeKey(years)}`, async () => {
        const [recallClasses, deviceClass, held] = await Promise.all([
          risk.recallClassCounts(productCode, years),
          deviceClassOf(productCode),
          coverage.recalls(),
        ]);
        const count = recallClasses.reduce((sum, byClass) => sum + byClass.count, 0);
        return { list: count > 0 ? [{ device_class: deviceClass, count, recall_classes: recallClasses }] : [], coverage: held };
      });
    },

    async totalMdrs(productCode: string, years: YearRange): Promise<MdrTotals> {
      return liveElseLocal((openFdaRisk) => openFdaRisk.totalMdrs(productCode, years), `risk:mdrs:${productCode}:${rangeKey(years)}`, async () => {
        const [counts, held] = await Promise.all([risk.mdrCountsByYear(productCode, years), coverage.mdrs(productCode)]);
        const lineChart = chartYears(counts, years, held);
        return { line_chart: lineChart, total_count: lineChart.reduce((sum, { count }) => sum + count, 0), coverage: held };
      });
    },

    async topDeviceProblems(productCode: string, years: YearRange): Promise<CoveredList<DeviceProblems>> {
      return liveElseLocal((openFdaRisk) => openFdaRisk.topDeviceProblems(productCode, years), `risk:device-problems:${productCode}:${rangeKey(years)}`, async () => {
        const [counts, held] = await Promise.all([risk.problemCounts(productCode, 'device', years), coverage.mdrs(productCode, 'device')]);
        return { list: counts.map(({ problem, count }) => ({ device_problem: problem, count })), coverage: held };
      });
    },

    async topPatientProblems(productCode: string, years: YearRange): Promise<CoveredList<PatientProblems>> {
      return liveElseLocal((openFdaRisk) => openFdaRisk.topPatientProblems(productCode, years), `risk:patient-problems:${productCode}:${rangeKey(years)}`, async () => {
        const [counts, held] = await Promise.all([risk.problemCounts(productCode, 'patient', years), coverage.mdrs(productCode, 'patient')]);
        return { list: counts.map(({ problem, count }) => ({ patient_problem: problem, count })), coverage: held };
      });
    },
  };
}
