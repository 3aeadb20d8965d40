/**
 * Harper's curated dictionary ships inside its WASM binary as text (`dictionary.dict`): a line with
 * the entry count, then `word/FLAGS  # comment` lines, followed directly by the JSON of its affix
 * rules (`{"affixes": …, "properties": …}`). This finds both in the binary's bytes, so Wordloom can
 * read the same word list Harper spells with; null when the layout is not found (another Harper build).
 */

export interface HarperDictionarySource {
  /** The dictionary text, from the count line to the last entry. */
  dictionary: string;
  /** The affix rules' JSON text. */
  affixes: string;
}

const DICTIONARY_MARKER = "\n\n# Start of original dictionary import";
const AFFIXES_MARKER = '{\n\t"affixes"';

const encoder = new TextEncoder();

/** The first index of `needle` in `haystack` at or after `from`, or -1. */
export const indexOfBytes = (haystack: Uint8Array, needle: Uint8Array, from = 0): number => {
  const first = needle[0];
  if (first === undefined) {
    return from;
  }
  let at = haystack.indexOf(first, from);
  while (at !== -1 && at + needle.length <= haystack.length) {
    let matches = true;
    for (let offset = 1; offset < needle.length; offset += 1) {
      if (haystack[at + offset] !== needle[offset]) {
        matches = false;
        break;
      }
    }
    if (matches) {
      return at;
    }
    at = haystack.indexOf(first, at + 1);
  }
  return -1;
};

const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The index just past the JSON object that starts at `start` (braces counted outside strings), or -1. */
const jsonObjectEnd = (bytes: Uint8Array, start: number): number => {
  let depth = 0;
  let inString = false;
  for (let at = start; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (inString) {
      if (byte === BACKSLASH) {
        at += 1;
      } else if (byte === QUOTE) {
        inString = false;
      }
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE) {
      depth += 1;
    } else if (byte === CLOSE_BRACE) {
      depth -= 1;
      if (depth === 0) {
        return at + 1;
      }
    }
  }
  return -1;
};

const isDigit = (byte: number | undefined): boolean => byte !== undefined && byte >= 0x30 && byte <= 0x39;

export const findHarperDictionary = (bytes: Uint8Array): HarperDictionarySource | null => {
  const marker = indexOfBytes(bytes, encoder.encode(DICTIONARY_MARKER));
  if (marker === -1) {
    return null;
  }
  let start = marker;
  while (isDigit(bytes[start - 1])) {
    start -= 1;
  }
  const affixesStart = indexOfBytes(bytes, encoder.encode(AFFIXES_MARKER), marker);
  const affixesEnd = affixesStart === -1 ? -1 : jsonObjectEnd(bytes, affixesStart);
  if (start === marker || affixesEnd === -1) {
    return null;
  }
  const decoder = new TextDecoder("utf-8");
  return {
    dictionary: decoder.decode(bytes.subarray(start, affixesStart)),
    affixes: decoder.decode(bytes.subarray(affixesStart, affixesEnd)),
  };
};
