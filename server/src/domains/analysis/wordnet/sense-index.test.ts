import WordPOS from "wordpos";
import { describe, expect, it } from "vitest";
import { SenseIndex } from "./sense-index";

describe("SenseIndex", () => {
  const index = new SenseIndex(WordPOS.WNdb.path);

  it("reads how often each sense of a word was tagged", async () => {
    const walk = await index.tagCounts("walk");
    expect(walk.get("v01908923")).toBe(184);
    expect(walk.get("n00284412")).toBe(4);
    // "walk" never reaches "walk_about" or "walk-in": the binary search stops at the lemma's own keys.
    expect([...walk.keys()].every((id) => /^[nvar]\d{8}$/.test(id))).toBe(true);
  });

  it("handles multi-word lemmas, satellites and unknown words", async () => {
    expect((await index.tagCounts("make up one's mind")).get("v00699355")).toBe(10);
    expect((await index.tagCounts("Glad")).get("a01364330")).toBe(11);
    expect((await index.tagCounts("zzzzqx")).size).toBe(0);
    expect((await index.tagCounts("a")).size).toBeGreaterThan(0);
  });
});
