import { escapeForWordSearch, hitIndexAt, searchableHead, searchableTail, WORD_SEARCH_MAX_CHARS } from "./search-text";

/** One Word search inside the plan's scope: search for `searchText`, take hit number `hitIndex`. */
interface SearchStep {
  /** The literal text the hit covers. */
  text: string;
  /** `text` escaped for Word's search. */
  searchText: string;
  hitIndex: number;
}

/**
 * How to get a Word range for characters [start, end) of a paragraph: join tokens firstToken to
 * lastToken (`expandTo`) into the search scope, run each step's search in that scope and take its
 * hit; with two steps (targets past Word's 255-character limit), join the head's hit to the tail's.
 */
export interface RangePlan {
  firstToken: number;
  lastToken: number;
  steps: [SearchStep] | [SearchStep, SearchStep];
}

type PlanRefusal =
  /** The token texts do not add up to the analysed text (the paragraph changed, or Word counts characters differently). */
  | "text-changed"
  /** start/end do not describe a non-empty span of the text. */
  | "bad-offsets"
  /** Word's non-overlapping scan jumps over the finding's start, so no hit can be it. */
  | "overlapping-hit";

type PlanResult = { ok: true; plan: RangePlan } | { ok: false; reason: PlanRefusal };

interface PlanInput {
  /** Texts of the paragraph's `getTextRanges([" "], false)` ranges, in order. */
  tokens: readonly string[];
  /** The paragraph text the finding's offsets refer to. */
  text: string;
  start: number;
  end: number;
}

/** Paragraph end marks Word may leave on the last range when trimSpacing is false. */
const PARAGRAPH_MARKS = ["\r\n", "\r", "\n"];

/**
 * The tokens without a trailing paragraph mark, when that mark is the only difference from the
 * text. Token indexes stay those of Word's ranges: only the last token's text is shortened (and
 * dropped when nothing else is left, which leaves the earlier indexes unchanged).
 */
const withoutParagraphMark = (tokens: readonly string[], text: string): readonly string[] => {
  const joined = tokens.join("");
  const mark = PARAGRAPH_MARKS.find((candidate) => joined === text + candidate);
  const last = tokens[tokens.length - 1];
  if (!mark || last === undefined || !last.endsWith(mark)) {
    return tokens;
  }
  const shortened = last.slice(0, -mark.length);
  return shortened.length > 0 ? [...tokens.slice(0, -1), shortened] : tokens.slice(0, -1);
};

interface Scope {
  firstToken: number;
  lastToken: number;
  /** Where the scope starts in the paragraph text. */
  offset: number;
  text: string;
}

/** The tokens covering [start, end): the first whose end passes start, through the first whose end reaches end. */
const scopeOf = (tokens: readonly string[], start: number, end: number): Scope | null => {
  let tokenStart = 0;
  let first: { index: number; offset: number } | null = null;
  for (const [index, token] of tokens.entries()) {
    const tokenEnd = tokenStart + token.length;
    if (!first && tokenEnd > start) {
      first = { index, offset: tokenStart };
    }
    if (first && tokenEnd >= end) {
      return { firstToken: first.index, lastToken: index, offset: first.offset, text: tokens.slice(first.index, index + 1).join("") };
    }
    tokenStart = tokenEnd;
  }
  return null;
};

const step = (scopeText: string, text: string, localOffset: number): SearchStep | null => {
  const hitIndex = hitIndexAt(scopeText, text, localOffset);
  return hitIndex === null ? null : { text, searchText: escapeForWordSearch(text), hitIndex };
};

/**
 * Plans the Word range for a finding from its character offsets (handbook addin.md §3):
 * a token walk for the scope, the hit index counted the way Word's non-overlapping search counts,
 * carets escaped, and a head/tail pair of searches for targets longer than 255 characters. It
 * refuses rather than guesses.
 */
export const planRange = ({ tokens: wordTokens, text, start, end }: PlanInput): PlanResult => {
  const tokens = withoutParagraphMark(wordTokens, text);
  if (tokens.join("") !== text) {
    return { ok: false, reason: "text-changed" };
  }
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end > text.length || start >= end) {
    return { ok: false, reason: "bad-offsets" };
  }
  const scope = scopeOf(tokens, start, end);
  if (!scope) {
    return { ok: false, reason: "bad-offsets" };
  }
  const target = text.slice(start, end);
  const localStart = start - scope.offset;
  const range = { firstToken: scope.firstToken, lastToken: scope.lastToken };

  if (escapeForWordSearch(target).length <= WORD_SEARCH_MAX_CHARS) {
    const only = step(scope.text, target, localStart);
    return only ? { ok: true, plan: { ...range, steps: [only] } } : { ok: false, reason: "overlapping-hit" };
  }
  const headText = searchableHead(target);
  const tailText = searchableTail(target);
  const head = step(scope.text, headText, localStart);
  const tail = step(scope.text, tailText, localStart + target.length - tailText.length);
  return head && tail ? { ok: true, plan: { ...range, steps: [head, tail] } } : { ok: false, reason: "overlapping-hit" };
};
