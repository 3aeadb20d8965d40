import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { segmentSentences, sentenceIndexAt } from "./segment";

const texts = (text: string) => segmentSentences(text).map((sentence) => sentence.text);

describe("segmentSentences", () => {
  it("splits plain sentences", () => {
    expect(texts("It rained. We stayed in! Did you?")).toEqual(["It rained.", "We stayed in!", "Did you?"]);
  });

  it("keeps abbreviations, titles and initials inside their sentence", () => {
    expect(texts("Dr. Smith met J. R. R. Tolkien in Oxford. They talked.")).toEqual([
      "Dr. Smith met J. R. R. Tolkien in Oxford.",
      "They talked.",
    ]);
    expect(texts("Bring fruit, e.g. apples and pears. Then leave.")).toEqual(["Bring fruit, e.g. apples and pears.", "Then leave."]);
    expect(texts("The U.S. economy grew. Prices rose.")).toEqual(["The U.S. economy grew.", "Prices rose."]);
  });

  it("keeps decimals, numbered references and legal citations together", () => {
    expect(texts("It costs 3.50 dollars. See No. 5 and pp. 10-12 for details.")).toEqual([
      "It costs 3.50 dollars.",
      "See No. 5 and pp. 10-12 for details.",
    ]);
    expect(texts("In Brown v. Board of Education, 347 U.S. 483 (1954), the Court ruled. It was unanimous.")).toEqual([
      "In Brown v. Board of Education, 347 U.S. 483 (1954), the Court ruled.",
      "It was unanimous.",
    ]);
  });

  it("ends a sentence after 'etc.' or 'Inc.' when a capitalised sentence follows", () => {
    expect(texts("We sell pens, paper etc. Our shop opens at nine.")).toEqual(["We sell pens, paper etc.", "Our shop opens at nine."]);
    expect(texts("It was made by Acme Inc. and shipped.")).toEqual(["It was made by Acme Inc. and shipped."]);
  });

  it("keeps closing quotes with their sentence", () => {
    expect(texts('He said "stop." Then he left.')).toEqual(['He said "stop."', "Then he left."]);
  });

  it("reports offsets that point at exactly the sentence text", () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom("Dr. Who came.", "It is 2.5 m long.", "  Yes!  ", "Why?", "e.g. this one.", '"Go." ', "A. B. Cee left."), {
          maxLength: 8,
        }),
        (parts) => {
          const text = parts.join(" ");
          for (const sentence of segmentSentences(text)) {
            expect(text.slice(sentence.start, sentence.end)).toBe(sentence.text);
            expect(sentence.text).toBe(sentence.text.trim());
          }
        },
      ),
    );
  });

  it("answers no sentence for blank text and finds the sentence of an offset", () => {
    expect(segmentSentences("   ")).toEqual([]);
    const sentences = segmentSentences("One two. Three four.");
    expect(sentenceIndexAt(sentences, 0)).toBe(0);
    expect(sentenceIndexAt(sentences, 10)).toBe(1);
  });
});

describe("abbreviations that are also words", () => {
  it("ends a sentence after an ordinary word that doubles as an abbreviation", () => {
    const text = "We sat in the sun. The sky was clear. Nobody said no. Then we left.";
    expect(segmentSentences(text).map((sentence) => sentence.text)).toEqual([
      "We sat in the sun.",
      "The sky was clear.",
      "Nobody said no.",
      "Then we left.",
    ]);
  });

  it("still keeps a numbered reference together", () => {
    expect(segmentSentences("See Art. 3 and No. 5 of the treaty. It is short.").map((sentence) => sentence.text)).toEqual([
      "See Art. 3 and No. 5 of the treaty.",
      "It is short.",
    ]);
  });
});
