/** The p-th percentile (0-100) by linear interpolation between closest ranks; p50 is the median. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error('percentile of no samples');
  if (p < 0 || p > 100) throw new Error(`percentile must be within 0-100 (got ${p})`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p / 100) * (sorted.length - 1);
  const below = Math.floor(rank);
  const above = Math.ceil(rank);
  return sorted[below]! + (sorted[above]! - sorted[below]!) * (rank - below);
}

export interface Distribution {
  p50: number;
  p95: number;
  samples: number[];
}

export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function distribution(samples: readonly number[], decimals = 2): Distribution {
  return {
    p50: roundTo(percentile(samples, 50), decimals),
    p95: roundTo(percentile(samples, 95), decimals),
    samples: samples.map((sample) => roundTo(sample, decimals)),
  };
}
