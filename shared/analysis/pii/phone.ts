import { findPhoneNumbersInText } from "libphonenumber-js";
import type { PiiSpan } from "./types";
import { after, before, digitsOf, isWordCharAt, matchAll } from "./text-utils";

/**
 * Phone-shaped text: an optional "+country", an optional "(0)" or "(area)", digit groups separated
 * by single spaces, dots or hyphens (a subscriber number may be one group of 7 or 8: "0393 1144137"),
 * and an optional extension ("x123", "ext. 12").
 */
const PHONE_SHAPE =
  /(?:\+\d{1,3}[ .-]?)?(?:\(0\)[ ]?)?(?:\(\d{1,5}\)[ .-]?)?\d{1,6}(?:[ .-]\d{1,8}){0,5}(?:[ ]?(?:x|ext\.?|extension)[ ]?\d{1,6})?/gi;

/**
 * A national number outside the US: the trunk prefix 0 and an area code, then groups of 3 to 8
 * digits, 9 to 12 in all ("020 7946 0958", "0393 1144137", "01632 960983", "0161 496 0000").
 * Amounts and counts do not start with 0, so this layout is taken without a phone word nearby;
 * numbers in pairs ("0490 75 40 81") still need one.
 */
const NATIONAL_LAYOUT = /^0\d{1,4}(?:[ .-]\d{3,8}){1,3}$/;

/** Words that announce a phone number shortly before it ("Phone:", "call me on", "messages to"). */
const CONTEXT_BEFORE =
  /(?:phone|tel|telephone|mobile|cell|cellphone|fax|desk|ring|office|home|work|whatsapp|sms|text me|call(?:ed|ing)?(?: me| us| him| her)?(?: on| at)?|reach (?:me|us) (?:on|at)|dial|answering at|messages to|registered|number|contact)\W{0,4}$/;
/** Labels written right after a number ("416 60 039 office", "555-0100 (mobile)"). */
const CONTEXT_AFTER = /^\W{0,3}(?:office|fax|mobile|cell|home|work|desk|tel|phone)\b/;
/** US layout: (555) 123-4567, 555-123-4567, 555.123.4567, optionally "+1"/"001" first. */
const US_LAYOUT = /^(?:(?:\+1|001)[ .-]?)?(?:\(\d{3}\)[ ]?|\d{3}[.-])\d{3}[.-]\d{4}(?:[ ]?(?:x|ext\.?)[ ]?\d{1,6})?$/i;
const DATE_LAYOUT = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{2,4})$/;

/** A number that reads as a date ("2000-04-16", "12/01/1981") with a valid day and month. */
const isDate = (value: string): boolean => {
  if (!DATE_LAYOUT.test(value)) {
    return false;
  }
  const parts = value.split(/[-./]/).map(Number);
  const [a = 0, b = 0, c = 0] = parts;
  const [month, day] = a > 31 ? [b, c] : a > 12 ? [b, a] : [a, b];
  return month >= 1 && month <= 12 && day >= 1 && day <= 31;
};

/**
 * Phone numbers: libphonenumber-js finds valid numbers (default region US, and any region when the
 * number starts "+"); a layout check adds international and national forms it cannot validate
 * ("+44 7700 900123", "0490 75 40 81") when the layout is unmistakable (a "+" prefix or the US
 * layout) or a phone word is close by. Numbers inside longer digit runs (cards, IBANs) are never
 * taken.
 */
export const detectPhones = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  const overlaps = (start: number, end: number) => spans.some((span) => span.start < end && start < span.end);
  for (const found of findPhoneNumbersInText(text, { defaultCountry: "US" })) {
    if (
      !isWordCharAt(text, found.startsAt - 1) &&
      !isWordCharAt(text, found.endsAt) &&
      !/^[ -]\d/.test(text.slice(found.endsAt, found.endsAt + 2))
    ) {
      spans.push({ entityType: "phone", start: found.startsAt, end: found.endsAt });
    }
  }
  for (const { start, end, match } of matchAll(text, PHONE_SHAPE)) {
    const value = match[0];
    const digits = digitsOf(value.replace(/(?:x|ext\.?|extension)[ ]?\d+$/i, ""));
    if (digits.length < 7 || digits.length > 15 || overlaps(start, end)) {
      continue;
    }
    // Part of a longer token: a card, an IBAN, a code with letters, a decimal.
    if (
      isWordCharAt(text, start - 1) ||
      isWordCharAt(text, end) ||
      /[.,-]\d/.test(text.slice(end, end + 2)) ||
      /\d[.,-]$/.test(text.slice(Math.max(0, start - 2), start))
    ) {
      continue;
    }
    if (isDate(value) || /^\d{3}-\d{2}-\d{4}$/.test(value)) {
      continue;
    }
    const international = value.startsWith("+") && digits.length >= 8;
    const hasContext = CONTEXT_BEFORE.test(before(text, start, 40)) || CONTEXT_AFTER.test(after(text, end, 12));
    const unbroken = /^\d+$/.test(value);
    const national = NATIONAL_LAYOUT.test(value) && digits.length >= 9 && digits.length <= 12;
    if (international || national || US_LAYOUT.test(value) || (hasContext && digits.length <= 12 && (!unbroken || digits.length >= 9))) {
      spans.push({ entityType: "phone", start, end });
    }
  }
  return spans.sort((a, b) => a.start - b.start);
};
