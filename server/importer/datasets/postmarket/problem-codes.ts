import path from 'node:path';
import { defineDataset, type ImportContext } from '../../dataset.ts';
import { insertInBatches } from '../../insert-batches.ts';
import { readCsv } from '../../read.ts';
import { valueOrNull } from '../field-values.ts';

export const PROBLEM_CODE_FILES = {
  imdrf: 'problem_codes/imdrf_2025_combined.csv',
  ncit: 'problem_codes/FDA-CDRH_NCIt_Subsets.csv',
} as const;

interface ProblemCode {
  annex: string;
  imdrf_code: string;
  fda_code: string | null;
  ncit_code: string | null;
  term: string;
  definition: string | null;
  sources: string[];
}

/** IMDRF codes start with their annex letter: A0101 is in Annex A (device problems), E0101 in Annex E. */
function imdrfCodeOrNull(value: string | undefined): string | null {
  const code = valueOrNull(value?.replace(/^IMDRF:/, ''));
  return code && /^[A-G]\d+$/.test(code) ? code : null;
}

type CodeRecord = Omit<ProblemCode, 'sources'>;

async function readCodes(
  file: string,
  ctx: ImportContext,
  toCode: (record: Record<string, string>) => CodeRecord | string,
): Promise<Map<string, CodeRecord>> {
  const codes = new Map<string, CodeRecord>();
  for await (const { line, record } of readCsv(path.join(ctx.dataDir, file))) {
    const code = toCode(record);
    if (typeof code === 'string') ctx.reject(file, line, code);
    // A code the file gives twice (the NCIt export maps IMDRF F27 to two concepts) keeps its first row.
    else if (!codes.has(code.imdrf_code)) codes.set(code.imdrf_code, code);
  }
  ctx.progress(codes.size);
  return codes;
}

function fromImdrf(record: Record<string, string>): CodeRecord | string {
  const imdrfCode = imdrfCodeOrNull(record['IMDRF Code']);
  const term = valueOrNull(record.Term);
  if (!imdrfCode || !term) return `an IMDRF code and a term are needed (found '${record['IMDRF Code'] ?? ''}', '${record.Term ?? ''}')`;
  if (record.Annex?.trim() !== imdrfCode.charAt(0)) return `IMDRF code ${imdrfCode} is not in annex '${record.Annex ?? ''}'`;
  return {
    annex: imdrfCode.charAt(0),
    imdrf_code: imdrfCode,
    fda_code: valueOrNull(record['FDA Code']),
    ncit_code: valueOrNull(record['NCIt Code']),
    term,
    definition: valueOrNull(record.Definition),
  };
}

function fromNcit(record: Record<string, string>): CodeRecord | string {
  const imdrfCode = imdrfCodeOrNull(record['IMDRF Code']);
  const term = valueOrNull(record['CDRH Preferred Term']);
  if (!imdrfCode || !term) return `an IMDRF code and a CDRH term are needed (found '${record['IMDRF Code'] ?? ''}')`;
  return {
    annex: imdrfCode.charAt(0),
    imdrf_code: imdrfCode,
    fda_code: valueOrNull(record['CDRH Source Code']),
    ncit_code: valueOrNull(record['NCIt Concept Code']),
    term,
    definition: valueOrNull(record['CDRH Definition']),
  };
}

/**
 * The IMDRF 2025 annexes (FDA's device-problem and patient-problem codes among them), with FDA and NCIt
 * codes the annexes lack filled in from the CDRH NCIt subsets, plus the codes only the NCIt export still
 * lists (retired from the 2025 selectable set but used in older MAUDE reports).
 */
function mergeProblemCodes(imdrf: Map<string, CodeRecord>, ncit: Map<string, CodeRecord>): ProblemCode[] {
  const merged = new Map<string, ProblemCode>();
  for (const code of imdrf.values()) merged.set(code.imdrf_code, { ...code, sources: [PROBLEM_CODE_FILES.imdrf] });
  for (const code of ncit.values()) {
    const held = merged.get(code.imdrf_code);
    if (!held) {
      merged.set(code.imdrf_code, { ...code, sources: [PROBLEM_CODE_FILES.ncit] });
      continue;
    }
    held.fda_code ??= code.fda_code;
    held.ncit_code ??= code.ncit_code;
    held.sources.push(PROBLEM_CODE_FILES.ncit);
  }
  return [...merged.values()];
}

export const problemCodesDataset = defineDataset({
  name: 'problem-codes',
  description: 'IMDRF/FDA adverse event terminology: device problem, health effect, component and investigation codes',
  tables: ['fda_problem_codes'],
  files: Object.values(PROBLEM_CODE_FILES),
  async load(trx, ctx) {
    const codes = mergeProblemCodes(
      await readCodes(PROBLEM_CODE_FILES.imdrf, ctx, fromImdrf),
      await readCodes(PROBLEM_CODE_FILES.ncit, ctx, fromNcit),
    );
    const rows = codes.map(({ sources, ...code }) => ({ ...code, source: sources.join(', ') }));
    return insertInBatches(trx, 'fda_problem_codes', rows);
  },
});
