/** Optimal-string-alignment distance (Levenshtein plus adjacent transpositions), stopping early above `limit`. */
export const editDistance = (a: string, b: string, limit = Number.POSITIVE_INFINITY): number => {
  if (Math.abs(a.length - b.length) > limit) {
    return limit + 1;
  }
  let previousRow: number[] = [];
  let row = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const twoBack = previousRow;
    previousRow = row;
    row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previousRow[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (previousRow[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (twoBack[j - 2] ?? 0) + 1);
      }
      row.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) {
      return limit + 1;
    }
  }
  return row[b.length] ?? 0;
};
