/**
 * Word's search-string rules, as pure functions (handbook addin.md §3): the search text
 * is at most 255 characters (SearchStringInvalidOrTooLong), a caret starts a special code (^p,
 * ^t) unless doubled, and hits come back left to right without overlapping (`__` in `____` gives
 * 2 hits).
 */
export const WORD_SEARCH_MAX_CHARS = 255;

/** Escapes literal text for Word's normal (non-wildcard) search: every caret is doubled. */
export const escapeForWordSearch = (text: string): string => text.replaceAll("^", "^^");

/**
 * Which of Word's hits for `target` in `text` starts at `offset` (0 for the first hit), or null
 * when no hit starts there (the left-to-right scan jumped over it, so Word cannot return it).
 */
export const hitIndexAt = (text: string, target: string, offset: number): number | null => {
  if (target.length === 0) {
    return null;
  }
  let index = 0;
  for (let at = text.indexOf(target); at !== -1 && at <= offset; at = text.indexOf(target, at + target.length)) {
    if (at === offset) {
      return index;
    }
    index += 1;
  }
  return null;
};

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The longest start of `text` whose escaped form fits Word's limit, never cutting a surrogate pair. */
export const searchableHead = (text: string): string => {
  let escapedLength = 0;
  let end = 0;
  while (end < text.length) {
    const cost = text[end] === "^" ? 2 : 1;
    if (escapedLength + cost > WORD_SEARCH_MAX_CHARS) {
      break;
    }
    escapedLength += cost;
    end += 1;
  }
  if (end < text.length && end > 0 && isHighSurrogate(text.charCodeAt(end - 1))) {
    end -= 1;
  }
  return text.slice(0, end);
};

/** The longest end of `text` whose escaped form fits Word's limit, never cutting a surrogate pair. */
export const searchableTail = (text: string): string => {
  let escapedLength = 0;
  let start = text.length;
  while (start > 0) {
    const cost = text[start - 1] === "^" ? 2 : 1;
    if (escapedLength + cost > WORD_SEARCH_MAX_CHARS) {
      break;
    }
    escapedLength += cost;
    start -= 1;
  }
  if (start > 0 && start < text.length && isLowSurrogate(text.charCodeAt(start))) {
    start += 1;
  }
  return text.slice(start);
};
