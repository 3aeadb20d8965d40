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
