import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';
import type { RecallRecord } from './recall-ties.ts';
import { isClearance, isoDate } from '../common/sql-fragments.ts';
import { statedLinks } from './stated-links.ts';

export type DevicesRepository = ReturnType<typeof createDevicesRepository>;

export interface DeviceRecord {
  k_number: string;
  device_name: string | null;
  applicant: string | null;
  decision_date: string | null;
  date_received: string | null;
  country_code: string | null;
  advisory_committee_description: string | null;
  product_code: string | null;
  decision_code: string | null;
  decision_description: string | null;
  state_or_summ: string | null;
  ai_enabled: boolean;
  processing_time_days: number | null;
  classification_name: string | null;
  fda_device_class: string | null;
  regulation_number: string | null;
  medical_specialty_description: string | null;
}

export interface DeviceDocumentTexts {
  k_number: string;
  doc_type: string;
  device_description: string | null;
  intended_use: string | null;
  tech_characteristics: string | null;
  /** For a summary fetched from FDA's host on demand (fetched-summaries), its URL and date (YYYY-MM-DD); null when imported. */
  fetched_from: string | null;
  fetched_at: string | null;
  /** The predicates a fetched summary names (an imported document's are in fda_predicate_links). */
  fetched_predicates: string[];
}

export interface PredicateLink {
  device: string;
  predicate: string;
}

/** A link with where it is stated: the predicate-list files holding it, the summaries of the citing device naming the predicate. */
export interface SourcedLink extends PredicateLink {
  lists: string[];
  summaries: string[];
}

export interface LinkedDeviceRecord {
  k_number: string;
  device_name: string | null;
  applicant: string | null;
  decision_date: string | null;
  product_code: string | null;
}

export interface LinkCount {
  k_number: string;
  count: number;
}

export interface CodeRecallRecord extends RecallRecord {
  product_code: string;
}

const to = (side: 'predicates' | 'postdicates') => (side === 'predicates' ? 'predicate' : 'device');

