import type { PiiSpan } from "./types";
import { matchAll } from "./text-utils";

const CAP_WORD = "\\p{Lu}[\\p{L}'’-]*\\.?";
const STREET_TYPE =
  "(?:Street|St\\.?|Avenue|Ave\\.?|Road|Rd\\.?|Lane|Ln\\.?|Drive|Dr\\.?|Boulevard|Blvd\\.?|Court|Ct\\.?|Place|Pl\\.?|Terrace|Way|Square|Crescent|Close|Parkway|Pkwy\\.?|Highway|Hwy\\.?|Circle|Cir\\.?|Row|Walk|Gardens|Grove|Mews|Hill|Park|Plaza|Alley|Trail|Crossing|Court|Estate|Wharf|Quay|Strasse|Straße|Stra[sß]e|Gasse|Weg|Platz|Rue|Via|Calle|Avenida|Rua)";

/** "221B Baker Street", "1600 Pennsylvania Avenue NW", "14 Crown St.", "12 rue de la Paix". */
const STREET_LINE = new RegExp(
  `(?<![\\p{L}\\p{N}])\\d{1,6}[A-Za-z]?(?: \\d{1,4})?,? (?:(?:${CAP_WORD}|of|the|de|la|du|des|del|do|da|dos) ){0,4}${STREET_TYPE}(?![\\p{L}])(?: (?:N|S|E|W|NE|NW|SE|SW)\\b)?`,
  "gu",
);
/** "Rue de Rivoli 12", "Via Roma 5", "Calle Mayor 3": street word first, number last. */
const STREET_LINE_NUMBER_LAST = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:Rue|Via|Calle|Avenida|Rua|Avenue|Strada|Viale|Piazza|Plaza|ul\\.|Ulica)(?: (?:${CAP_WORD}|de|la|del|do|da|dos|di)){1,4} \\d{1,5}[A-Za-z]?(?![\\p{L}\\p{N}])`,
  "gu",
);
/** Flat, suite and unit numbers. */
const UNIT = /(?<![\p{L}\p{N}])(?:Apt\.?|Apartment|Suite|Ste\.?|Unit|Flat|Room|Floor|Fl\.)\s?#?\s?\d{1,5}[A-Za-z]?(?![\p{L}\p{N}])/giu;
/** Post office and military boxes: "P.O. Box 149", "PSC 0413, Box 8144", "APO AA 42323". */
const BOX =
  /(?<![\p{L}\p{N}])(?:P\.? ?O\.? Box \d{1,6}|(?:PSC|CMR|Unit) \d{1,5},? Box \d{1,5}|(?:APO|FPO|DPO) (?:AA|AE|AP) \d{5})(?![\p{L}\p{N}])/giu;
/** US city, state and ZIP: "Springfield, IL 62704". */
const CITY_STATE_ZIP = /(?<![\p{L}\p{N}])\p{Lu}[\p{L}.'-]*(?: \p{Lu}[\p{L}.'-]*){0,3}, ?[A-Z]{2} \d{5}(?:-\d{4})?(?![\p{L}\p{N}])/gu;
/** A number or street line right after an address cue ("lives at 86036 Rua do Arenque 1634, Goiânia"). */
const CUED =
  /\b(?:(?:address(?: is|:)?|lives at|live at|living at|located at|send (?:it|them|a new one|the \w+) to|ship(?:ped)? to|deliver(?:ed)? to|moved to|meet (?:me|you|us) at)[ ]+(?=\d)|the corner of[ ]+(?=[\p{Lu}\d]))/giu;

/** The end of an address line that starts at `start`: up to the end of the line or the sentence. */
const lineEnd = (text: string, start: number): number => {
  const rest = text.slice(start);
  const stop = /[\n?!;]|\.\s+\p{Lu}|\.$|,\s+\p{Ll}|\s+(?:for|after|before|and (?:i|we|then)|so|but|because|if|when|in case)\s/u.exec(rest);
  const end = start + (stop ? stop.index : rest.length);
  return Math.min(end, start + 80);
};

/** Lines after an address line that continue it: short lines of capitalised words and postal codes. */
const CONTINUATION =
  /^[ \t]*,?[ \t]*(?:[>\-*]\s*)?((?:(?:\p{Lu}[\p{L}.'’()-]*|[A-Z]{2}|\d{3,6}(?:[ -]\d{2,4})?|\([\p{L} ]+\)|de|la|do|da)[ ,]*){1,6})[ \t]*$/u;

const extendOverLines = (text: string, end: number): number => {
  let stop = end;
  for (let lines = 0; lines < 4; lines += 1) {
    if (text[stop] !== "\n") {
      break;
    }
    const next = text.indexOf("\n", stop + 1);
    const lineStop = next === -1 ? text.length : next;
    const line = text.slice(stop + 1, lineStop);
    // A line may end the sentence: "Cyprus 36903? I am in town" continues the address up to the "?".
    const cut = /[?!]|\.\s/.exec(line);
    const body = cut ? line.slice(0, cut.index) : line;
    if (!CONTINUATION.test(body) || /[:@]/.test(body) || body.trim().length === 0) {
      break;
    }
    stop = stop + 1 + body.trimEnd().length;
    if (cut) {
      break;
    }
  }
  return stop;
};

/**
 * Street addresses: street lines ("221B Baker Street"), flat and suite numbers, post office and
 * military boxes, "City, ST 12345", and the number-first text after an address cue ("lives at …").
 * Pieces that touch (separated by commas, spaces or line breaks) are merged into one address, and
 * short following lines of capitalised words and postal codes (town, country, postcode) join it.
 */
export const detectAddresses = (text: string): PiiSpan[] => {
  const pieces: Array<{ start: number; end: number }> = [];
  for (const pattern of [STREET_LINE, STREET_LINE_NUMBER_LAST, UNIT, BOX, CITY_STATE_ZIP]) {
    for (const { start, end } of matchAll(text, pattern)) {
      pieces.push({ start, end: text[end - 1] === "." && pattern !== UNIT ? end : end });
    }
  }
  for (const { end } of matchAll(text, CUED)) {
    pieces.push({ start: end, end: lineEnd(text, end) });
  }
  pieces.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: Array<{ start: number; end: number }> = [];
  for (const piece of pieces) {
    const last = merged[merged.length - 1];
    if (last && piece.start <= last.end + 3 && /^[\s,]*$/.test(text.slice(last.end, Math.max(last.end, piece.start)))) {
      last.end = Math.max(last.end, piece.end);
    } else {
      merged.push({ ...piece });
    }
  }
  return merged.map(({ start, end }) => {
    let stop = extendOverLines(text, end);
    while (stop > start && /[\s,.]/.test(text[stop - 1] ?? "")) {
      stop -= 1;
    }
    // Keep an abbreviation's full stop ("Apt.", "St.") but not a sentence's.
    if (text[stop] === "." && /(?:St|Ave|Rd|Dr|Ln|Blvd|Apt|Ste|Ct|Pl|u)$/.test(text.slice(start, stop))) {
      stop += 1;
    }
    return { entityType: "address" as const, start, end: stop };
  });
};
