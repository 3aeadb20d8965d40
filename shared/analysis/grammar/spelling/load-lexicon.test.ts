import { describe, expect, it } from "vitest";
import { loadSpellingLexicon } from "./load-lexicon";

describe("loadSpellingLexicon", () => {
  it("reads Harper's dictionary forms from the installed harper.js binary", async () => {
    const { slimBinary } = await import("harper.js/slimBinary");
    const lexicon = await loadSpellingLexicon(String(slimBinary.url));
    expect(lexicon?.words.size).toBeGreaterThan(100_000);
    for (const word of ["aardvarks", "government's", "unhappily", "colour", "color", "spielberg"]) {
      expect(lexicon?.words.has(word), word).toBe(true);
    }
    expect(lexicon?.words.has("kieslowski")).toBe(false);
    expect(lexicon?.alphabet).toEqual(expect.arrayContaining(["a", "z", "'"]));
  }, 30_000);

  it("answers null when the binary cannot be read", async () => {
    expect(await loadSpellingLexicon("file:///nonexistent/harper.wasm")).toBeNull();
  });
});
