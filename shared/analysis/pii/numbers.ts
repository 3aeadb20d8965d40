import { ibanValid, IBAN_LENGTHS, luhnValid, ssnValid } from "./checksums";
import type { PiiSpan } from "./types";
import { before, isWordCharAt, matchAll } from "./text-utils";

/** Digit runs of 12–19 digits, in groups separated by single spaces or hyphens. */
const DIGIT_RUN = /\d+(?:[ -]\d+)*/g;
const DIGIT_GROUP = /\d+/g;
/** Where an IBAN may start: a country code and two check digits. */
const IBAN_START = /[A-Za-z]{2}\d{2}/g;

const CARD_CONTEXT = /\b(?:card|cc|visa|master ?card|amex|american express|discover|maestro|jcb|diners|credit|debit|payment|pan)\b/;

/** Issuer prefixes (IIN ranges) with the lengths each network issues. */
const knownIssuer = (digits: string): boolean => {
  const length = digits.length;
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith("4")) {
    return length === 13 || length === 16 || length === 19; // Visa
  }
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) {
    return length === 16; // Mastercard
  }
  if (two === 34 || two === 37) {
    return length === 15; // American Express
  }
  if (digits.startsWith("6011") || digits.startsWith("65") || (four >= 6440 && four <= 6499) || digits.startsWith("62")) {
    return length >= 16 && length <= 19; // Discover, UnionPay
  }
  if (four >= 3528 && four <= 3589) {
    return length >= 16 && length <= 19; // JCB
  }
  if (digits.startsWith("2131") || digits.startsWith("1800")) {
    return length === 15; // JCB (old)
  }
  if ((four >= 3000 && four <= 3059) || two === 36 || two === 38 || two === 39) {
    return length >= 14 && length <= 19; // Diners Club
  }
  if (two === 50 || (two >= 56 && two <= 69)) {
    return length >= 12 && length <= 19; // Maestro
  }
  return false;
};

/** Whether a digit string looks like a card number: 12–19 digits, Luhn, and a known issuer or a card word nearby. */
const isCard = (digits: string, hasContext: boolean): boolean =>
  digits.length >= 12 && digits.length <= 19 && !/^(\d)\1+$/.test(digits) && luhnValid(digits) && (knownIssuer(digits) || hasContext);

/**
 * Payment card numbers, validated by Luhn. A run of digit groups ("4111 1111 1111 1111 exp 12 27")
 * is tried as a whole and then group by group, so a card followed by other numbers is still found.
 */
export const detectCards = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  for (const { start, end, match } of matchAll(text, DIGIT_RUN)) {
    if (isWordCharAt(text, start - 1) || isWordCharAt(text, end)) {
      continue;
    }
    const hasContext = CARD_CONTEXT.test(before(text, start, 40));
    const groups = matchAll(match[0], DIGIT_GROUP);
    // Longest valid window of whole groups from the earliest group; windows never exceed 19 digits.
    let first = 0;
    while (first < groups.length) {
      let best: { end: number; next: number } | undefined;
      let digits = "";
      for (let last = first; last < groups.length; last += 1) {
        const group = groups[last];
        if (!group) {
          break;
        }
        digits += group.match[0];
        if (digits.length > 19) {
          break;
        }
        if (isCard(digits, hasContext)) {
          best = { end: group.end, next: last + 1 };
        }
      }
      const from = groups[first];
      if (best && from) {
        spans.push({ entityType: "creditCard", start: start + from.start, end: start + best.end, validated: true });
        first = best.next;
      } else {
        first += 1;
      }
    }
  }
  return spans;
};

/** IBANs: country code, check digits and the country's length (spaces every 4 characters allowed), mod-97 validated. */
export const detectIbans = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  for (const { start } of matchAll(text, IBAN_START)) {
    const length = IBAN_LENGTHS[text.slice(start, start + 2).toUpperCase()];
    if (length === undefined || isWordCharAt(text, start - 1)) {
      continue;
    }
    let index = start;
    let count = 0;
    while (index < text.length && count < length) {
      const char = text[index] ?? "";
      if (/[A-Za-z0-9]/.test(char)) {
        count += 1;
        index += 1;
      } else if (char === " " && count % 4 === 0 && /[A-Za-z0-9]/.test(text[index + 1] ?? "")) {
        index += 1;
      } else {
        break;
      }
    }
    if (count === length && !isWordCharAt(text, index) && ibanValid(text.slice(start, index))) {
      spans.push({ entityType: "iban", start, end: index, validated: true });
    }
  }
  return spans;
};

const SSN_SEPARATED = /(\d{3})([- ])(\d{2})\2(\d{4})/g;
const SSN_PLAIN = /\d{9}/g;
const SSN_CONTEXT = /\b(?:ssn|ss#|ss no|social security|social sec|taxpayer)\b/;

/** US Social Security numbers: "123-45-6789" or "123 45 6789" anywhere, nine plain digits only after an SSN word. */
export const detectSsns = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  const boundaryOk = (start: number, end: number) =>
    !isWordCharAt(text, start - 1) &&
    !isWordCharAt(text, end) &&
    !/[-.]\d/.test(text.slice(end, end + 2)) &&
    !/\d[-.]/.test(text.slice(Math.max(0, start - 2), start));
  for (const { start, end, match } of matchAll(text, SSN_SEPARATED)) {
    if (boundaryOk(start, end) && ssnValid(match[0])) {
      spans.push({ entityType: "ssn", start, end });
    }
  }
  for (const { start, end, match } of matchAll(text, SSN_PLAIN)) {
    if (boundaryOk(start, end) && ssnValid(match[0]) && SSN_CONTEXT.test(before(text, start, 40))) {
      spans.push({ entityType: "ssn", start, end });
    }
  }
  return spans;
};
