import type { PiiSpan } from "./types";
import { isWordCharAt, matchAll, trimTrailingPunctuation } from "./text-utils";

/** E-mail addresses (RFC 5322 "dot-atom" local parts, which is what people write). */
const EMAIL = /[\p{L}\p{N}._%+-][\p{L}\p{N}._%+'-]*@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

export const detectEmails = (text: string): PiiSpan[] => {
  // Without an "@" there is nothing to find, and EMAIL would try every word in the text.
  if (!text.includes("@")) {
    return [];
  }
  return matchAll(text, EMAIL)
    .filter(({ start, match }) => !/^[.]/.test(match[0]) && !isWordCharAt(text, start - 1))
    .map(({ start, end }) => ({ entityType: "email", start, end: trimTrailingPunctuation(text, start, end) }));
};

/** Top-level domains accepted for bare domains without "http" or "www" (a short list keeps "index.ts" and "e.g." out). */
const BARE_TLDS =
  "com|org|net|edu|gov|mil|int|info|biz|io|ai|app|dev|co|me|tv|uk|us|ca|au|nz|ie|de|fr|es|it|nl|be|se|no|dk|fi|ch|at|pl|cz|pt|br|mx|ar|in|jp|cn|kr|ru|eu|za";
const URL_WITH_SCHEME = /\b(?:https?|ftp):\/\/[^\s<>"'`{}|\\^]+/giu;
const URL_WITH_WWW = /\bwww\.[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?:[/?#][^\s<>"'`]*)?/giu;
const BARE_DOMAIN = new RegExp(`\\b(?:[\\p{L}\\p{N}-]+\\.)+(?:${BARE_TLDS})\\b(?:/[^\\s<>"'\`]*)?`, "giu");

/** Web addresses: with a scheme, starting "www.", or a bare domain with a common top-level domain. */
export const detectUrls = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  const taken = (start: number, end: number) => spans.some((span) => span.start < end && start < span.end);
  for (const pattern of [URL_WITH_SCHEME, URL_WITH_WWW, BARE_DOMAIN]) {
    for (const { start, end } of matchAll(text, pattern)) {
      const stop = trimTrailingPunctuation(text, start, end);
      const previous = text[start - 1] ?? "";
      // Part of an e-mail address, a longer word, or a path: not a web address of its own.
      if (previous === "@" || previous === "." || previous === "/" || isWordCharAt(text, start - 1) || taken(start, stop)) {
        continue;
      }
      if (pattern === BARE_DOMAIN && (text[stop] === "@" || /^\d+(\.\d+)+$/.test(text.slice(start, stop)))) {
        continue;
      }
      spans.push({ entityType: "url", start, end: stop });
    }
  }
  return spans;
};

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`${OCTET}(?:\\.${OCTET}){3}`, "g");
const IPV6_CANDIDATE = /[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?::\d{1,3}(?:\.\d{1,3}){3})?/g;

/** Whether a string is an IPv6 address (full, "::"-compressed, or with an IPv4 tail). */
export const isIpv6 = (value: string): boolean => {
  let body = value;
  let groupsWanted = 8;
  const v4 = /:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(body);
  if (v4) {
    if (!new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`).test(v4[1] ?? "")) {
      return false;
    }
    body = `${body.slice(0, v4.index)}:`;
    body = body.endsWith("::") ? body : body.slice(0, -1);
    groupsWanted = 6;
  }
  const halves = body.split("::");
  if (halves.length > 2) {
    return false;
  }
  const groups = halves.flatMap((half) => (half === "" ? [] : half.split(":")));
  if (!groups.every((group) => /^[0-9A-Fa-f]{1,4}$/.test(group))) {
    return false;
  }
  return halves.length === 2 ? groups.length < groupsWanted : groups.length === groupsWanted;
};

/** IPv4 (each octet 0–255, not part of a longer dotted number such as a version) and IPv6 addresses. */
export const detectIps = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  for (const { start, end } of matchAll(text, IPV4)) {
    const dottedBefore = text[start - 1] === "." && /\d/.test(text[start - 2] ?? "");
    const dottedAfter = text[end] === "." && /\d/.test(text[end + 1] ?? "");
    if (!isWordCharAt(text, start - 1) && !isWordCharAt(text, end) && !dottedBefore && !dottedAfter && text[start - 1] !== ":") {
      spans.push({ entityType: "ipAddress", start, end });
    }
  }
  for (const { start, end, match } of matchAll(text, IPV6_CANDIDATE)) {
    const value = match[0];
    if (isWordCharAt(text, start - 1) || isWordCharAt(text, end) || text[end] === ":" || text[start - 1] === ":") {
      continue;
    }
    if (/[0-9A-Fa-f]/.test(value) && (value.includes("::") || value.split(":").length >= 8) && isIpv6(value)) {
      spans.push({ entityType: "ipAddress", start, end });
    }
  }
  return spans;
};
