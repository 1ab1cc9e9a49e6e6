import path from 'node:path';
import type { Insertable } from 'kysely';
import type { FdaMdrEnumsTable } from '../../../db/fda-schema.ts';
import type { ImportContext } from '../../dataset.ts';
import { readCsv } from '../../read.ts';
import { valueOrNull } from '../field-values.ts';

export const MAUDE_ENUMS_FILE = 'maude/maude_enums.csv';

/** MAUDE's code for "no answer provided", and openFDA's wording of it. */
const NO_ANSWER = ['*', 'No answer provided'];

/** A MAUDE field's value, or null when blank or not answered. */
export function answeredOrNull(value: string | null | undefined): string | null {
  return valueOrNull(value, NO_ANSWER);
}

/** openFDA's code -> description lookups for MAUDE's coded fields (event_type IN -> Injury, ...). */
export class MaudeEnums {
  readonly #eventTypes: Map<string, string>;

  constructor(readonly rows: Insertable<FdaMdrEnumsTable>[]) {
    this.#eventTypes = new Map(rows.filter((row) => row.key_name === 'event_type').map((row) => [row.code, row.description]));
  }

  static async read(ctx: ImportContext): Promise<MaudeEnums> {
    const rows = new Map<string, Insertable<FdaMdrEnumsTable>>();
    for await (const { line, record } of readCsv(path.join(ctx.dataDir, MAUDE_ENUMS_FILE))) {
      const [keyName, code, description] = [valueOrNull(record.key_name), valueOrNull(record.code), valueOrNull(record.code_desc)];
      if (!keyName || !code || !description) ctx.reject(MAUDE_ENUMS_FILE, line, 'key_name, code and code_desc are all needed');
      else if (rows.has(`${keyName} ${code}`)) ctx.reject(MAUDE_ENUMS_FILE, line, `${keyName} ${code} is listed twice`);
      else rows.set(`${keyName} ${code}`, { key_name: keyName, code, description });
    }
    return new MaudeEnums([...rows.values()]);
  }

  /** The event type in openFDA's words ('Injury', 'Malfunction', ...), from a code or the words; null when not answered. */
  eventType(value: string | null | undefined): string | null {
    const v = answeredOrNull(value);
    return v === null ? null : answeredOrNull(this.#eventTypes.get(v) ?? v);
  }
}
