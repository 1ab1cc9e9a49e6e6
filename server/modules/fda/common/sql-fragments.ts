import { sql, type RawBuilder } from 'kysely';

/** A date column as 'YYYY-MM-DD' text (or null), free of the driver's time-zone handling. */
export function isoDate(column: string): RawBuilder<string | null> {
  return sql<string | null>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
}

/** The calendar year of a date column, as an integer (null for a null date). */
export function yearOf(column: string): RawBuilder<number | null> {
  return sql<number | null>`extract(year from ${sql.ref(column)})::int`;
}

/**
 * Whether a row of fda_devices (alias `device`, joined to fda_decision_codes as `decision`) is a 510(k)
 * clearance: a 510(k) number (K, or BK from CBER) whose decision is substantially equivalent, or not stated
 * (FDA's AI-enabled list names only marketed devices).
 */
export function isClearance(device = 'd', decision = 'dc'): RawBuilder<boolean> {
  const description = sql`coalesce(${sql.ref(`${device}.decision_description`)}, ${sql.ref(`${decision}.description`)})`;
  const number = sql.ref(`${device}.k_number`);
  return sql<boolean>`((${number} like 'K%' or ${number} like 'BK%') and (${description} is null or ${description} ilike 'substantially equivalent%'))`;
}

/**
 * The product codes of a summary document (alias `document`, left-joined to its fda_devices row as `device`):
 * those the document names or, failing that, its device's code.
 */
export function documentProductCodes(document = 'dd', device = 'd'): RawBuilder<string[]> {
  const named = sql.ref(`${document}.product_codes`);
  return sql<string[]>`case when cardinality(${named}) > 0 then ${named} else array[${sql.ref(`${device}.product_code`)}] end`;
}

/** Whether documentProductCodes has any code. */
export function documentHasProductCodes(document = 'dd', device = 'd'): RawBuilder<boolean> {
  return sql<boolean>`(cardinality(${sql.ref(`${document}.product_codes`)}) > 0 or ${sql.ref(`${device}.product_code`)} is not null)`;
}
