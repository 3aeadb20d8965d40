import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkOffensive, findOffensiveWords } from "./check";

const words = (text: string) => findOffensiveWords(text).map((found) => found.text);

describe("offensive words: obscenity with our whitelist", () => {
  it("flags plain profanity and leetspeak, as the whole written word", () => {
    expect(words("He is an asshole.")).toEqual(["asshole"]);
    expect(words("sh1t happens")).toEqual(["sh1t"]);
    expect(words("you a$$hole")).toEqual(["a$$hole"]);
    expect(words("What a load of bullshit, you motherfucker!")).toEqual(["bullshit", "motherfucker"]);
    expect(words("SHIT! That hurt.")).toEqual(["SHIT"]);
  });

  it("flags compounds obscenity misses", () => {
    expect(words("Don't be a jackass or a dumbass.")).toEqual(["jackass", "dumbass"]);
  });

  it.each([
    "The pilot climbed into the cockpit.",
    "Add the shiitake mushrooms last.",
    "Penistone is a market town in South Yorkshire.",
    "The pussycat slept on the mat.",
    "At dawn the cock crowed three times.",
    "Sex education starts in year seven.",
    "Scunthorpe United won on Saturday.",
    "She is in a class of her own.",
    "The assassin was never caught.",
    "He graduated magna cum laude.",
    "It was tit for tat all season.",
    "Moby Dick is a long novel.",
    "Rapeseed oil is cheap.",
    "We flew to Phuket.",
    "The Fukushima plant was closed.",
    "Season with cumin.",
    "Dr. J. R. R. Tolkien wrote it.",
    "Use *bold* text and footnotes*.",
  ])("leaves an innocent sentence alone: %s", (sentence) => {
    expect(words(sentence)).toEqual([]);
  });
});

describe("offensive words: disguises obscenity misses", () => {
  it("finds spaced-out letters", () => {
    expect(findOffensiveWords("f u c k you").map((found) => [found.text, found.word])).toEqual([["f u c k", "fuck"]]);
    expect(findOffensiveWords("That's f-u-c-k-i-n-g great").map((found) => [found.text, found.word])).toEqual([
      ["f-u-c-k-i-n-g", "fucking"],
    ]);
    expect(words("s.h.i.t")).toEqual(["s.h.i.t"]);
    expect(words("I a m here, a b c")).toEqual([]);
  });

  it("finds sound-alike spellings but not the places they resemble", () => {
    expect(findOffensiveWords("phuck off").map((found) => [found.text, found.word])).toEqual([["phuck", "fuck"]]);
    expect(words("biatch please")).toEqual(["biatch"]);
    expect(words("Phuket and Phuket's beaches")).toEqual([]);
  });

  it("finds starred forms, one asterisk per hidden letter", () => {
    expect(findOffensiveWords("f**k off").map((found) => [found.text, found.word])).toEqual([["f**k", "fuck"]]);
    expect(findOffensiveWords("sh*t!").map((found) => [found.text, found.word])).toEqual([["sh*t", "shit"]]);
    expect(findOffensiveWords("b*tch").map((found) => found.word)).toEqual(["bitch"]);
    expect(findOffensiveWords("F***ing hell").map((found) => [found.text, found.word])).toEqual([["F***ing", "fucking"]]);
    expect(words("a*b = c and 2*3")).toEqual([]);
  });

  it("finds look-alike characters", () => {
    expect(findOffensiveWords("ƒυck this").map((found) => found.word)).toEqual(["fuck"]);
    expect(findOffensiveWords("fuuuuck").map((found) => found.word)).toEqual(["fuck"]);
  });
});

describe("replacements", () => {
  it("suggests milder words for the most specific root, cased like the original", () => {
    const [asshole] = findOffensiveWords("What an asshole.");
    expect(asshole?.root).toBe("asshole");
    expect(asshole?.replacements).toContain("jerk");
    expect(findOffensiveWords("Bullshit.")[0]?.replacements).toEqual(["Nonsense", "Rubbish"]);
    expect(findOffensiveWords("It's fucking cold")[0]?.replacements).toContain("freaking");
    expect(findOffensiveWords("SHIT")[0]?.replacements).toEqual(["RUBBISH", "STUFF"]);
  });
});

describe("checkOffensive", () => {
  it("reports per-sentence flags and pipe-separated offenders", () => {
    const result = checkOffensive([
      { id: "a", text: "This is fine. What the fuck, you asshole? All good." },
      { id: "b", text: "Nothing to see here." },
    ]);
    expect(result.isAbusive).toBe(true);
    expect(result.blocks[0]?.sentences).toEqual([
      { index: 0, isAbusive: false, offenders: "" },
      { index: 1, isAbusive: true, offenders: "fuck|asshole" },
      { index: 2, isAbusive: false, offenders: "" },
    ]);
    expect(result.blocks[1]?.sentences).toEqual([{ index: 0, isAbusive: false, offenders: "" }]);
    const [first] = result.findings;
    expect(first).toMatchObject({ blockId: "a", sentenceIndex: 1, text: "fuck", root: "fuck" });
    expect(first && "This is fine. What the fuck, you asshole? All good.".slice(first.start, first.end)).toBe("fuck");
  });

  it("skips blocks without letters or digits", () => {
    const result = checkOffensive([
      { id: "a", text: "— … —" },
      { id: "b", text: "" },
    ]);
    expect(result).toEqual({ blocks: [], findings: [], isAbusive: false });
  });

  it("gives offsets that point at exactly the flagged text", () => {
    const pieces = [
      "Well,",
      "fuck",
      "this.",
      "You a$$hole!",
      "f u c k",
      "sh*t",
      "phuck",
      "the cockpit",
      "class",
      "Dr. Smith",
      "\n",
      "naïve",
      "😀",
      "bullshit",
    ];
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pieces), { maxLength: 12 }), (parts) => {
        const text = parts.join(" ");
        const result = checkOffensive([{ id: "x", text }]);
        for (const finding of result.findings) {
          expect(text.slice(finding.start, finding.end)).toBe(finding.text);
          expect(finding.replacements.length).toBeGreaterThan(0);
        }
      }),
    );
  });
});
