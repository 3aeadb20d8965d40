import { describe, expect, it } from "vitest";
import { checkInclusive } from "./check";
import { LOW_IGNORE } from "./ignore";

describe("LOW_IGNORE", () => {
  it("holds only phrases that rate low when retext-equality looks for them", async () => {
    const blocks = LOW_IGNORE.map((phrase, index) => ({ id: String(index), text: `Then ${phrase} came.` }));
    const findings = await checkInclusive(blocks, { includeLow: true });
    const notLow = findings.filter((finding) => finding.sensitivity !== "low" && LOW_IGNORE.includes(finding.originalPhrase.toLowerCase()));
    expect(notLow).toEqual([]);
    // The list is live: most of its phrases are still found when not ignored.
    expect(new Set(findings.map((finding) => finding.blockId)).size).toBeGreaterThan(LOW_IGNORE.length * 0.8);
  });

  it("gives the same findings as filtering low items afterwards", async () => {
    const text = "She told her brother the chairman simply hangs out with the guys. My mother, a fireman, is just obviously crazy.";
    const filtered = (await checkInclusive([{ id: "b", text }], { includeLow: true })).filter((finding) => finding.sensitivity !== "low");
    expect(await checkInclusive([{ id: "b", text }])).toEqual(filtered);
    expect(filtered.map((finding) => finding.originalPhrase)).toEqual(["chairman", "guys", "fireman", "crazy"]);
  });
});
