import { describe, expect, it } from "vitest";
import { IdiomSuggestionsResultSchema } from "../../model/analysis.overview";
import { HONEYBEES } from "../overview/test-texts";
import { countWords, tokenizeWords } from "../overview/terms";
import { suggestIdioms } from "./suggest";

const suggestionsFor = (text: string) => {
  const result = suggestIdioms([{ id: "b1", text }]);
  if (!result.ok) {
    throw new Error(result.message);
  }
  return result;
};

/** The rewritten sentences offered for a one-sentence text. */
const rephrasings = (text: string): string[] =>
  suggestionsFor(text).suggestions.flatMap((suggestion) => suggestion.idioms.map((idiom) => idiom.rephraseSent));

/** Real prose of exactly `count` words, cut from the honeybee article. */
const proseOf = (count: number): string => {
  const article = `${HONEYBEES} ${HONEYBEES} ${HONEYBEES}`;
  const last = tokenizeWords(article)[count - 1];
  return `${article.slice(0, last?.end ?? 0)}.`;
};

describe("suggestIdioms: limits (spec 3 §5)", () => {
  it("accepts 500 words and refuses 501 with 'Too many words to process!'", () => {
    expect(countWords(proseOf(500))).toBe(500);
    expect(suggestIdioms([{ id: "b1", text: proseOf(500) }]).ok).toBe(true);
    expect(suggestIdioms([{ id: "b1", text: proseOf(501) }])).toEqual({
      ok: false,
      reason: "TOO_MANY_WORDS",
      message: "Too many words to process!",
      words: 501,
      maxWords: 500,
    });
  });

  it("counts the words of every block together", () => {
    const blocks = [
      { id: "b1", text: proseOf(300) },
      { id: "b2", text: proseOf(201) },
    ];
    expect(suggestIdioms(blocks)).toMatchObject({ ok: false, reason: "TOO_MANY_WORDS", words: 501 });
  });

  it("asks for the first word when there is none", () => {
    expect(suggestIdioms([{ id: "b1", text: "  " }])).toMatchObject({
      ok: false,
      reason: "NO_WORDS",
      message: "Please write your first word to start using tools.",
    });
  });

  it("asks for 1, 2, 3 or 4 idioms by word count, at the tier edges", () => {
    const gaveUp = "After three failed attempts, he gave up.";
    expect(countWords(gaveUp)).toBe(7);
    const countFor = (extraWords: number) => suggestionsFor(extraWords === 0 ? gaveUp : `${gaveUp} ${proseOf(extraWords)}`).count;
    expect(countFor(0)).toBe(1);
    expect(countFor(2)).toBe(1);
    expect(countFor(3)).toBe(2);
    expect(countFor(43)).toBe(2);
    expect(countFor(44)).toBe(3);
    expect(countFor(93)).toBe(3);
    expect(countFor(94)).toBe(4);
  });

  it("never offers more idioms than the count", () => {
    const text = "After three failed attempts, he gave up. The exam was so easy. They arrived unexpectedly.";
    const result = suggestionsFor(text);
    expect(result.count).toBe(2);
    expect(result.suggestions.flatMap((suggestion) => suggestion.idioms)).toHaveLength(2);
    expect(IdiomSuggestionsResultSchema.parse(result)).toEqual(result);
  });
});

