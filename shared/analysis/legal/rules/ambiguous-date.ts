import { matchesOf, type LegalRule, type RuleMatch } from "../rule";

/**
 * All-numeric dates whose day and month can swap ("03/04/2025" is 4 March in the US and 3 April in the UK) are
 * flagged. Dates that cannot swap ("25/12/2025", "04/04/2025", ISO "2025-03-04") are left alone. With a four-digit
 * year the correction writes the month as a word in the reading of the document's dialect (en-US: month first,
 * "March 4, 2025"; en-GB: day first, "3 April 2025"); the message names both readings. Two-digit years get no
 * correction: the century and even the field order are unclear.
 */
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** dd/mm/yyyy, dd-mm-yyyy, dd.mm.yyyy, or dd/mm/yy (two-digit years only with slashes); not part of a longer number. */
const NUMERIC_DATE = /(?<![\d./-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d./-]*\d)/g;

const usDate = (month: number, day: number, year: string): string => `${MONTHS[month - 1] ?? ""} ${day}, ${year}`;
const gbDate = (day: number, month: number, year: string): string => `${day} ${MONTHS[month - 1] ?? ""} ${year}`;

export const ambiguousDate: LegalRule = {
  id: "ambiguous-date",
  errorType: "Ambiguous date",
  message: "This date can be read two ways: write the month as a word.",
  find: (sentence, context) => {
    const found: RuleMatch[] = [];
    for (const match of matchesOf(NUMERIC_DATE, sentence)) {
      const first = Number(match[1]);
      const separator = match[2] ?? "/";
      const second = Number(match[3]);
      const year = match[4] ?? "";
      if (year.length === 2 && separator !== "/") {
        continue;
      }
      if (first < 1 || second < 1 || first > 12 || second > 12 || first === second) {
        continue;
      }
      const us = year.length === 4 ? usDate(first, second, year) : `${MONTHS[first - 1] ?? ""} ${second}`;
      const gb = year.length === 4 ? gbDate(first, second, year) : `${first} ${MONTHS[second - 1] ?? ""}`;
      found.push({
        start: match.index,
        end: match.index + match[0].length,
        correctedText: year.length === 4 ? (context.dialect === "en-GB" ? gb : us) : null,
        message: `“${match[0]}” reads as ${us} in the US and ${gb} in the UK: write the month as a word.`,
      });
    }
    return found;
  },
};
