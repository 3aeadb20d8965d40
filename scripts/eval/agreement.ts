// Agreement statistics for automated scoring (ETS RSMTool conventions): Pearson r and quadratic
// weighted kappa over integer categories.

export const pearson = (a: readonly number[], b: readonly number[]): number => {
  const n = Math.min(a.length, b.length);
  if (n < 2) {
    return 0;
  }
  let meanA = 0;
  let meanB = 0;
  for (let index = 0; index < n; index += 1) {
    meanA += (a[index] ?? 0) / n;
    meanB += (b[index] ?? 0) / n;
  }
  let covariance = 0;
  let varianceA = 0;
  let varianceB = 0;
  for (let index = 0; index < n; index += 1) {
    const da = (a[index] ?? 0) - meanA;
    const db = (b[index] ?? 0) - meanB;
    covariance += da * db;
    varianceA += da * da;
    varianceB += db * db;
  }
  return varianceA === 0 || varianceB === 0 ? 0 : covariance / Math.sqrt(varianceA * varianceB);
};

/** Quadratic weighted kappa of two ratings on the categories min..max (integers). */
export const quadraticWeightedKappa = (a: readonly number[], b: readonly number[], min: number, max: number): number => {
  const size = max - min + 1;
  const n = Math.min(a.length, b.length);
  const observed = Array.from({ length: size }, () => new Array<number>(size).fill(0));
  const histA = new Array<number>(size).fill(0);
  const histB = new Array<number>(size).fill(0);
  for (let index = 0; index < n; index += 1) {
    const i = Math.round(a[index] ?? min) - min;
    const j = Math.round(b[index] ?? min) - min;
    (observed[i] as number[])[j] = ((observed[i] as number[])[j] ?? 0) + 1;
    histA[i] = (histA[i] ?? 0) + 1;
    histB[j] = (histB[j] ?? 0) + 1;
  }
  let numerator = 0;
  let denominator = 0;
  for (let i = 0; i < size; i += 1) {
    for (let j = 0; j < size; j += 1) {
      const weight = ((i - j) * (i - j)) / ((size - 1) * (size - 1));
      const expected = ((histA[i] ?? 0) * (histB[j] ?? 0)) / n;
      numerator += weight * ((observed[i] as number[])[j] ?? 0);
      denominator += weight * expected;
    }
  }
  return denominator === 0 ? 1 : 1 - numerator / denominator;
};
