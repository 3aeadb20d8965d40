import { describe, expect, it } from "vitest";
import { maskCard, maskDate, maskDigitsKeepLast, maskEmail, maskIban, maskIp, maskPii, maskUrl, maskWords } from "./mask";

describe("masking", () => {
  it("keeps the last four digits of a card, grouped in fours", () => {
    expect(maskCard("4111 1111 1111 1234")).toBe("**** **** **** 1234");
    expect(maskCard("378282246310005")).toBe("*** **** **** 0005");
  });

  it("keeps the first letter and the domain of an e-mail", () => {
    expect(maskEmail("jane.doe@example.com")).toBe("j***@example.com");
  });

  it("keeps the last four digits of phones and SSNs, with the layout", () => {
    expect(maskDigitsKeepLast("+1-984-182-0190", 4)).toBe("+*-***-***-0190");
    expect(maskPii("ssn", "536-22-1234")).toBe("***-**-1234");
  });

  it("masks IBANs, IPs, URLs, dates and names", () => {
    expect(maskIban("GB82 WEST 1234 5698 7654 32")).toBe("GB****************5432");
    expect(maskIp("106.31.73.20")).toBe("106.*.*.*");
    expect(maskIp("2001:db8::1")).toBe("2001:****:****:…");
    expect(maskUrl("https://www.example.com/path")).toBe("https://w**.e******.com/***");
    expect(maskDate("12/03/1990")).toBe("**/**/1990");
    expect(maskWords("Jane Doe")).toBe("J*** D**");
    expect(maskPii("person", "Šárka Ottová")).toBe("Š**** O*****");
  });
});
