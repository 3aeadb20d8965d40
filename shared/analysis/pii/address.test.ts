import { describe, expect, it } from "vitest";
import { detectAddresses } from "./address";

const addresses = (text: string) => detectAddresses(text).map(({ start, end }) => text.slice(start, end));

describe("street addresses", () => {
  it("finds street lines with flat numbers, and the town lines that follow", () => {
    expect(addresses("Send it to 221B Baker Street, Apt. 2, please.")).toEqual(["221B Baker Street, Apt. 2"]);
    expect(addresses("1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903? I am away.")).toEqual([
      "1987 74 Diakou Street\n Suite 680\n Kissousa\n Cyprus 36903",
    ]);
    expect(addresses("Ship to 1600 Pennsylvania Avenue NW, Washington, DC 20500.")).toEqual([
      "1600 Pennsylvania Avenue NW, Washington, DC 20500",
    ]);
  });

  it("finds post office and military boxes and cued addresses", () => {
    expect(addresses("Meet me at P.O. Box 149 tomorrow")).toEqual(["P.O. Box 149"]);
    expect(addresses("The Avalara office is at PSC 0413, Box 8144\nAPO AA 42323")).toEqual(["PSC 0413, Box 8144\nAPO AA 42323"]);
    expect(addresses("Tomomi Nishiyama lives at 86036 Rua do Arenque 1634, Goiânia")).toEqual(["86036 Rua do Arenque 1634, Goiânia"]);
  });

  it("leaves ordinary numbers and streets without a number alone", () => {
    expect(addresses("We walked down Baker Street in 2019 with 3 friends.")).toEqual([]);
    expect(addresses("Chapter 12 covers 300 pages.")).toEqual([]);
  });
});
