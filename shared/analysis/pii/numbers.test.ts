import { describe, expect, it } from "vitest";
import { detectCards, detectIbans, detectSsns } from "./numbers";

const texts = (text: string, found: Array<{ start: number; end: number }>) => found.map(({ start, end }) => text.slice(start, end));

describe("payment cards", () => {
  it("finds Luhn-valid numbers, grouped or not", () => {
    const text = "Charge my Visa 4111 1111 1111 1111 or Amex 378282246310005, or card 5555-5555-5555-4444.";
    expect(texts(text, detectCards(text))).toEqual(["4111 1111 1111 1111", "378282246310005", "5555-5555-5555-4444"]);
  });

  it("finds a card followed by other numbers", () => {
    const text = "Card 4242 4242 4242 4242 12 27 please.";
    expect(texts(text, detectCards(text))).toEqual(["4242 4242 4242 4242"]);
  });

  it("rejects checksum failures, unknown issuers without a card word, and parts of longer tokens", () => {
    expect(detectCards("My card 4111 1111 1111 1112 was declined.")).toEqual([]);
    expect(detectCards("Order number 1234567812345670 shipped.")).toEqual([]);
    expect(detectCards("Ref AB4111111111111111 is fine.")).toEqual([]);
  });
});

describe("IBANs", () => {
  it("finds valid IBANs, spaced or compact, in any case", () => {
    const text = "Pay GB82 WEST 1234 5698 7654 32 or de89370400440532013000 today.";
    expect(texts(text, detectIbans(text))).toEqual(["GB82 WEST 1234 5698 7654 32", "de89370400440532013000"]);
  });

  it("rejects a wrong check digit", () => {
    expect(detectIbans("Pay GB82 WEST 1234 5698 7654 33 today.")).toEqual([]);
  });
});

describe("US SSNs", () => {
  it("finds separated SSNs anywhere and plain nine digits after an SSN word", () => {
    const text = "Here's my SSN: 536-22-1234. Her social security number is 536221235.";
    expect(texts(text, detectSsns(text))).toEqual(["536-22-1234", "536221235"]);
  });

  it("rejects never-issued ranges, plain digits without context, and other layouts", () => {
    expect(detectSsns("SSN 666-12-3456 and 000-12-3456 and 900-12-3456")).toEqual([]);
    expect(detectSsns("Invoice 536221235 is due.")).toEqual([]);
    expect(detectSsns("Call 905-674-3793 or licence 2270-66-1551.")).toEqual([]);
  });
});
