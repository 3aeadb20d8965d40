import { describe, expect, it } from "vitest";
import { CLICHES } from "./cliches.data";
import { findIdioms } from "./find";
import { IDIOMS } from "./idioms.data";
import { VERB_FORMS } from "./verb-forms.data";

describe("idiom data", () => {
  it("holds at least 300 idioms, each with a meaning, an example and tags", () => {
    expect(IDIOMS.length).toBeGreaterThanOrEqual(300);
    for (const idiom of IDIOMS) {
      expect(idiom.meaning.length, idiom.idiom).toBeGreaterThan(3);
      expect(idiom.example, idiom.idiom).toMatch(/^["\p{Lu}].*[.!?]$/u);
      expect(idiom.tags.length, idiom.idiom).toBeGreaterThan(0);
    }
    expect(new Set(IDIOMS.map((idiom) => idiom.id)).size).toBe(IDIOMS.length);
  });

  it("records where each meaning comes from", () => {
    const sources = new Set(IDIOMS.map((idiom) => idiom.meaningSource));
    expect(sources).toEqual(new Set(["wordnet", "wordloom"]));
    expect(IDIOMS.filter((idiom) => idiom.meaningSource === "wordnet").length).toBeGreaterThan(100);
  });

  it("finds every idiom in its own example sentence", () => {
    const missed = IDIOMS.filter(
      (idiom) => !findIdioms([{ id: "x", text: idiom.example }]).some((finding) => finding.idiom === idiom.idiom),
    );
    expect(missed.map((idiom) => idiom.idiom)).toEqual([]);
  });

  it("knows the forms of every verb that opens a verb idiom or literal", () => {
    for (const idiom of IDIOMS.filter((entry) => entry.kind === "verb")) {
      for (const phrase of [idiom.idiom, ...idiom.literals.filter((literal) => !literal.startsWith("be "))]) {
        const head = phrase.split(" ")[0]?.toLowerCase() ?? "";
        expect(VERB_FORMS[head], phrase).toBeDefined();
      }
    }
  });

  it("carries the no-cliches list", () => {
    expect(CLICHES.length).toBe(698);
    expect(CLICHES.find((cliche) => cliche.phrase === "jump the gun")).toEqual({ phrase: "jump the gun", verb: "jump" });
  });
});
