import { describe, expect, it } from "vitest";
import { detectPhones } from "./phone";

const phones = (text: string) => detectPhones(text).map(({ start, end }) => text.slice(start, end));

describe("phone numbers", () => {
  it("finds US numbers libphonenumber validates", () => {
    expect(phones("Call me on (213) 373-4253 tomorrow.")).toEqual(["(213) 373-4253"]);
    expect(phones("They're not answering at 780-999-2181")).toEqual(["780-999-2181"]);
  });

  it("finds international numbers and extensions", () => {
    expect(phones("Desk: +44 7700 900123, fax +46 (0)8 928 571 38.")).toEqual(["+44 7700 900123", "+46 (0)8 928 571 38"]);
    expect(phones("Fax: 345-899-3560x4587")).toEqual(["345-899-3560x4587"]);
  });

  it("finds national layouts when a phone word is close by", () => {
    expect(phones("Phone: 0490 75 40 81")).toEqual(["0490 75 40 81"]);
    expect(phones("Can someone call me on 01.84.17.61.18?")).toEqual(["01.84.17.61.18"]);
    expect(phones("416 60 039 office")).toEqual(["416 60 039"]);
  });

  it('finds national numbers with a leading zero, "+44…" and numbers followed by "-Fax"', () => {
    expect(phones("phone:\n0393 1144137\n\ne-mail:")).toEqual(["0393 1144137"]);
    expect(phones("Our London office is on 020 7946 0958.")).toEqual(["020 7946 0958"]);
    expect(phones("Ring 01632 960983 before noon.")).toEqual(["01632 960983"]);
    expect(phones("My number is +44 20 7946 0958.")).toEqual(["+44 20 7946 0958"]);
    expect(phones("Send it to 0161 496 0000-Fax please.")).toEqual(["0161 496 0000"]);
    expect(phones("Office: 555-123-4567-Fax")).toEqual(["555-123-4567"]);
  });

  it("leaves counts, codes and scores that do not start like a national number alone", () => {
    expect(phones("We sold 1 234 567 units and 890 123 more.")).toEqual([]);
    expect(phones("The score was 0 10 20 30.")).toEqual([]);
    expect(phones("Version 0.12.345 shipped.")).toEqual([]);
  });

  it("leaves dates, SSNs, years, prices and numbers without context alone", () => {
    expect(phones("On 2000-04-16 we met; SSN 536-22-1234; in 1977 it cost 1 234 567 dollars.")).toEqual([]);
    expect(phones("The population was 0490 75 40 81.")).toEqual([]);
  });

  it("never fires inside card or IBAN numbers", () => {
    expect(phones("My card number is 4111 1111 1111 1111.")).toEqual([]);
    expect(phones("IBAN GB82WEST12345698765432")).toEqual([]);
  });
});
