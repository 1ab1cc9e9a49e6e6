import path from 'node:path';
import { defineDataset } from '../../dataset.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv } from '../../read.ts';
import { DE_NOVO_GRANTED } from './fda-codes.ts';

const DECISION_CODES = '510k/decision_codes.csv';

/** openFDA's 510(k) decision codes (a CSV without header: code,description), plus De Novo grants. */
export const decisionCodes = defineDataset({
  name: 'decision-codes',
  description: "510(k) decision codes and their meaning (openFDA's list, plus DENG for De Novo grants)",
  tables: ['fda_decision_codes'],
  files: [DECISION_CODES],
  async load(trx, ctx) {
    const codes = new Map<string, string>();
    for await (const { line, record } of readCsv(path.join(ctx.dataDir, DECISION_CODES), { columns: ['code', 'description'] })) {
      const code = record.code?.trim() ?? '';
      const description = record.description?.trim() ?? '';
      if (!/^[A-Z0-9]{2,4}$/.test(code) || description === '') {
        ctx.reject(DECISION_CODES, line, `not a decision code and description: "${code}", "${description}"`);
        continue;
      }
      codes.set(code, description);
    }
    if (!codes.has(DE_NOVO_GRANTED.code)) codes.set(DE_NOVO_GRANTED.code, DE_NOVO_GRANTED.description);
    ctx.progress(codes.size);
    return insertInBatches(trx, 'fda_decision_codes', [...codes].map(([code, description]) => ({ code, description })));
  },
});
