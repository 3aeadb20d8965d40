import { describe, expect, it } from "vitest";
import { sensitivityOf } from "./sensitivity";

const reason = "Unexpected potentially insensitive use of `x`, try not to use it";

describe("sensitivityOf", () => {
  it("rates slurs and dehumanising terms high", () => {
    expect(sensitivityOf({ ruleId: "retard", phrase: "retarded", reason })).toBe("high");
    expect(sensitivityOf({ ruleId: "dwarf", phrase: "midget", reason })).toBe("high");
    expect(sensitivityOf({ ruleId: "fag", phrase: "dyke", note: "Derogatory terms for LGBTQ+ people are offensive", reason })).toBe("high");
    expect(
      sensitivityOf({
        ruleId: "transgenderism",
        phrase: "transgenderism",
        note: "This is a term used by anti-transgender activists to dehumanize",
        reason,
      }),
    ).toBe("high");
  });

  it("rates condescension, pronouns, personal nouns and conditional patterns low", () => {
    expect(sensitivityOf({ ruleId: "simple", phrase: "simply", reason })).toBe("low");
    expect(sensitivityOf({ ruleId: "just", phrase: "just", reason })).toBe("low");
    expect(sensitivityOf({ ruleId: "obvious", phrase: "obviously", reason })).toBe("low");
    expect(sensitivityOf({ ruleId: "he-she", phrase: "She", reason })).toBe("low");
    expect(sensitivityOf({ ruleId: "husband-wife", phrase: "wife", reason })).toBe("low");
    expect(
      sensitivityOf({
        ruleId: "boy-girl",
        phrase: "girl",
        reason: "Unexpected potentially insensitive use of `girl`, when referring to a person, in somes cases `kid` may be better",
      }),
    ).toBe("low");
    expect(sensitivityOf({ ruleId: "special", phrase: "special", reason })).toBe("low");
  });

  it("rates the rest medium, including a generic note that mentions derogatory words", () => {
    expect(sensitivityOf({ ruleId: "chairman-chairwoman", phrase: "chairman", reason })).toBe("medium");
    expect(sensitivityOf({ ruleId: "wheelchair-bound", phrase: "confined to a wheelchair", reason })).toBe("medium");
    expect(sensitivityOf({ ruleId: "special", phrase: "special needs", reason })).toBe("medium");
    expect(
      sensitivityOf({ ruleId: "nuts", phrase: "crazy", note: "Describe the behavior or illness without derogatory words.", reason }),
    ).toBe("medium");
  });
});

describe("demeaning words inside low patterns", () => {
  it("rates them medium or high", () => {
    expect(sensitivityOf({ ruleId: "gal-guy", phrase: "chick", reason })).toBe("medium");
    expect(sensitivityOf({ ruleId: "moan", phrase: "bitch", reason })).toBe("high");
    expect(sensitivityOf({ ruleId: "gal-guy", phrase: "lady", reason })).toBe("low");
  });
});
