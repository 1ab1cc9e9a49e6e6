import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../../db/schema.ts';
import { documentHasProductCodes, documentProductCodes, isClearance, yearOf } from '../../../fda/common/sql-fragments.ts';

/** A text and the product codes FDA gave the device it describes. */
export interface LabelledText {
  text: string;
  codes: string[];
  /** The year FDA decided it, where known. */
  year?: number | null;
}

/** How much of a summary's intended use and description a model reads: enough for what sets devices apart. */
const SUMMARY_CHARS = 6000;

/** Base64 characters in one stored part of a model: 768 KiB of bytes, a multiple of 3, so each part decodes alone. */
export const MODEL_PART_CHARS = 1_048_576;

/** Parts sent in one insert: a few MB per statement. */
const PARTS_PER_INSERT = 4;

/** The SQL of the learned models: the labelled texts they learn from (as imported, so --as-of holds) and their rows. */
export function createClassificationModelsRepository(db: Kysely<Database>) {
  return {
    /** Names of cleared 510(k)s with their product code. */
    async clearedDeviceNames(): Promise<LabelledText[]> {
      const { rows } = await sql<LabelledText>`
        select d.device_name as text, array[d.product_code] as codes, ${yearOf('d.decision_date')} as year
        from fda_devices d left join fda_decision_codes dc on dc.code = d.decision_code
        where d.product_code is not null and coalesce(d.device_name, '') <> '' and ${isClearance()}`.execute(db);
      return rows;
    },

    /** Summary documents' device names, with the codes they name or, failing that, their device's code. */
    async documentNames(): Promise<LabelledText[]> {
      const { rows } = await sql<LabelledText>`
        select dd.proprietary_name as text, ${documentProductCodes()} as codes
        from fda_device_documents dd left join fda_devices d on d.k_number = dd.k_number
        where coalesce(dd.proprietary_name, '') <> '' and ${documentHasProductCodes()}`.execute(db);
      return rows;
    },

    /** Summary documents' name, intended use and description (cut to SUMMARY_CHARS), with their codes. */
    async documentTexts(): Promise<LabelledText[]> {
      const { rows } = await sql<LabelledText>`
        select concat_ws(' ', dd.proprietary_name, left(concat_ws(' ', dd.intended_use, dd.device_description), ${SUMMARY_CHARS})) as text,
               ${documentProductCodes()} as codes
        from fda_device_documents dd left join fda_devices d on d.k_number = dd.k_number
        where (coalesce(dd.intended_use, '') <> '' or coalesce(dd.device_description, '') <> '') and ${documentHasProductCodes()}`.execute(db);
      return rows;
    },

    /** Every product code's name, and its name with its definition. */
    async productCodeTexts(): Promise<{ code: string; name: string; definition: string }[]> {
      const { rows } = await sql<{ code: string; name: string; definition: string }>`
        select product_code as code, device_name as name, concat_ws(' ', device_name, definition) as definition
        from fda_product_codes`.execute(db);
      return rows;
    },

    /** Each product code with its regulation's title and identification text (codes with no regulation left out). */
    async regulationTexts(): Promise<LabelledText[]> {
      const { rows } = await sql<LabelledText>`
        select concat_ws(' ', r.title, r.identification) as text, array[pc.product_code] as codes
        from fda_product_codes pc join fda_regulations r on r.regulation_number = pc.regulation_number`.execute(db);
      return rows;
    },

    /** Recalled products' names with their product code (recalls carry descriptive names, not brands alone). */
    async recalledProductNames(): Promise<LabelledText[]> {
      const { rows } = await sql<LabelledText>`
        select trade_name as text, array[product_code] as codes from fda_recalls
        where product_code is not null and coalesce(trade_name, '') <> ''`.execute(db);
      return rows;
    },

    /** Replaces the stored models with these, each stored as parts (migration 0017). */
    async replaceModels(models: readonly { name: string; examples: number; codes: number; model: Uint8Array }[]): Promise<void> {
      await db.deleteFrom('fda_classification_models').execute();
      for (const { model, ...row } of models) {
        await db.insertInto('fda_classification_models').values(row).execute();
        const base64 = Buffer.from(model.buffer, model.byteOffset, model.byteLength).toString('base64');
        const partCount = Math.max(1, Math.ceil(base64.length / MODEL_PART_CHARS));
        for (let first = 0; first < partCount; first += PARTS_PER_INSERT) {
          const parts = Array.from({ length: Math.min(PARTS_PER_INSERT, partCount - first) }, (_, i) => first + i).map((part) => ({
            name: row.name,
            part,
            base64: base64.slice(part * MODEL_PART_CHARS, (part + 1) * MODEL_PART_CHARS),
          }));
          await db.insertInto('fda_classification_model_parts').values(parts).execute();
        }
      }
    },

    /**
     * The stored models' bytes, read a part per query into one buffer each: a query's result passes through
     * PGlite's WebAssembly memory, which keeps its largest size for good.
     */
    async models(): Promise<{ name: string; model: Uint8Array }[]> {
      const stored = await db
        .selectFrom('fda_classification_models as m')
        .leftJoin('fda_classification_model_parts as p', 'p.name', 'm.name')
        .select(['m.name', sql<number>`count(p.part)::int`.as('parts'), sql<number>`coalesce(sum(octet_length(p.base64)), 0)::int`.as('chars')])
        .groupBy('m.name')
        .orderBy('m.name')
        .execute();
      const models: { name: string; model: Uint8Array }[] = [];
      for (const { name, parts, chars } of stored) {
        const bytes = Buffer.allocUnsafeSlow(Math.ceil(chars / 4) * 3);
        let length = 0;
        for (let part = 0; part < parts; part++) {
          const row = await db.selectFrom('fda_classification_model_parts').select('base64').where('name', '=', name).where('part', '=', part).executeTakeFirst();
          if (!row) break; // what was read is cut short, which decoding the model reports
          length += bytes.write(row.base64, length, 'base64');
        }
        models.push({ name, model: bytes.subarray(0, length) });
      }
      return models;
    },
  };
}
