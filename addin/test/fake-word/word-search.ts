/**
 * How the fake host searches, modelled on Word's documented behaviour (handbook addin.md
 * §3): at most 255 characters of search text, `^^` for a literal caret and any other `^` code
 * refused (the fake knows no special codes), hits left to right without overlap.
 */
export const FAKE_SEARCH_MAX_CHARS = 255;

export class FakeSearchError extends Error {
  constructor(
    readonly code: "SearchStringInvalidOrTooLong" | "InvalidArgument",
    message: string,
  ) {
    super(message);
    this.name = "FakeSearchError";
  }
}

/** The literal text a normal (non-wildcard) search string stands for. */
export const decodeSearchText = (searchText: string): string => {
  if (searchText.length === 0 || searchText.length > FAKE_SEARCH_MAX_CHARS) {
    throw new FakeSearchError("SearchStringInvalidOrTooLong", `search text of ${searchText.length} characters`);
  }
  let literal = "";
  for (let index = 0; index < searchText.length; index += 1) {
    const character = searchText[index];
    if (character !== "^") {
      literal += character;
      continue;
    }
    if (searchText[index + 1] !== "^") {
      throw new FakeSearchError("InvalidArgument", `special code ^${searchText[index + 1] ?? ""} is not supported by the fake host`);
    }
    literal += "^";
    index += 1;
  }
  return literal;
};

/** Start offsets of the hits in `text`, as Word returns them (non-overlapping, in order). */
export const searchHits = (text: string, searchText: string, matchCase: boolean): { start: number; end: number }[] => {
  const literal = decodeSearchText(searchText);
  const haystack = matchCase ? text : text.toLowerCase();
  const needle = matchCase ? literal : literal.toLowerCase();
  const hits: { start: number; end: number }[] = [];
  if (haystack.length !== text.length || needle.length !== literal.length) {
    throw new FakeSearchError("InvalidArgument", "case folding changed the text length; the fake host only folds simple text");
  }
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    hits.push({ start: at, end: at + needle.length });
  }
  return hits;
};

/** How the fake host splits a paragraph for `getTextRanges([" "], false)`: each piece ends with its run of spaces. */
export const spaceTokens = (text: string): string[] => text.match(/[^ ]+ *| +/g) ?? [];
