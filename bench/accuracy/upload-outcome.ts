import type { TableRow } from '../suite';
import type { ClassifiedCase } from './accuracy-metrics.ts';
import type { UploadedCase } from './document-classification.ts';

/** How many uploads were read, and how many gave the profile a description or an intended use (the rest a name at most). */
export function uploadTally(cases: readonly UploadedCase[]) {
  return {
    documents: cases.length,
    read: cases.filter((item) => item.read).length,
    withDescriptionOrIntendedUse: cases.filter((item) => item.profile.description !== '' || item.profile.intended_use !== '').length,
  };
}

/** Each real PDF: its decision day, the codes it is judged against, where the first of them ranked and the first five proposed. */
export function realPdfResults(cases: readonly UploadedCase[], classified: readonly ClassifiedCase[]) {
  return cases.map((item, index) => {
    const proposed = classified[index]!.proposed;
    return {
      k_number: item.k_number,
      decided: item.decided,
      read: item.read,
      truths: item.truths,
      rankOfTruth: proposed.indexOf(item.truth) + 1 || null,
      proposed: proposed.slice(0, 5),
    };
  });
}

/** 'hits/cases' of the true code within the first 1, 3 and 5 proposals. */
export function topKCounts(classified: readonly ClassifiedCase[]): string {
  const within = (k: number) => classified.filter((item) => item.proposed.slice(0, k).includes(item.truth)).length;
  return [1, 3, 5].map((k) => `${within(k)}/${classified.length}`).join(' / ');
}

/** The rows of the uploads besides the summaries' accuracy: how many were read and filled, and the real PDFs by whether they are held out. */
export function uploadRows(
  summaries: readonly UploadedCase[],
  realPdfs: { heldOut: readonly ClassifiedCase[]; notHeldOut: readonly ClassifiedCase[] },
  asOf: string,
): TableRow[] {
  const tally = uploadTally(summaries);
  const names = (cases: readonly ClassifiedCase[]) => cases.map((item) => item.k_number).join(', ');
  return [
    {
      metric: 'uploaded 2025 summary PDF: documents read / with a description or intended use',
      value: `${tally.read}/${tally.documents} / ${tally.withDescriptionOrIntendedUse}/${tally.documents}`,
      target: '',
      pass: null,
    },
    {
      metric: `real 510(k) PDFs decided after ${asOf} (${names(realPdfs.heldOut) || 'none'}): top-1 / top-3 / top-5`,
      value: topKCounts(realPdfs.heldOut),
      target: '',
      pass: null,
    },
    {
      metric: `real 510(k) PDFs not shown decided after ${asOf}, not held out (reference only): top-1 / top-3 / top-5`,
      value: topKCounts(realPdfs.notHeldOut),
      target: '',
      pass: null,
    },
  ];
}
