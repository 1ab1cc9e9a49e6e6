import {
  CLEARED_K_NUMBERS_CAP,
  DATA_MESSAGES,
  type Classification,
  type Coverage,
  type TplcCount,
  type TplcSnapshot,
} from '../../../../src/api/contracts/data.ts';
import { NotFoundError } from '../../../http/errors.ts';
import type { ClassificationRepository, ProductCodeRecord } from './classification.repository.ts';
import { coverageNote, partialDatasetCoverage, type CountedDataset } from '../coverage/coverage.ts';
import type { CoverageService } from '../coverage/coverage.service.ts';
import type { DataCache } from '../common/data-cache.ts';
import { deviceClassDescription, normaliseDeviceClass } from '../common/device-class.ts';
import type { RecordSpan, RecordSpansRepository } from '../coverage/record-spans.repository.ts';

export type ClassificationService = ReturnType<typeof createClassificationService>;

const TPLC_DATASETS = {
  clearances: { label: 'Clearances', files: '510(k) files', partial: true },
  pmas: { label: 'PMAs', files: 'PMA database', partial: false },
  recalls: { label: 'Recalls', files: 'recall export', partial: false },
  mdrs: { label: 'MDRs', files: 'MAUDE files', partial: true },
} as const satisfies Record<keyof Omit<TplcSnapshot, 'notes'>, CountedDataset>;

function tplcCount(span: RecordSpan, coverage: Coverage): TplcCount {
  return { count: span.count, firstYear: span.firstYear, lastYear: span.lastYear, coverage };
}

export interface ClassificationServiceDeps {
  classification: ClassificationRepository;
  spans: RecordSpansRepository;
  coverage: CoverageService;
  cache: DataCache;
  /** The datasets whose import dates a product code's record (createdAt/updatedAt). */
  productCodeDatasets: readonly string[];
}

/** GET /classification/{productCode}: the Scenario of a product code, from every dataset that speaks of it. */
export function createClassificationService({ classification, spans, coverage, cache, productCodeDatasets }: ClassificationServiceDeps) {
  async function tplcSnapshot(productCode: string): Promise<TplcSnapshot> {
    const [clearances, pmas, recalls, mdrs, pmaCoverage, recallCoverage] = await Promise.all([
      spans.clearances(productCode),
      spans.pmas(productCode),
      spans.recalls(productCode),
      spans.mdrReports(productCode),
      coverage.pmas(),
      coverage.recalls(),
    ]);
    const snapshot = {
      clearances: tplcCount(clearances, partialDatasetCoverage(clearances)),
      pmas: tplcCount(pmas, pmaCoverage),
      recalls: tplcCount(recalls, recallCoverage),
      mdrs: tplcCount(mdrs, partialDatasetCoverage(mdrs)),
    };
    const notes = (Object.keys(TPLC_DATASETS) as (keyof typeof snapshot)[]).map((part) =>
      coverageNote(TPLC_DATASETS[part], snapshot[part].count, snapshot[part].coverage),
    );
    return { ...snapshot, notes };
  }

  async function build(record: ProductCodeRecord): Promise<Classification> {
    const code = record.product_code;
    const [avgTimeToClearence, clearedKNumbers, tplc, importedAt] = await Promise.all([
      classification.averageDaysToClearance(code),
      classification.clearedKNumbers(code, CLEARED_K_NUMBERS_CAP),
      tplcSnapshot(code),
      classification.lastImportedAt(productCodeDatasets),
    ]);
    const importedAtText = importedAt?.toISOString() ?? null;
    return {
      productCode: code,
      product_code: code,
      deviceName: record.device_name,
      deviceClass: normaliseDeviceClass(record.device_class),
      deviceClassDescription: deviceClassDescription(record.device_class, record.submission_type),
      regulationNumber: record.regulation_number,
      regulationDescription: record.regulation_title,
      definition: record.definition,
      reviewPanel: record.review_panel,
      reviewCode: record.review_code,
      medicalSpecialty: record.medical_specialty,
      medicalSpecialtyDescription: record.medical_specialty_description,
      unclassifiedReason: record.unclassified_reason,
      implantFlag: record.implant_flag,
      thirdPartyFlag: record.third_party_flag,
      lifeSustainSupportFlag: record.life_sustain_support_flag,
      gmpExemptFlag: record.gmp_exempt_flag,
      summaryMalfunctionReporting: record.summary_malfunction_reporting,
      submissionType: record.submission_type,
      avgTimeToClearence,
      clearedKNumbers,
      clearedKNumbersTotal: tplc.clearances.count,
      tplcSnapshot: tplc,
      openfdaKNumber: clearedKNumbers,
      // The imported files hold no establishment registrations; never invented.
      openfdaRegistrationNumber: [],
      openfdaFeiNumber: [],
      recognizedStandards: [],
      createdAt: importedAtText,
      updatedAt: importedAtText,
    };
  }

  return {
    async classification(productCode: string): Promise<Classification> {
      const found = await cache.get(`classification:${productCode}`, async () => {
        const record = await classification.productCode(productCode);
        return record ? build(record) : null;
      });
      if (!found) throw new NotFoundError(DATA_MESSAGES.noScenario(productCode));
      return found;
    },
  };
}