/** 510(k) devices with their product code's classification, documents and predicate links. */
export function createDevicesRepository(db: Kysely<Database>) {
  const devices = () =>
    db
      .selectFrom('fda_devices as d')
      .leftJoin('fda_product_codes as pc', 'pc.product_code', 'd.product_code')
      .leftJoin('fda_decision_codes as dc', 'dc.code', 'd.decision_code')
      .select([
        'd.k_number',
        'd.device_name',
        'd.applicant',
        isoDate('d.decision_date').as('decision_date'),
        isoDate('d.date_received').as('date_received'),
        'd.country_code',
        'd.advisory_committee_description',
        'd.product_code',
        'd.decision_code',
        sql<string | null>`coalesce(d.decision_description, dc.description)`.as('decision_description'),
        'd.state_or_summ',
        'd.ai_enabled',
        sql<number | null>`case when d.decision_date >= d.date_received then d.decision_date - d.date_received end`.as(
          'processing_time_days',
        ),
        'pc.device_name as classification_name',
        'pc.device_class as fda_device_class',
        'pc.regulation_number',
        'pc.medical_specialty_description',
      ]);

  return {
    async findDevices(kNumbers: readonly string[]): Promise<DeviceRecord[]> {
      if (kNumbers.length === 0) return [];
      return devices().where('d.k_number', 'in', kNumbers).execute();
    },

    /** The newest clearances of a product code, newest decision first. */
    async latestClearances(productCode: string, limit: number): Promise<DeviceRecord[]> {
      return devices()
        .where('d.product_code', '=', productCode)
        .where(isClearance())
        .orderBy(sql`d.decision_date desc nulls last`)
        .orderBy('d.k_number', 'desc')
        .limit(limit)
        .execute();
    },

    /** The summary texts held for the devices (no document bodies): the imported documents, then the fetched summaries. */
    async documentTexts(kNumbers: readonly string[]): Promise<DeviceDocumentTexts[]> {
      if (kNumbers.length === 0) return [];
      const [imported, fetched] = await Promise.all([
        db
          .selectFrom('fda_device_documents')
          .select(['k_number', 'doc_type', 'device_description', 'intended_use', 'tech_characteristics'])
          .where('k_number', 'in', kNumbers)
          .orderBy('id')
          .execute(),
        db
          .selectFrom('fda_fetched_summaries')
          .select(['k_number', 'device_description', 'intended_use', 'source_url', isoDate('fetched_at').as('fetched_at'), 'predicate_k_numbers'])
          .where('k_number', 'in', kNumbers)
          .where('status', '=', 'read')
          .orderBy('k_number')
          .execute(),
      ]);
      return [
        ...imported.map((row) => ({ ...row, fetched_from: null, fetched_at: null, fetched_predicates: [] })),
        ...fetched.map((row) => ({
          k_number: row.k_number,
          doc_type: '510k_summary',
          device_description: row.device_description,
          intended_use: row.intended_use,
          tech_characteristics: null,
          fetched_from: row.source_url,
          fetched_at: row.fetched_at,
          fetched_predicates: row.predicate_k_numbers,
        })),
      ];
    },

    /** Links where the devices cite a predicate (`side` 'predicates'), or are cited as one ('postdicates'): see statedLinks. */
    async links(kNumbers: readonly string[], side: 'predicates' | 'postdicates'): Promise<PredicateLink[]> {
      if (kNumbers.length === 0) return [];
      const { rows } = await sql<PredicateLink>`
        with ${statedLinks(kNumbers, side)}
        select device, predicate from stated_links order by ${sql.ref(to(side))}`.execute(db);
      return rows;
    },

    /**
     * The links of `links` with where each is stated: the predicate-list files (fda_predicate_links.sources) and
     * the citing device's summaries that name the predicate (an imported document's source, then a fetched summary's URL).
     */
    async linksWithSources(kNumbers: readonly string[], side: 'predicates' | 'postdicates'): Promise<SourcedLink[]> {
      if (kNumbers.length === 0) return [];
      const { rows } = await sql<SourcedLink>`
        with ${statedLinks(kNumbers, side)}
        select s.device, s.predicate, coalesce(l.sources, '{}') as lists,
          array(select n.summary from summary_links n where n.device = s.device and n.predicate = s.predicate
                group by n.fetched, n.summary order by n.fetched, n.summary) as summaries
        from stated_links s left join fda_predicate_links l on l.device = s.device and l.predicate = s.predicate
        order by ${sql.ref(`s.${to(side)}`)}`.execute(db);
      return rows;
    },

    /** Name, applicant, decision date and product code of whichever of the K-numbers the data holds. */
    async linkedDevices(kNumbers: readonly string[]): Promise<LinkedDeviceRecord[]> {
      if (kNumbers.length === 0) return [];
      return db
        .selectFrom('fda_devices')
        .select(['k_number', 'device_name', 'applicant', isoDate('decision_date').as('decision_date'), 'product_code'])
        .where('k_number', 'in', kNumbers)
        .execute();
    },

    /** How many predicates each of the devices cites (`side` 'predicates') or how many devices cite it ('postdicates'). */
    async linkCounts(kNumbers: readonly string[], side: 'predicates' | 'postdicates'): Promise<LinkCount[]> {
      if (kNumbers.length === 0) return [];
      const from = side === 'predicates' ? 'device' : 'predicate';
      const { rows } = await sql<LinkCount>`
        with ${statedLinks(kNumbers, side)}
        select ${sql.ref(from)} as k_number, count(*)::int as count from stated_links group by ${sql.ref(from)}`.execute(db);
      return rows;
    },

    /** Every recall of the product codes, for tying recalls to their devices (recall-ties.ts). */
    async recallsOfCodes(productCodes: readonly string[]): Promise<CodeRecallRecord[]> {
      if (productCodes.length === 0) return [];
      return db
        .selectFrom('fda_recalls')
        .select(['product_code', 'recall_number', 'recalling_firm', 'recall_class', isoDate('date_posted').as('date_posted'), 'reason'])
        .where('product_code', 'in', productCodes)
        .$narrowType<{ product_code: string }>()
        .execute();
    },
  };
}
