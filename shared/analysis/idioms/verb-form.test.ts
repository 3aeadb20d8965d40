import { describe, expect, it } from "vitest";
import { allForms, identifyForm, verbIn } from "./verb-form";

const formIn = (verb: string, sentence: string, written: string) => identifyForm(verb, written, sentence, sentence.indexOf(written));

describe("identifyForm", () => {
  it("reads the form from the verb and the word before it", () => {
    expect(formIn("give", "He gave up.", "gave")).toBe("past");
    expect(formIn("give", "She gives up too easily.", "gives")).toBe("present");
    expect(formIn("give", "They are giving up.", "giving")).toBe("gerund");
    expect(formIn("give", "I have finally given up.", "given")).toBe("participle");
    expect(formIn("give", "You should give up.", "give")).toBe("base");
    expect(formIn("give", "Give up now.", "Give")).toBe("base");
    expect(formIn("give", "We give up.", "give")).toBe("base");
  });

  it("refuses passives, a bare participle and an unclear past", () => {
    expect(formIn("give", "The plan was given up.", "given")).toBeNull();
    expect(formIn("give", "The plan given up last year failed.", "given")).toBeNull();
    expect(formIn("put", "They put it aside.", "put")).toBeNull();
    expect(formIn("put", "She put it aside.", "put")).toBe("past");
  });

  it("maps the forms of be", () => {
    expect(formIn("be", "He is very busy.", "is")).toBe("present");
    expect(formIn("be", "They were very busy.", "were")).toBe("past");
    expect(formIn("be", "We are very busy.", "are")).toBe("base");
    expect(formIn("be", "She has been very busy.", "been")).toBe("participle");
  });
});

describe("verb forms", () => {
  it("gives irregular and British forms", () => {
    expect(verbIn("throw", "past")).toBe("threw");
    expect(verbIn("throw", "participle")).toBe("thrown");
    expect(verbIn("have", "present")).toBe("has");
    expect(allForms("spill")).toEqual(expect.arrayContaining(["spilled", "spilt"]));
    expect(allForms("be")).toEqual(["be", "am", "are", "is", "was", "were", "been", "being"]);
  });
});
