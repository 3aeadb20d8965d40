import { describe, expect, it } from "vitest";
import { firstPerson, opinion, question } from "./stance";

describe("stance dampers", () => {
  it("recognises personal statements, opinions and questions", () => {
    expect(firstPerson.detect("In 2019 I launched my blog.")).toBe("I");
    expect(firstPerson.detect("My team grew by 40%.")).toBe("My");
    expect(opinion.detect("I think 42% is too high.")).toBe("I think");
    expect(opinion.detect("In my opinion, it is the best.")).toBe("In my opinion");
    expect(question.detect("Do 42% of people like tea?")).toBe("?");
  });

  it("ignores impersonal statements", () => {
    expect(firstPerson.detect("Item I of the list; World War I; Mine Street.")).toBeNull();
    expect(opinion.detect("Tea is popular.")).toBeNull();
    expect(question.detect("Tea is popular.")).toBeNull();
  });
});
