import { describe, expect, it } from "vitest";
import { fingerprints } from "@wordloom/shared/analysis/plagiarism";
import { PROBE_BUDGET, probeHashes } from "./probe-hashes";

const longText = Array.from(
  { length: 2_000 },
  (_, index) => `Sentence ${index} tells the story of river ${index % 37} and the village ${index % 53} beside it.`,
).join(" ");

describe("probeHashes", () => {
  it("probes a short text's fingerprints in full", () => {
    const hashes = fingerprints("The quick brown fox jumps over the lazy dog by the river bank today.").map((print) => print.hash);
    expect(probeHashes(hashes)).toEqual(hashes);
  });

  it("keeps about the budget of a long text's fingerprints, the same ones every time", () => {
    const hashes = [...new Set(fingerprints(longText).map((print) => print.hash))];
    expect(hashes.length).toBeGreaterThan(4 * PROBE_BUDGET);
    const probed = probeHashes(hashes);
    expect(probed.length).toBeGreaterThan(PROBE_BUDGET * 0.6);
    expect(probed.length).toBeLessThan(PROBE_BUDGET * 1.4);
    expect(probeHashes(hashes)).toEqual(probed);
  });

  it("selects by value, so a copied passage probes the same hashes as its source", () => {
    const hashes = [...new Set(fingerprints(longText).map((print) => print.hash))];
    const modulus = BigInt(Math.ceil(hashes.length / PROBE_BUDGET));
    const probed = new Set(probeHashes(hashes));
    for (const hash of hashes) {
      expect(probed.has(hash)).toBe(BigInt(hash) % modulus === 0n);
    }
  });
});
