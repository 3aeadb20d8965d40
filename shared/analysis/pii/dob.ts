import type { PiiSpan } from "./types";
import { matchAll } from "./text-utils";

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";
const DAY = "(?:[12]\\d|3[01]|0?[1-9])(?:st|nd|rd|th)?";
const YEAR = "(?:1[89]\\d\\d|20\\d\\d)";

/** Full dates: 12/31/1990, 31.12.90, 1990-12-31, 31 December 1990, December 31st, 1990, 31st of Dec 1990. */
const DATE = new RegExp(
  [
    `\\d{1,2}[/.-]\\d{1,2}[/.-](?:\\d{4}|\\d{2})`,
    `${YEAR}-\\d{1,2}-\\d{1,2}`,
    `${DAY}(?: of)? ${MONTH},? ${YEAR}`,
    `${MONTH} ${DAY},? ${YEAR}`,
  ]
    .map((part) => `(?<![\\p{L}\\p{N}])${part}(?![\\p{L}\\p{N}])`)
    .join("|"),
  "giu",
);
/** A month and day without a year: only taken after "birthday" ("my birthday is 3 May"). */
const DAY_MONTH = new RegExp(`(?<![\\p{L}\\p{N}])(?:${DAY}(?: of)? ${MONTH}|${MONTH} ${DAY})(?![\\p{L}\\p{N}])`, "giu");
/** A year alone: only taken right after "born in" ("she was born in 1984"). */
const BORN_IN_YEAR = new RegExp(`(?<=\\bborn in )${YEAR}\\b`, "giu");

/** Birth words within the 40 characters before a date, in the same sentence. */
const CUE = /\b(?:born|birth|birthday|birthdate|dob|d\.o\.b\.?|b\.)(?:\W+\w+){0,4}\W*$/i;

const cueBefore = (text: string, start: number): boolean => {
  const window = text.slice(Math.max(0, start - 40), start);
  const sentence = window.split(/[.!?]\s+(?=\p{Lu})|\n\n/u).pop() ?? window;
  return CUE.test(sentence);
};

/** Dates of birth: a date shortly after a birth word (born, birthday, DOB, date of birth). */
export const detectDatesOfBirth = (text: string): PiiSpan[] => {
  const spans: PiiSpan[] = [];
  const taken = (start: number, end: number) => spans.some((span) => span.start < end && start < span.end);
  for (const { start, end } of matchAll(text, DATE)) {
    if (cueBefore(text, start)) {
      spans.push({ entityType: "dateOfBirth", start, end });
    }
  }
  for (const { start, end } of matchAll(text, DAY_MONTH)) {
    if (!taken(start, end) && /\bbirthday\b/i.test(text.slice(Math.max(0, start - 30), start))) {
      spans.push({ entityType: "dateOfBirth", start, end });
    }
  }
  for (const { start, end } of matchAll(text, BORN_IN_YEAR)) {
    if (!taken(start, end)) {
      spans.push({ entityType: "dateOfBirth", start, end });
    }
  }
  return spans;
};