describe("suggestIdioms: rephrasings", () => {
  it("replaces a literal verb phrase in the same tense", () => {
    expect(rephrasings("After three failed attempts, he gave up.")).toEqual(["After three failed attempts, he threw in the towel."]);
    expect(rephrasings("I have given up.")).toEqual(["I have thrown in the towel."]);
    expect(rephrasings("She got very angry when the train was cancelled.")).toEqual([
      "She flew off the handle when the train was cancelled.",
    ]);
    expect(rephrasings("The repairs cost a fortune.")).toEqual(["The repairs cost an arm and a leg."]);
    expect(rephrasings("She tried very hard to help us.")).toEqual(["She bent over backwards to help us."]);
  });

  it("conjugates 'be' literals into the idiom's verb and fills the possessive from the subject", () => {
    expect(rephrasings("He is very busy this week.")).toEqual(["He has a lot on his plate this week."]);
    expect(rephrasings("Everyone has to do their share.")).toEqual(["Everyone has to pull their weight."]);
    expect(rephrasings("Don't ruin relationships when you leave a job.")).toEqual(["Don't burn your bridges when you leave a job."]);
  });

  it("carries someone and something over from the literal", () => {
    expect(rephrasings("I was joking with you.")).toEqual(["I was pulling your leg."]);
    expect(rephrasings("Please keep me informed about the launch.")).toEqual(["Please keep me in the loop about the launch."]);
  });

  it("keeps an object after idioms that end with a preposition", () => {
    expect(rephrasings("Beekeepers now monitor mite levels.")).toEqual(["Beekeepers now keep an eye on mite levels."]);
  });

  it("puts predicates after a linking verb, absorbing an intensifier", () => {
    expect(rephrasings("The exam was so easy.")).toEqual(["The exam was a piece of cake."]);
  });

  it("replaces clause-final adverbials and sentence openers", () => {
    expect(rephrasings("They arrived unexpectedly.")).toEqual(["They arrived out of the blue."]);
    expect(rephrasings("In short, the project is late and over budget.")).toEqual(["In a nutshell, the project is late and over budget."]);
  });

  it("adds a saying after a statement whose words fit it", () => {
    const result = suggestionsFor("Learning French takes daily practice and a lot of patience.");
    expect(result.suggestions).toHaveLength(1);
    expect(result.suggestions[0]).toMatchObject({
      start: 0,
      sentenceIndex: 0,
      candidate: "Learning French takes daily practice and a lot of patience.",
    });
    expect(result.suggestions[0]?.idioms[0]).toMatchObject({
      idiom: "practice makes perfect",
      strategy: "append",
      rephraseSent: "Learning French takes daily practice and a lot of patience. As the saying goes, practice makes perfect.",
    });
  });

  it("offers nothing it cannot build grammatically", () => {
    // An object follows: "gave up smoking" is not "threw in the towel smoking".
    expect(rephrasings("He gave up smoking.")).toEqual([]);
    // A passive: "was given up" cannot become "was thrown in the towel".
    expect(rephrasings("The search was given up at dusk.")).toEqual([]);
    // A noun, not the verb "rest": "the rest".
    expect(rephrasings("We ate the rest.")).toEqual([]);
    // No subject pronoun to fill "one's": "stayed calm" → "kept her cool" or "kept his cool"?
    expect(rephrasings("Sarah stayed calm.")).toEqual([]);
    expect(rephrasings("She stayed calm.")).toEqual(["She kept her cool."]);
    // "Clearly" opens the sentence, but "loud and clear" only closes a clause.
    expect(rephrasings("Clearly, the plan worked.")).toEqual([]);
    // "someone" must be a person: "has your future's back" is not offered.
    expect(rephrasings("Saving a little every month protects your future.")).toEqual([]);
    expect(rephrasings("My sister always protects me.")).toEqual(["My sister always has my back."]);
    // A predicate before "and" + another adjective would read "short and sweet and clear".
    const idioms = suggestionsFor("The summary of the report is short and clear.").suggestions.flatMap((suggestion) =>
      suggestion.idioms.map((idiom) => idiom.idiom),
    );
    expect(idioms).not.toContain("short and sweet");
    expect(rephrasings("The meeting was short and we all went home.")).toEqual(["The meeting was short and sweet and we all went home."]);
  });

  it("describes each suggestion with its place, meaning and example", () => {
    const [suggestion] = suggestionsFor("The new rules were crystal clear. After three failed attempts, he gave up.").suggestions;
    expect(suggestion).toEqual({
      blockId: "b1",
      blockIndex: 0,
      sentenceIndex: 1,
      start: 66,
      end: 73,
      text: "gave up",
      candidate: "gave up",
      idioms: [
        {
          idiom: "throw in the towel",
          meaning: "give up in the face of defeat of lacking hope; admit defeat",
          example: "After three failed attempts, he threw in the towel.",
          rephraseSent: "After three failed attempts, he threw in the towel.",
          strategy: "replace",
          isCliche: true,
          tone: "neutral",
        },
      ],
    });
  });

  it("hands the language model what it needs for 'More idioms for your context'", () => {
    const result = suggestionsFor("After three failed attempts, he gave up. He went home.");
    expect(result.moreIdioms).toEqual({
      needsModel: true,
      heading: "More idioms for your context",
      count: 2,
      sentences: ["After three failed attempts, he gave up.", "He went home."],
    });
  });
});
