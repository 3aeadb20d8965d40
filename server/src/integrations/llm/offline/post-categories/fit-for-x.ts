import { xWeightedLength } from "../../../platforms/x/x-text";
import { sentencesOf } from "../text-tools";

const HASHTAG = /#[\p{L}\p{N}_]{2,60}/gu;
const ELLIPSIS = "…";

/** Lines that hold only hashtags, at the end of a post. */
const splitTrailingHashtags = (text: string): { body: string; hashtags: string[] } => {
  const lines = text.split("\n");
  const tags: string[] = [];
  while (lines.length > 0 && /^\s*(?:#[\p{L}\p{N}_]+\s*)+$/u.test(lines.at(-1) ?? "")) {
    tags.unshift(...((lines.pop() ?? "").match(HASHTAG) ?? []));
  }
  return { body: lines.join("\n").trim(), hashtags: [...new Set(tags)] };
};

/** The longest run of words (from the start) that fits with an ellipsis; links stay whole. */
const cutWords = (sentence: string, max: number, count: (text: string) => number): string => {
  let kept = "";
  for (const word of sentence.split(/\s+/)) {
    const candidate = kept ? `${kept} ${word}` : word;
    if (count(`${candidate}${ELLIPSIS}`) > max) {
      break;
    }
    kept = candidate;
  }
  return kept ? `${kept.replace(/[\s,;:.-]+$/, "")}${ELLIPSIS}` : "";
};

/**
 * A post made to fit X, deterministically: whole sentences in order while they fit, a first
 * sentence cut at a word with "…" when even it is too long; room is kept for the first two of
 * its trailing hashtags when a sentence fits beside them. Counted with twitter-text (links 23, emoji and CJK 2).
 */
export const fitForX = (
  text: string,
  max: number,
  count: (text: string) => number = xWeightedLength,
): { text: string; shortened: boolean } => {
  const clean = text
    .replace(/[ \t]+/g, " ")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  if (count(clean) <= max) {
    return { text: clean, shortened: false };
  }
  const { body, hashtags } = splitTrailingHashtags(clean);
  const sentences = sentencesOf(body);
  const tags = hashtags.slice(0, 2).join(" ");
  // Room for the hashtags is kept when at least one sentence still fits beside them.
  const reserve = tags && count(`${sentences[0] ?? ""}\n\n${tags}`) <= max ? count(`\n\n${tags}`) : 0;
  let packed = "";
  for (const sentence of sentences) {
    const candidate = packed ? `${packed} ${sentence}` : sentence;
    if (count(candidate) > max - reserve) {
      break;
    }
    packed = candidate;
  }
  if (!packed) {
    packed = cutWords(sentences[0] ?? body, max, count);
  }
  const withTags = reserve > 0 ? `${packed}\n\n${tags}` : packed;
  return { text: withTags, shortened: true };
};
