import { describe, expect, it } from "vitest";
import {
  badgeStep,
  cardsPerView,
  creditsEarned,
  cutCardText,
  isExerciseTypeLocked,
  isPassingScore,
  levelLabel,
  missedPassMarks,
  parseLevel,
  positionFromCompleted,
  slotsForLevel,
} from "./learning";
import { cutToWordLimit, countWords, wordCounter } from "./learning-text";

describe("levels", () => {
  it("has 5, 4, 3, 3, 3 slots for L0–L4 and none at L5", () => {
    expect([0, 1, 2, 3, 4, 5].map(slotsForLevel)).toEqual([5, 4, 3, 3, 3, 0]);
  });

  it("writes and parses 'x.y'", () => {
    expect(levelLabel({ currentLevel: 2, currentSubLevel: 1 })).toBe("2.1");
    expect(parseLevel("3.2")).toEqual({ currentLevel: 3, currentSubLevel: 2 });
    expect(parseLevel("4")).toEqual({ currentLevel: 4, currentSubLevel: 0 });
    expect(parseLevel("6.0")).toBeNull();
  });

  it("locks a type whose minimum level is above currentLevel.currentSubLevel", () => {
    expect(isExerciseTypeLocked("0.0", { currentLevel: 0, currentSubLevel: 0 })).toBe(false);
    expect(isExerciseTypeLocked("1.0", { currentLevel: 0, currentSubLevel: 4 })).toBe(true);
    expect(isExerciseTypeLocked("1.0", { currentLevel: 1, currentSubLevel: 0 })).toBe(false);
    expect(isExerciseTypeLocked("1.2", { currentLevel: 1, currentSubLevel: 1 })).toBe(true);
    expect(isExerciseTypeLocked("not a level", { currentLevel: 5, currentSubLevel: 0 })).toBe(true);
  });

  it("moves up a level once all its slots are complete", () => {
    expect(positionFromCompleted([])).toEqual({ currentLevel: 0, currentSubLevel: 0 });
    expect(positionFromCompleted([4])).toEqual({ currentLevel: 0, currentSubLevel: 4 });
    expect(positionFromCompleted([5, 1])).toEqual({ currentLevel: 1, currentSubLevel: 1 });
    expect(positionFromCompleted([5, 4, 3, 3, 3])).toEqual({ currentLevel: 5, currentSubLevel: 0 });
    expect(badgeStep({ currentLevel: 5, currentSubLevel: 0 })).toBe(5);
  });
});

describe("pass marks and credits", () => {
  it("passes at overall 60, expression 25, grammar 10, content 15", () => {
    expect(isPassingScore({ overall: 60, expression: 25, grammar: 10, content: 15 })).toBe(true);
    expect(isPassingScore({ overall: 80, expression: 24.9, grammar: 20, content: 30 })).toBe(false);
    expect(missedPassMarks({ overall: 59, expression: 30, grammar: 9, content: 20 })).toEqual(["overall", "grammar"]);
  });

  it("earns the type's credits on a pass, less the delay penalty when the extension was taken", () => {
    expect(creditsEarned({ passed: true, typeCredits: 3, extensionUsed: false, delayPenalty: 1 })).toBe(3);
    expect(creditsEarned({ passed: true, typeCredits: 3, extensionUsed: true, delayPenalty: 1 })).toBe(2);
    expect(creditsEarned({ passed: false, typeCredits: 3, extensionUsed: true, delayPenalty: 1 })).toBe(0);
  });
});

describe("cards", () => {
  it("shows 3 cards, 2 below 1000 px and 1 below 650 px", () => {
    expect([1280, 1000, 999, 650, 649, 320].map(cardsPerView)).toEqual([3, 3, 2, 2, 1, 1]);
  });

  it("cuts card text at 150 characters", () => {
    const long = "word ".repeat(60);
    const cut = cutCardText(long);
    expect(cut.length).toBeLessThanOrEqual(151);
    expect(cut.endsWith("…")).toBe(true);
    expect(cutCardText("Short notes.")).toBe("Short notes.");
  });
});

describe("word limit", () => {
  it("counts words with apostrophes and hyphens as one", () => {
    expect(countWords("It's a well-known fact, isn't it?")).toBe(6);
  });

  it("counts letters and digits of every script, beyond the BMP too, and no joiner without a word on each side", () => {
    expect(countWords("Ünïcode 𝒜𝒷𝒸 ४२ 😀 -x- ''y'' a--b a’b 'tis")).toBe(9);
    expect(countWords("")).toBe(0);
    expect(countWords(" -' ’ ")).toBe(0);
  });

  it("counts as the word pattern matches, on any mix of letters, digits, joiners, marks and symbols", () => {
    const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;
    const alphabet = ["a", "Z", "7", "é", "e\u0301", "ß", "𝒜", "४", "ß", "'", "’", "-", " ", "\n", ".", ",", "😀", "\ud800", "_", "ǅ"];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed / 2_147_483_648;
    };
    for (let round = 0; round < 2_000; round += 1) {
      const length = Math.floor(random() * 30);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]).join("");
      expect(countWords(text), JSON.stringify(text)).toBe(text.match(WORD)?.length ?? 0);
    }
  });

  it("cuts input beyond the limit and keeps the closing punctuation", () => {
    expect(cutToWordLimit("One two three. Four five", 3)).toEqual({ text: "One two three.", words: 3, cut: true });
    expect(cutToWordLimit("One two three.", 3)).toEqual({ text: "One two three.", words: 3, cut: false });
    expect(cutToWordLimit("One two", 5)).toEqual({ text: "One two", words: 2, cut: false });
  });

  it("turns the counter red at the limit", () => {
    expect(wordCounter("one two", 3)).toEqual({ used: 2, limit: 3, atLimit: false, label: "2/3 words" });
    expect(wordCounter("one two three", 3).atLimit).toBe(true);
  });
});
