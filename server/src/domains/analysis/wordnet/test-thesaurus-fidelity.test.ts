import { describe, expect, it } from "vitest";
import { SAMPLE_WORDNET, createFakeThesaurus } from "../../../../../shared/analysis/refine/test-thesaurus";
import { createWordNetThesaurus } from "./thesaurus";

/** The shared unit tests run on a fake thesaurus; this checks its synsets are copied faithfully from WordNet 3.1. */
describe("the shared tests' sample WordNet", () => {
  it("matches the real synsets: words, tag counts, definitions, examples and pointers", async () => {
    const real = createWordNetThesaurus();
    const fake = createFakeThesaurus();
    const differences: string[] = [];
    for (const [id] of SAMPLE_WORDNET) {
      const ref = { pos: ({ n: "noun", v: "verb", a: "adjective", r: "adverb" } as const)[id.charAt(0) as "n"], offset: id.slice(1) };
      const [copy, original] = await Promise.all([fake.synset(ref), real.synset(ref)]);
      if (!copy || !original) {
        differences.push(`${id}: missing`);
        continue;
      }
      if (
        JSON.stringify(copy.words) !== JSON.stringify(original.words) ||
        copy.definition !== original.definition ||
        copy.lexName !== original.lexName
      ) {
        differences.push(`${id}: ${JSON.stringify(original.words)} ${original.definition}`);
      }
      differences.push(
        ...copy.examples.filter((example) => !original.examples.includes(example)).map((example) => `${id}: example ${example}`),
      );
      const realPointers = new Set(
        original.pointers.map((pointer) => `${pointer.relation} ${pointer.target.offset} ${pointer.sourceWord} ${pointer.targetWord}`),
      );
      for (const pointer of copy.pointers) {
        const key = `${pointer.relation} ${pointer.target.offset} ${pointer.sourceWord} ${pointer.targetWord}`;
        if (!realPointers.has(key)) {
          differences.push(`${id}: pointer ${key}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
