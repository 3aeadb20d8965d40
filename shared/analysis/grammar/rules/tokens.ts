/** Words and punctuation of one sentence, with offsets into the block text. */

export interface Token {
  /** Position among the sentence's tokens. */
  index: number;
  kind: "word" | "punct";
  text: string;
  /** Lower case, with the typographic apostrophe folded to "'". */
  lower: string;
  start: number;
  end: number;
}

/** Words (with inner apostrophes, hyphens and dots as in "don't", "well-known", "U.S") or single punctuation marks. */
const TOKEN = /([\p{L}\p{N}]+(?:['’][\p{L}]+)*(?:[-.][\p{L}\p{N}]+)*)|([^\s\p{L}\p{N}])/gu;

/** Tokens of `text.slice(start, end)`, with offsets into `text`. */
export const tokenize = (text: string, start = 0, end = text.length): Token[] => {
  const tokens: Token[] = [];
  const slice = text.slice(start, end);
  for (const match of slice.matchAll(TOKEN)) {
    const value = match[0];
    const offset = start + (match.index ?? 0);
    tokens.push({
      index: tokens.length,
      kind: match[1] === undefined ? "punct" : "word",
      text: value,
      lower: value.toLowerCase().replace(/’/g, "'"),
      start: offset,
      end: offset + value.length,
    });
  }
  return tokens;
};

/** Whether a token is a word whose lower-case form is one of `words`. */
export const isWord = (token: Token | undefined, words: ReadonlySet<string> | readonly string[]): token is Token =>
  token !== undefined &&
  token.kind === "word" &&
  (words instanceof Set ? words.has(token.lower) : (words as readonly string[]).includes(token.lower));

/** The replacement in the case of the original: "Your" → "You're", "YOUR" → "YOU'RE". */
export const matchCase = (replacement: string, original: string): string => {
  if (original.length > 1 && original === original.toUpperCase() && /\p{L}/u.test(original)) {
    return replacement.toUpperCase();
  }
  if (/^\p{Lu}/u.test(original)) {
    return replacement.charAt(0).toUpperCase() + replacement.slice(1);
  }
  return replacement;
};
