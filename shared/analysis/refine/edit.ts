import { matchCase } from "./inflect";

/** A replacement of `[start, end)` of the block text by `text` (UTF-16 offsets, end exclusive). */
export interface TextEdit {
  start: number;
  end: number;
  text: string;
}

/** "a" or "an" for the word that follows, by sound: "an hour", "a unit", "an elegant", "a one-off". */
export const articleFor = (word: string): "a" | "an" => {
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(lower)) {
    return "an";
  }
  if (/^(?:one|once|eu|ewe|uni(?:[qtvfoc]|s[oe])|use|usu|ura|ure|uti|ubiq|unanim)/.test(lower)) {
    return "a";
  }
  return /^[aeiou]/.test(lower) ? "an" : "a";
};

/** Sentence-initial capitals move to the inserted word: ("Houses", "old") → "Old houses". */
export const capitaliseAsFirst = (inserted: string, following: string, followingIsName: boolean): [string, string] => {
  if (!/^\p{Lu}/u.test(following)) {
    return [inserted, following];
  }
  const rest =
    followingIsName || (following.length > 1 && following === following.toUpperCase())
      ? following
      : following.charAt(0).toLowerCase() + following.slice(1);
  return [matchCase(following.charAt(0), inserted), rest];
};
