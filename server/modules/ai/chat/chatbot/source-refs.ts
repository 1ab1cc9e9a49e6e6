import type { SourceRef } from '../../../../../src/api/contracts/ai.ts';

/** The SourceRefs only the chatbot cites; product codes and K-numbers come from text/fda-source-refs.ts. */

export function regulationSource(regulationNumber: string, title: string | null): SourceRef {
  return {
    kind: 'regulation',
    id: regulationNumber,
    label: title ? `21 CFR ${regulationNumber}: ${title}` : `21 CFR ${regulationNumber}`,
    url: `https://www.ecfr.gov/current/title-21/section-${regulationNumber}`,
  };
}

/** The imported guidance files carry no FDA address. */
export function guidanceSource(file: string, title: string): SourceRef {
  return { kind: 'guidance', id: file, label: title, url: null };
}

export function problemCodeSource(imdrfCode: string, term: string): SourceRef {
  return { kind: 'problem_code', id: imdrfCode, label: `${imdrfCode}: ${term}`, url: null };
}
