import { describe, expect, it } from "vitest";
import { ibanValid, luhnValid, ssnValid } from "./checksums";

describe("checksums", () => {
  it("validates card numbers with Luhn", () => {
    expect(luhnValid("4111 1111 1111 1111")).toBe(true);
    expect(luhnValid("378282246310005")).toBe(true);
    expect(luhnValid("4111 1111 1111 1112")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });

  it("validates IBANs with the country length and mod 97", () => {
    expect(ibanValid("GB82 WEST 1234 5698 7654 32")).toBe(true);
    expect(ibanValid("DE89370400440532013000")).toBe(true);
    expect(ibanValid("gb82west12345698765432")).toBe(true);
    expect(ibanValid("GB82 WEST 1234 5698 7654 33")).toBe(false);
    expect(ibanValid("GB82 WEST 1234 5698 7654 3")).toBe(false);
    expect(ibanValid("ZZ82WEST12345698765432")).toBe(false);
  });

  it("applies the SSA's never-issued ranges to SSNs", () => {
    expect(ssnValid("536-22-1234")).toBe(true);
    expect(ssnValid("853-37-1694")).toBe(true);
    for (const invalid of [
      "000-12-3456",
      "666-12-3456",
      "900-12-3456",
      "123-00-4567",
      "536-22-0000",
      "078-05-1120",
      "111-11-1111",
      "12-345-678",
    ]) {
      expect(ssnValid(invalid), invalid).toBe(false);
    }
  });
});
