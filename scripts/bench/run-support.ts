// What every benchmark script shares: integer settings from the environment, and a cleanup stack
// that runs once whether the run succeeds, fails or is interrupted.

export const intFromEnv = (name: string, fallback: number, min: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === "") {
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new Error(`${name} must be an integer ≥ ${min}, not "${raw}"`);
  }
  return value;
};

/** Undone in reverse order, once. */
export const cleanups: { label: string; run: () => Promise<void> | void }[] = [];

export const cleanUp = async () => {
  for (let cleanup = cleanups.pop(); cleanup; cleanup = cleanups.pop()) {
    try {
      await cleanup.run();
    } catch (error) {
      console.error(`could not ${cleanup.label}:`, error);
    }
  }
};

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

/** The median (the mean of the middle two for an even count; 0 for none). */
export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((first, second) => first - second);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : sorted.length === 0
      ? 0
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/** The nearest-rank percentile (share 0.95 for p95; 0 for no values). */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
};
