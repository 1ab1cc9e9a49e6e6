/** A labelled example: feature values and whether it is a positive. */
export interface Example {
  features: readonly number[];
  positive: boolean;
}

const NEWTON_STEPS = 50;

/** Solves a x = b by Gaussian elimination with partial pivoting (a is small and, with the ridge, regular). */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    const pivot = m.slice(col).reduce((best, row, i) => (Math.abs(row[col]!) > Math.abs(m[best]![col]!) ? col + i : best), col);
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = col + 1; row < n; row++) {
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let row = n - 1; row >= 0; row--) {
    let sum = m[row]![n]!;
    for (let k = row + 1; k < n; k++) sum -= m[row]![k]! * x[k]!;
    x[row] = sum / m[row]![row]!;
  }
  return x;
}

/**
 * Logistic regression by Newton's method: [bias, ...coefficients] maximising the likelihood of the examples
 * less ridge / 2 times the squared coefficients (the bias is not shrunk).
 */
export function fitLogistic(examples: readonly Example[], ridge: number): number[] {
  const size = (examples[0]?.features.length ?? 0) + 1;
  let weights = new Array<number>(size).fill(0);
  for (let step = 0; step < NEWTON_STEPS; step++) {
    const gradient = weights.map((weight, i) => (i === 0 ? 0 : -ridge * weight));
    const hessian = weights.map((_, i) => weights.map((__, j) => (i === j && i > 0 ? ridge : 0)));
    for (const { features, positive } of examples) {
      const x = [1, ...features];
      const p = 1 / (1 + Math.exp(-x.reduce((sum, value, i) => sum + value * weights[i]!, 0)));
      for (let i = 0; i < size; i++) {
        gradient[i]! += ((positive ? 1 : 0) - p) * x[i]!;
        for (let j = 0; j < size; j++) hessian[i]![j]! += p * (1 - p) * x[i]! * x[j]!;
      }
    }
    const delta = solve(hessian, gradient);
    weights = weights.map((weight, i) => weight + delta[i]!);
    if (Math.max(...delta.map(Math.abs)) < 1e-9) break;
  }
  return weights;
}
