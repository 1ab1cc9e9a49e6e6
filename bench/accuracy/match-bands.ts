import { confidenceLabel, type ConfidenceLabel } from '../../src/panels/chat/confidence.ts';
import { roundTo } from '../lib/stats';

/** A candidate shown in a held-out case's top list: its Match (0-100) and whether the submission cites it. */
export interface ShownMatch {
  match: number;
  cited: boolean;
}

/** One row of the calibration table: the candidates shown in a SPEC band, and the share of them cited. */
export interface MatchBand {
  band: ConfidenceLabel;
  candidates: number;
  cited: number;
  /** Share (%) of the band's candidates that the submission cites; near meanMatch when the Match is calibrated. */
  citedShare: number | null;
  meanMatch: number | null;
}

const BANDS: readonly ConfidenceLabel[] = ['High', 'Medium', 'Low', 'Very Low'];

export function matchBands(shown: readonly ShownMatch[]): MatchBand[] {
  return BANDS.map((band) => {
    const inBand = shown.filter((item) => confidenceLabel(item.match) === band);
    const cited = inBand.filter((item) => item.cited).length;
    const mean = (total: number) => (inBand.length === 0 ? null : roundTo(total / inBand.length, 1));
    return {
      band,
      candidates: inBand.length,
      cited,
      citedShare: mean(100 * cited),
      meanMatch: mean(inBand.reduce((sum, item) => sum + item.match, 0)),
    };
  });
}

/** The table as text lines, one band a line. */
export function matchBandLines(bands: readonly MatchBand[]): string[] {
  return bands.map(
    ({ band, candidates, cited, citedShare, meanMatch }) =>
      `${band.padEnd(8)} ${String(candidates).padStart(5)} shown, ${String(cited).padStart(4)} cited (${citedShare === null ? '-' : `${citedShare.toFixed(1)} %`}), mean Match ${meanMatch ?? '-'}`,
  );
}
