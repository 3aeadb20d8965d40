import { describe, expect, it } from "vitest";
import { blockQuality } from "./quality";
import { isSyllableDictionaryLoaded, loadSyllableDictionary } from "./syllables";

// A file of its own: CMUdict must not be loaded before the first score ("poem", "fire" and "area"
// have fewer syllables by the spelling rules than in CMUdict).
describe("blockQuality's memory of texts", () => {
  it("scores a text again with CMUdict once it loads, instead of the result remembered from the spelling rules", async () => {
    const block = { id: "b1", text: "A poem about the fire in the area." };
    expect(isSyllableDictionaryLoaded()).toBe(false);
    const byRules = blockQuality(block);
    await loadSyllableDictionary();
    const byDictionary = blockQuality(block);
    expect(byDictionary.counts.text.syllables).toBe(byRules.counts.text.syllables + 3);
    expect(blockQuality({ ...block, id: "b2" })).toMatchObject({ blockId: "b2", counts: byDictionary.counts });
  });
});
