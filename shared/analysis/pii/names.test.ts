import { describe, expect, it } from "vitest";
import { detectNames, mayContainNames } from "./names";

const people = (text: string) => detectNames(text).people.map(({ start, end }) => text.slice(start, end));

describe("person names", () => {
  it("finds names compromise knows", () => {
    expect(people("Kevin had given Alma his address.")).toContain("Kevin");
    expect(people("William Hughes moved to Leeds.")).toEqual(["William Hughes"]);
  });

  it("finds unfamiliar full names, after titles, and without the title or possessive", () => {
    expect(people("Krisztián Szöllösy listed his top 20 songs.")).toEqual(["Krisztián Szöllösy"]);
    expect(people("Please correct it to Dr. Cettina Fanucci?")).toEqual(["Cettina Fanucci"]);
    expect(people("Wisława Szczepańska's killers were sentenced.")).toEqual(["Wisława Szczepańska"]);
    expect(people("Willemine ten Pas will be talking in the conference")).toEqual(["Willemine ten Pas"]);
  });

  it("finds single unfamiliar names from their context", () => {
    expect(people("My name is Rubija")).toEqual(["Rubija"]);
    expect(people("Ubul: What a wife.\nNicole: Remember me?")).toEqual(expect.arrayContaining(["Ubul", "Nicole"]));
    expect(people("Mehrudin shouted at Todd.")).toEqual(expect.arrayContaining(["Mehrudin"]));
    expect(people('"We are glad," says Hartvigsson.')).toEqual(["Hartvigsson"]);
    expect(people("It was a done thing between him and Franciska's kid.")).toEqual(["Franciska"]);
  });

  it("extends a list with one known person and repeats a known surname", () => {
    expect(people("Our founders: Eklund, Michael and Hodge.")).toEqual(["Eklund", "Michael", "Hodge"]);
    expect(people("A song by Bonifacy Kaczmarek. Later Kaczmarek retired.")).toEqual(["Bonifacy Kaczmarek", "Kaczmarek"]);
  });

  it("does not take places, streets, firms, titles of works or common words for people", () => {
    expect(people("Estonia was super fun to visit!")).toEqual([]);
    expect(people("Meet me at the corner of Philip Bypass.")).toEqual([]);
    expect(people("I work at Davis, Reynolds and Williamson as a clerk.")).toEqual([]);
    expect(people("During 1971, Mayo-Walters invested heavily.")).toEqual([]);
    expect(people("The Big Three Killed My Baby is a song.")).toEqual([]);
    expect(people("The weather was fine and we went home.")).toEqual([]);
  });

  it("reports firms as organisations", () => {
    const text = "I work at Davis, Reynolds and Williamson as a clerk.";
    expect(detectNames(text).organizations.map(({ start, end }) => text.slice(start, end))).toContain("Davis, Reynolds and Williamson");
  });

  it("skips compromise when only common sentence openers are capitalised", () => {
    expect(mayContainNames("The cat sat. It was warm.")).toBe(false);
    expect(mayContainNames("The cat sat with Tom.")).toBe(true);
    expect(mayContainNames("Shovda is reliable.")).toBe(true);
  });

  it("finds the same people from the lexicon alone, without places or organisations from the tagger", () => {
    const texts = [
      "Kevin had given Alma his address.",
      "William Hughes moved to Leeds.",
      "Please correct it to Dr. Cettina Fanucci?",
      "Our founders: Eklund, Michael and Hodge.",
      "Estonia was super fun to visit!",
      "I work at Davis, Reynolds and Williamson as a clerk.",
    ];
    for (const text of texts) {
      const lexicon = detectNames(text, "lexicon");
      expect(lexicon.people, text).toEqual(detectNames(text, "tagged").people);
      expect(lexicon.places, text).toEqual([]);
    }
    const william = "William Hughes moved to Leeds.";
    expect(detectNames(william, "tagged").places.map(({ start, end }) => william.slice(start, end))).toEqual(["Leeds"]);
  });
});
