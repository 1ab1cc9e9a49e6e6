import type { Share, SummaryScores } from '../../../server/modules/documents/testing/summary-scores';
import { distribution, roundTo, type Distribution } from '../../lib/stats';
import type { SuiteOutcome } from '../../suite';

/** The targets: the share of summaries read right, and the event loop's largest delay during a large read. */
export const READING_TARGETS = { matchingShare: 0.9, largestDelayMs: 50 } as const;

/** What `measureDocumentReading` found. */
export interface ReadingFigures {
  /** Scores of the 100 summaries of 2025, read from a PDF and from a DOCX made of each one's text. */
  summaries: { pdf: SummaryScores; docx: SummaryScores };
  /** The ten real PDFs: read, and with a description and indications found (they carry no fields to compare). */
  realPdfs: { read: number; withDescriptionAndIndications: number; productCodesFound: number; total: number };
  /** Milliseconds to read one document (its text, in a thread), over every document read. */
  extractionMs: number[];
  largePdf: { pages: number; bytes: number; readMs: number; largestDelayMs: number };
}

const percent = (share: Share) => `${roundTo(share.share * 100, 1)} % (${share.matched}/${share.compared})`;

export function readingOutcome(figures: ReadingFigures): SuiteOutcome {
  const timing: Distribution = distribution(figures.extractionMs, 1);
  const { pdf, docx } = figures.summaries;
  // A source description that is only the device's name is compared with the name read (docs/decisions.md, issue 25).
  const formatRows = (format: string, scores: SummaryScores) => [
    {
      metric: `2025 summaries as ${format}: description and intended use both match (the ${scores.nameOnlySources} name-only descriptions compared with the trade name)`,
      value: percent(scores.bothNameOnlyAsName),
      target: `>= ${READING_TARGETS.matchingShare * 100} %`,
      pass: scores.bothNameOnlyAsName.share >= READING_TARGETS.matchingShare,
    },
    { metric: `  ${format}: both, strictly (name-only descriptions compared as descriptions)`, value: percent(scores.both), target: '', pass: null },
    { metric: `  ${format}: description / intended use alone`, value: `${percent(scores.description)} / ${percent(scores.intendedUse)}`, target: '', pass: null },
  ];
  const delayPass = figures.largePdf.largestDelayMs < READING_TARGETS.largestDelayMs;
  return {
    results: { measuredAt: new Date().toISOString(), targets: READING_TARGETS, ...figures, extractionMs: timing },
    rows: [
      ...formatRows('PDF', pdf),
      ...formatRows('DOCX', docx),
      {
        metric: 'ten real 510(k) PDFs: description and indications found',
        value: `${figures.realPdfs.withDescriptionAndIndications}/${figures.realPdfs.total} (read ${figures.realPdfs.read}, product codes ${figures.realPdfs.productCodesFound})`,
        target: '',
        pass: null,
      },
      { metric: 'text extraction per document: p50', value: `${timing.p50} ms`, target: '', pass: null },
      { metric: 'text extraction per document: p95', value: `${timing.p95} ms`, target: '', pass: null },
      {
        metric: `largest event-loop delay while a ${figures.largePdf.pages}-page, ${roundTo(figures.largePdf.bytes / 1024 / 1024, 1)} MB PDF is read (${Math.round(figures.largePdf.readMs)} ms)`,
        value: `${roundTo(figures.largePdf.largestDelayMs, 1)} ms`,
        target: `< ${READING_TARGETS.largestDelayMs} ms`,
        pass: delayPass,
      },
    ],
  };
}
