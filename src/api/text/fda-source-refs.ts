import type { SourceRef } from '../contracts/ai.ts';

const ACCESSDATA = 'https://www.accessdata.fda.gov/scripts/cdrh/cfdocs';

/** A product code, linked to FDA's Product Classification database. */
export function productCodeSource(productCode: string, deviceName: string): SourceRef {
  return {
    kind: 'product_code',
    id: productCode,
    label: `${productCode}: ${deviceName}`,
    url: `${ACCESSDATA}/cfPCD/classification.cfm?start_search=1&productcode=${encodeURIComponent(productCode)}`,
  };
}

/** A 510(k) or De Novo, linked to FDA's Premarket Notification or De Novo database. */
export function kNumberSource(kNumber: string, deviceName: string | null): SourceRef {
  const page = kNumber.startsWith('DEN') ? 'denovo.cfm' : 'pmn.cfm';
  return {
    kind: 'k_number',
    id: kNumber,
    label: deviceName ? `${kNumber}: ${deviceName}` : kNumber,
    url: `${ACCESSDATA}/cfpmn/${page}?ID=${encodeURIComponent(kNumber)}`,
  };
}

/** A 21 CFR regulation, linked to its section in the eCFR. */
export function regulationSource(regulationNumber: string, title: string | null): SourceRef {
  return {
    kind: 'regulation',
    id: regulationNumber,
    label: title ? `21 CFR ${regulationNumber}: ${title}` : `21 CFR ${regulationNumber}`,
    url: `https://www.ecfr.gov/current/title-21/section-${encodeURIComponent(regulationNumber)}`,
  };
}

/**
 * An FDA guidance document held as a file. The imported files carry no FDA address; with its docket number
 * it links to the docket on regulations.gov, which holds the document and its comments.
 */
export function guidanceSource(file: string, title: string, docket: string | null = null): SourceRef {
  return { kind: 'guidance', id: file, label: title, url: docket ? `https://www.regulations.gov/docket/${encodeURIComponent(docket)}` : null };
}

/** FDA's Recognized Consensus Standards database, where a standard's recognition and its scope are looked up. */
export const STANDARDS_DATABASE_URL = `${ACCESSDATA}/cfStandards/search.cfm`;

/** A consensus standard, linked to FDA's Recognized Consensus Standards database. */
export function standardSource(designation: string, title: string): SourceRef {
  return { kind: 'standard', id: designation, label: `${designation}: ${title}`, url: STANDARDS_DATABASE_URL };
}

/** An IMDRF/FDA problem code. */
export function problemCodeSource(imdrfCode: string, term: string): SourceRef {
  return { kind: 'problem_code', id: imdrfCode, label: `${imdrfCode}: ${term}`, url: null };
}

/** A recall of the recall export (FDA's recall pages are keyed by an id the export does not carry). */
export function recallSource(recallNumber: string, label: string): SourceRef {
  return { kind: 'recall', id: recallNumber, label, url: null };
}

/** An imported FDA file, e.g. 'maude/daVinci_FOIDEV.txt'. */
export function datasetSource(file: string, label: string): SourceRef {
  return { kind: 'dataset', id: file, label: `${label}: ${file}`, url: null };
}

/** The refs without repeats (same kind and id), first occurrence kept, in order. */
export function distinctSources(sources: readonly SourceRef[]): SourceRef[] {
  const seen = new Set<string>();
  return sources.filter((source) => {
    const key = `${source.kind}:${source.id}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
