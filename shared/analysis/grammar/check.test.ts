import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock } from "../types";
import { hasCheckableText } from "../../rules/checkable-text";
import { checkGrammar, checkSentenceOffline } from "./check";
import { warmUpHarper } from "./harper";

const US = { dialect: "en-US" } as const;

/** Real sentences, correct and not, with quotes, accents, emoji, abbreviations and numbers. */
const SENTENCES = [
  "The lock on the shed were broken.",
  "I think your going to love this book.",
  "Dr. Smith visited the U.S. in 2019.",
  "“It’s a lovely day,” she said.",
  "Café owners in Zürich open early. 😀",
  "Less people came to the meeting than last year.",
  "The company changed it's name in 2020.",
  "There are several reason for this.",
  "I has a apple.",
  "We must not loose hope.",
  "The children were playing in the garden.",
  "In order to win, we must utilize every player.",
  'She said: "The the answer is no!"',
  "Prices rose by 3.5 % in March, e.g. for bread and milk.",
  "He dont know what to do… 👍🏽",
  "Teh weather is nice today.",
  "   ",
  "—",
  "The students is waiting outside.",
  "Is this the right thing to do?",
];

describe("checkGrammar", () => {
  beforeAll(async () => {
    await warmUpHarper("en-US");
  }, 60_000);

  it("combines Harper, retext and Wordloom findings with exact places", async () => {
    const text = "The lock on the shed were broken. I has a apple. Less people came than last year.";
    const issues = await checkGrammar([{ id: "b1", text }], US);
    const summary = issues.map((issue) => ({
      word: issue.word,
      sentence: issue.sentenceIndex,
      source: issue.source,
      replacements: issue.replacements,
    }));
    expect(summary).toEqual(
      expect.arrayContaining([
        { word: "were", sentence: 0, source: "wordloom", replacements: ["was"] },
        { word: "has", sentence: 1, source: "harper", replacements: ["have"] },
        { word: "a", sentence: 1, source: "harper", replacements: ["an"] },
        { word: "Less", sentence: 2, source: "wordloom", replacements: ["Fewer"] },
      ]),
    );
    for (const issue of issues) {
      expect(issue.blockId).toBe("b1");
      expect(text.slice(issue.start, issue.end)).toBe(issue.word);
      expect(issue.text).toBe(issue.word);
      expect(issue.message.length).toBeGreaterThan(0);
      expect(issue.shortMessage.length).toBeGreaterThan(0);
    }
    // Harper and retext both flag "a apple": only one issue is kept.
    expect(issues.filter((issue) => issue.word === "a")).toHaveLength(1);
  }, 30_000);

  it("skips blocks without letters or digits, and keeps block order", async () => {
    expect(hasCheckableText(" — … !? ")).toBe(false);
    expect(hasCheckableText("Ünïcode")).toBe(true);
    const issues = await checkGrammar(
      [
        { id: "empty", text: " — … !? " },
        { id: "a", text: "They was here." },
        { id: "b", text: "She dont care." },
      ],
      US,
    );
    expect(issues.map((issue) => issue.blockId)).toEqual(["a", "b"]);
  }, 30_000);

  it("honours an abort signal between blocks", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped"));
    await expect(checkGrammar([{ id: "a", text: "They was here." }], US, { signal: controller.signal })).rejects.toThrow("stopped");
  });

  it("finds nothing in clean prose", async () => {
    const issues = await checkGrammar(
      [
        {
          id: "clean",
          text: "The children were playing in the garden while their parents prepared dinner. Everyone had a wonderful time.",
        },
      ],
      US,
    );
    expect(issues).toEqual([]);
  }, 30_000);

  it("gives every issue the exact text of its span, for texts built from real sentences", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom(...SENTENCES), { minLength: 1, maxLength: 6 }),
        fc.constantFrom(" ", "  ", "\n", " \u00a0"),
        async (parts, separator) => {
          const block: AnalysisBlock = { id: "p", text: parts.join(separator) };
          const issues = await checkGrammar([block], US);
          const sentences = segmentSentences(block.text);
          for (const issue of issues) {
            expect(issue.text).toBe(block.text.slice(issue.start, issue.end));
            expect(issue.word).toBe(issue.text);
            expect(issue.end).toBeGreaterThan(issue.start);
            expect(issue.sentenceIndex).toBe(sentenceIndexAt(sentences, issue.start));
          }
        },
      ),
      { numRuns: 60 },
    );
  }, 120_000);
});

describe("checkSentenceOffline", () => {
  it("runs the synchronous engines on one sentence", () => {
    const sentence = "The lock on the shed were broken and and rusty.";
    const findings = checkSentenceOffline(sentence);
    expect(findings.map((finding) => sentence.slice(finding.start, finding.end))).toEqual(["were", "and and"]);
    expect(checkSentenceOffline("…")).toEqual([]);
  });

  it("leaves fixed phrases alone: idioms and famous quotations keep their wording", async () => {
    const gettysburg = "Four score and seven years ago our fathers brought forth on this continent, a new nation.";
    const issues = await checkGrammar([{ id: "g", text: gettysburg }], US);
    expect(issues.map((issue) => issue.text)).not.toContain("score");
    // The same words outside the phrase are still checked.
    const other = await checkGrammar([{ id: "o", text: "Four score and seven apples were sold." }], US);
    expect(other.map((issue) => issue.text)).toContain("score");
    expect(checkSentenceOffline(gettysburg).map((finding) => gettysburg.slice(finding.start, finding.end))).not.toContain("score");
  }, 30_000);
});
