import { sql, type Kysely } from 'kysely';
import type { Database } from '../../server/db/schema.ts';

/** A clearance the as-of database does not hold, with the codes FDA gave it. */
export interface HeldOutDevice {
  k_number: string;
  device_name: string;
  /** The code of the 510(k) record. */
  product_code: string;
}

export interface HeldOutDocument {
  k_number: string;
  device_name: string;
  description: string;
  intended_use: string;
  /** The code of the 510(k) record when held, else the first code FDA's letter names. */
  product_code: string;
  /** Every code the record, the parsed document and FDA's letter name. */
  product_codes: string[];
}

export interface HeldOutPredicateCase {
  k_number: string;
  product_code: string;
  device_name: string;
  description: string;
  intended_use: string;
  /** Cited predicates of the same product code that the as-of database holds. */
  predicates: string[];
}

/** The product codes FDA's clearance letter names ('Product Code: NGL, NFT, PTH'), in order. */
export function letterProductCodes(body: string): string[] {
  const line = /Product Codes?:\s*((?:[A-Z]{3}(?:\s*(?:,|;|and)\s*)?)+)/.exec(body)?.[1] ?? '';
  return line.match(/\b[A-Z]{3}\b/g) ?? [];
}

/** Every K-number the database holds (devices and documents), to tell what an as-of import left out. */
export async function heldKNumbers(db: Kysely<Database>): Promise<Set<string>> {
  const { rows } = await sql<{ k_number: string }>`
    select k_number from fda_devices union select k_number from fda_device_documents`.execute(db);
  return new Set(rows.map((row) => row.k_number));
}

/** Every product code the database holds: the answers the held-out texts are stripped of. */
export async function heldProductCodes(db: Kysely<Database>): Promise<Set<string>> {
  return new Set((await db.selectFrom('fda_product_codes').select('product_code').execute()).map((row) => row.product_code));
}

/** Cleared devices decided after `asOf` with a product code, absent from the as-of database. */
export async function heldOutDevices(full: Kysely<Database>, asOf: Date, held: ReadonlySet<string>, cap: number): Promise<HeldOutDevice[]> {
  const { rows } = await sql<HeldOutDevice>`
    select k_number, device_name, product_code from fda_devices
    where decision_date > ${asOf} and product_code is not null and coalesce(device_name, '') <> ''
      and k_number like 'K%'`.execute(full);
  return sortByHash(rows.filter((row) => !held.has(row.k_number))).slice(0, cap);
}

/** Summary documents of held-out clearances with intended use or description, one per K-number. */
export async function heldOutDocuments(full: Kysely<Database>, held: ReadonlySet<string>, cap: number): Promise<HeldOutDocument[]> {
  const { rows } = await sql<{
    k_number: string;
    device_name: string | null;
    description: string | null;
    intended_use: string | null;
    record_code: string | null;
    product_codes: string[];
    body: string;
  }>`
    select distinct on (dd.k_number) dd.k_number, coalesce(nullif(dd.proprietary_name, ''), d.device_name) as device_name,
           dd.device_description as description, dd.intended_use, d.product_code as record_code, dd.product_codes, dd.body
    from fda_device_documents dd left join fda_devices d on d.k_number = dd.k_number
    where coalesce(dd.intended_use, '') <> '' or coalesce(dd.device_description, '') <> ''
    order by dd.k_number, length(coalesce(dd.intended_use, '') || coalesce(dd.device_description, '')) desc`.execute(full);
  const cases = rows
    .filter((row) => !held.has(row.k_number))
    .map((row) => {
      const letter = letterProductCodes(row.body);
      const codes = [...new Set([...(row.record_code ? [row.record_code] : []), ...letter, ...row.product_codes])];
      return {
        k_number: row.k_number,
        device_name: row.device_name ?? '',
        description: row.description ?? '',
        intended_use: row.intended_use ?? '',
        product_code: codes[0] ?? '',
        product_codes: codes,
      };
    })
    .filter((row) => row.product_code !== '');
  return sortByHash(cases).slice(0, cap);
}

/** Held-out clearances with cited predicates of the same product code that the as-of database holds. */
export async function heldOutPredicateCases(
  full: Kysely<Database>,
  asOfDb: Kysely<Database>,
  asOf: Date,
  held: ReadonlySet<string>,
  cap: number,
): Promise<HeldOutPredicateCase[]> {
  const { rows } = await sql<{ k_number: string; product_code: string; device_name: string; predicates: string[]; description: string | null; intended_use: string | null }>`
    select d.k_number, d.product_code, d.device_name, array_agg(distinct l.predicate) as predicates,
           (select dd.device_description from fda_device_documents dd where dd.k_number = d.k_number and coalesce(dd.device_description, '') <> '' limit 1) as description,
           (select dd.intended_use from fda_device_documents dd where dd.k_number = d.k_number and coalesce(dd.intended_use, '') <> '' limit 1) as intended_use
    from fda_devices d
    join fda_predicate_links l on l.device = d.k_number
    join fda_devices p on p.k_number = l.predicate and p.product_code = d.product_code
    where d.decision_date > ${asOf} and d.k_number like 'K%' and coalesce(d.device_name, '') <> ''
    group by d.k_number, d.product_code, d.device_name`.execute(full);
  const candidates = sortByHash(rows.filter((row) => !held.has(row.k_number)));
  const predicatesHeld = await heldKNumbers(asOfDb);
  return candidates
    .map((row) => ({
      k_number: row.k_number,
      product_code: row.product_code,
      device_name: row.device_name,
      description: row.description ?? '',
      intended_use: row.intended_use ?? '',
      predicates: row.predicates.filter((predicate) => predicatesHeld.has(predicate)),
    }))
    .filter((row) => row.predicates.length > 0)
    .slice(0, cap);
}

function sortByHash<T extends { k_number: string }>(items: T[]): T[] {
  return items.sort((a, b) => kNumberHash(a.k_number) - kNumberHash(b.k_number) || a.k_number.localeCompare(b.k_number));
}

/** A small stable string hash (FNV-1a): a fixed order that mixes months and panels, and the halves of 2-fold checks. */
export function kNumberHash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) value = Math.imul(value ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return value;
}
