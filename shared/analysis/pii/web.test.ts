import { describe, expect, it } from "vitest";
import { detectEmails, detectIps, detectUrls, isIpv6 } from "./web";

const found = (text: string, spans: Array<{ start: number; end: number }>) => spans.map(({ start, end }) => text.slice(start, end));

describe("e-mail addresses", () => {
  it("finds addresses without trailing punctuation", () => {
    const text = "Write to UtaKortig@jourrapide.com or jane.o'neil+news@mail.example.co.uk.";
    expect(found(text, detectEmails(text))).toEqual(["UtaKortig@jourrapide.com", "jane.o'neil+news@mail.example.co.uk"]);
    expect(found("Mail ana@example.org.", detectEmails("Mail ana@example.org."))).toEqual(["ana@example.org"]);
  });

  it("ignores text with an at sign that is not an address", () => {
    expect(detectEmails("Meet @ noon, see me@home")).toEqual([]);
  });
});

describe("URLs", () => {
  it("finds URLs with a scheme, www, or a common top-level domain", () => {
    const text = "See https://ClickPhobia.com.br/, www.example.org/path?q=1 and wordloom.io (or http://x.org/a).";
    expect(new Set(found(text, detectUrls(text)))).toEqual(
      new Set(["https://ClickPhobia.com.br/", "www.example.org/path?q=1", "wordloom.io", "http://x.org/a"]),
    );
  });

  it("ignores e-mail domains, file names, abbreviations and version numbers", () => {
    const text = "Mail ana@example.com about index.ts, e.g. v1.2.3 and 3.50 dollars.";
    expect(found(text, detectUrls(text))).toEqual([]);
  });
});

describe("IP addresses", () => {
  it("finds IPv4 and IPv6", () => {
    const text = "From 106.31.73.20 and 2001:db8::8a2e:370:7334, loopback ::1.";
    expect(found(text, detectIps(text))).toEqual(["106.31.73.20", "2001:db8::8a2e:370:7334", "::1"]);
  });

  it("rejects out-of-range octets, versions and times", () => {
    const text = "Version 1.2.3.4.5, 256.1.1.1, at 11:34:35 and 10:30.";
    expect(found(text, detectIps(text))).toEqual([]);
    expect(isIpv6("2001:db8::1")).toBe(true);
    expect(isIpv6("::ffff:192.0.2.128")).toBe(true);
    expect(isIpv6("1:2:3")).toBe(false);
    expect(isIpv6("1::2::3")).toBe(false);
  });
});
