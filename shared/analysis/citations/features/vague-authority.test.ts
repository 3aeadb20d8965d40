import { describe, expect, it } from "vitest";
import { vagueAuthority } from "./vague-authority";

describe("unnamed authority", () => {
  it("finds appeals to unnamed studies and experts", () => {
    expect(vagueAuthority.detect("Studies show that coffee helps.")).toBe("Studies show");
    expect(vagueAuthority.detect("Research suggests that remote work pays.")).toBe("Research suggests");
    expect(vagueAuthority.detect("Experts say the market will recover.")).toBe("Experts say");
    expect(vagueAuthority.detect("Scientists agree the planet is warming.")).toBe("Scientists agree");
    expect(vagueAuthority.detect("Many doctors recommend walking.")).toBe("Many doctors recommend");
    expect(vagueAuthority.detect("It is widely known that sleep matters.")).toBe("It is widely known");
    expect(vagueAuthority.detect("A recent study found that tea is good.")).toBe("A recent study found");
    expect(vagueAuthority.detect("According to experts, tea is good.")).toBe("According to experts");
  });

  it("ignores sentences that do not appeal to authority", () => {
    expect(vagueAuthority.detect("She studies law in Leeds.")).toBeNull();
    expect(vagueAuthority.detect("The show starts at nine.")).toBeNull();
  });
});
