import { DATA_MESSAGES, type DeviceRow } from '../../../../src/api/contracts/data.ts';
import { NotFoundError } from '../../../http/errors.ts';
import type { CoveredList } from '../coverage/coverage.ts';
import type { CoverageService } from '../coverage/coverage.service.ts';
import type { DataCache } from '../common/data-cache.ts';
import { normaliseDeviceClass } from '../common/device-class.ts';
import type { DeviceDocumentTexts, DeviceRecord, DevicesRepository } from './devices.repository.ts';
import { documentUrls } from '../documents/document-urls.ts';
import { groupBy } from './group-by.ts';

export type DevicesService = ReturnType<typeof createDevicesService>;

/** Summary texts: the 510(k) summary (the applicant's words) first, then FDA's decision summary. */
const DOCUMENT_PREFERENCE = ['510k_summary', 'decision_summary'];

function firstText(documents: DeviceDocumentTexts[], field: 'device_description' | 'intended_use' | 'tech_characteristics') {
  return documents.map((document) => document[field]).find((text) => text !== null && text.trim() !== '') ?? null;
}

function byPreference(a: DeviceDocumentTexts, b: DeviceDocumentTexts): number {
  const rank = (document: DeviceDocumentTexts) => {
    const index = DOCUMENT_PREFERENCE.indexOf(document.doc_type);
    return index === -1 ? DOCUMENT_PREFERENCE.length : index;
  };
  return rank(a) - rank(b);
}

export interface DevicesServiceDeps {
  devices: DevicesRepository;
  coverage: CoverageService;
  cache: DataCache;
}

/** Device rows (SPEC.md section 3) with their documents, links and FDA document URLs. */
export function createDevicesService({ devices, coverage, cache }: DevicesServiceDeps) {
  async function toRows(records: DeviceRecord[]): Promise<DeviceRow[]> {
    const kNumbers = records.map((record) => record.k_number);
    const [documents, predicates, postdicates] = await Promise.all([
      devices.documentTexts(kNumbers),
      devices.links(kNumbers, 'predicates'),
      devices.links(kNumbers, 'postdicates'),
    ]);
    const documentsOf = groupBy(documents, (document) => document.k_number);
    const predicatesOf = groupBy(predicates, (link) => link.device);
    const postdicatesOf = groupBy(postdicates, (link) => link.predicate);

    return records.map((record) => {
      const held = [...(documentsOf.get(record.k_number) ?? [])].sort(byPreference);
      return {
        k_number: record.k_number,
        device_name: record.device_name,
        applicant: record.applicant,
        decision_date: record.decision_date,
        openfda_device_name: record.classification_name,
        medical_specialty_description: record.medical_specialty_description,
        device_class: normaliseDeviceClass(record.fda_device_class),
        date_received: record.date_received,
        advisory_committee_description: record.advisory_committee_description,
        country_code: record.country_code,
        summary_device_description: firstText(held, 'device_description'),
        summary_intended_use: firstText(held, 'intended_use'),
        summary_tech_characteristics: firstText(held, 'tech_characteristics'),
        ...documentUrls({
          kNumber: record.k_number,
          statementOrSummary: record.state_or_summ,
          hasDecisionSummary: held.some((document) => document.doc_type === 'decision_summary'),
        }),
        product_code: record.product_code,
        classification_name: record.classification_name,
        regulation_number: record.regulation_number,
        decision_code: record.decision_code,
        decision_description: record.decision_description,
        statement_or_summary: record.state_or_summ,
        processing_time_days: record.processing_time_days,
        predicate_k_numbers: (predicatesOf.get(record.k_number) ?? []).map((link) => link.predicate),
        postdicate_k_numbers: (postdicatesOf.get(record.k_number) ?? []).map((link) => link.device),
        ai_enabled: record.ai_enabled,
      };
    });
  }

  return {
    async device(kNumber: string): Promise<DeviceRow> {
      const row = await cache.get(`device:${kNumber}`, async () => (await toRows(await devices.findDevices([kNumber])))[0] ?? null);
      if (!row) throw new NotFoundError(DATA_MESSAGES.noDevice(kNumber));
      return row;
    },

    /** The newest clearances of a code, and whether the imported 510(k) files cover the code at all. */
    async latest(productCode: string, limit: number): Promise<CoveredList<DeviceRow[]>> {
      const [list, held] = await Promise.all([
        cache.get(`latest:${productCode}:${limit}`, async () => toRows(await devices.latestClearances(productCode, limit))),
        coverage.clearances(productCode),
      ]);
      return { list, coverage: held };
    },
  };
}
