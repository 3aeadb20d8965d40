/**
 * How many fingerprints of the checked text are looked up to find candidate sources. A 10,000-word
 * text has ~3,900 fingerprints; each lookup is a random B-tree probe into an index that, at 100,000
 * documents (12M rows), is several times larger than PostgreSQL's default shared_buffers, so probing
 * them all costs ~200–300 ms when the pages are not cached. Probing a fixed share of them finds the
 * same top sources: the winnowed hashes are uniformly distributed, so a source that shares S of
 * the text's fingerprints shares about S / m of the probed ones. A source only counts above 10%
 * (spec document 3 §5), i.e. S ≥ 390 for that text, which leaves ~50 probe hits at m = 8: far
 * above chance. The exact score of each candidate is then computed from all of the text's
 * fingerprints (see check-plagiarism.ts).
 */
export const PROBE_BUDGET = 512;

/**
 * A deterministic subset of about `budget` hashes: those ≡ 0 (mod m), with m = ⌈n / budget⌉
 * (the "0 mod p" selection of Schleimer, Wilkerson & Aiken, applied on the query side only).
 * Texts with at most `budget` fingerprints are probed in full.
 */
export const probeHashes = (hashes: readonly string[], budget = PROBE_BUDGET): string[] => {
  if (hashes.length <= budget) {
    return [...hashes];
  }
  const modulus = BigInt(Math.ceil(hashes.length / budget));
  return hashes.filter((hash) => BigInt(hash) % modulus === 0n);
};
