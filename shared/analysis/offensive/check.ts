import { hasCheckableText } from "../../rules/checkable-text";
import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock } from "../types";
import { matchObscenity, type RawOffensiveMatch } from "./matcher";
import { findFramedWords } from "./insults";
import { findPhoneticSpellings, findSpacedLetters, findStarredForms } from "./obfuscation";
import { normalizeWord, replacementsFor, rootOf } from "./replacements";
import type { OffensiveBlockResult, OffensiveFinding, OffensiveResult, OffensiveSeverity } from "./types";

const INNER = /[\p{L}\p{N}$@*]/u;
const JOINER = /[!|#'’-]/u;
const isInner = (char: string | undefined): boolean => char !== undefined && INNER.test(char);

/** The whole written word around a match ("ass" in "a$$hole" → "a$$hole"); joiners count inside a word only. */
const expandToWord = (text: string, start: number, end: number): { start: number; end: number } => {
  let from = start;
  let to = end;
  while (isInner(text[from - 1]) || (JOINER.test(text[from - 1] ?? "") && isInner(text[from - 2]))) {
    from -= 1;
  }
  while (isInner(text[to]) || (JOINER.test(text[to] ?? "") && isInner(text[to + 1]))) {
    to += 1;
  }
  while (from < to && /[*'’-]/.test(text[from] ?? "")) {
    from += 1;
  }
  while (to > from && /[*'’-]/.test(text[to - 1] ?? "") && !/\p{L}\*+$/u.test(text.slice(from, to))) {
    to -= 1;
  }
  // Trailing "!" is punctuation ("shit!"), a "!" inside is a letter ("sh!t").
  while (to > from && text[to - 1] === "!") {
    to -= 1;
  }
  return { start: from, end: to };
};

type Candidate = RawOffensiveMatch & { word?: string; severity?: OffensiveSeverity };

interface OffensiveWord {
  start: number;
  end: number;
  text: string;
  word: string;
  root: string;
  replacements: string[];
  severity: OffensiveSeverity;
}

/** Offensive words in one text: obscenity's matches and our obfuscation finds, one per written word. */
export const findOffensiveWords = (text: string): OffensiveWord[] => {
  // Obscenities and slurs first (high): where an insult frame overlaps one, the stronger word stands.
  const candidates: Candidate[] = [
    ...findStarredForms(text),
    ...findPhoneticSpellings(text),
    ...findSpacedLetters(text),
    ...matchObscenity(text),
    ...findFramedWords(text),
  ];
  const words: OffensiveWord[] = [];
  for (const candidate of candidates) {
    // Spaced letters span several "words" already; the others grow to the word they sit in.
    const span =
      candidate.word !== undefined && /\s/.test(text.slice(candidate.start, candidate.end))
        ? candidate
        : expandToWord(text, candidate.start, candidate.end);
    if (words.some((word) => word.start < span.end && span.start < word.end)) {
      continue;
    }
    const written = text.slice(span.start, span.end);
    // Letters normalisation cannot map ("ƒυck") leave the detector's root as the word.
    const normalized = (candidate.word ?? normalizeWord(written).replace(/ /g, "")).replace(/(.)\1{2,}/g, "$1");
    const word = normalized.replace(/(.)\1+/g, "$1").includes(candidate.root.replace(/ /g, "").replace(/(.)\1+/g, "$1"))
      ? normalized
      : candidate.root;
    // Our framed insults and oaths know their root ("scumbag" is not "cum").
    const root = candidate.severity ? candidate.root : rootOf(word, candidate.root);
    words.push({
      start: span.start,
      end: span.end,
      text: written,
      word,
      root,
      replacements: replacementsFor(root, written),
      severity: candidate.severity ?? "high",
    });
  }
  return words.sort((a, b) => a.start - b.start);
};

/** Offensive language per block and sentence: per-sentence isAbusive flags and offenders, and findings with replacements. */
export const checkOffensive = (blocks: readonly AnalysisBlock[]): OffensiveResult => {
  const results: OffensiveBlockResult[] = [];
  for (const block of blocks) {
    if (!hasCheckableText(block.text)) {
      continue;
    }
    const sentences = segmentSentences(block.text);
    const findings: OffensiveFinding[] = findOffensiveWords(block.text).map((found) => ({
      blockId: block.id,
      sentenceIndex: sentenceIndexAt(sentences, found.start),
      ...found,
    }));
    // Offenders grouped by sentence in one pass (filtering the findings per sentence was sentences × findings).
    const offendersBySentence = new Map<number, Set<string>>();
    for (const finding of findings) {
      const offenders = offendersBySentence.get(finding.sentenceIndex) ?? new Set<string>();
      offenders.add(finding.text);
      offendersBySentence.set(finding.sentenceIndex, offenders);
    }
    results.push({
      blockId: block.id,
      sentences: sentences.map((sentence) => {
        const offenders = [...(offendersBySentence.get(sentence.index) ?? [])];
        return { index: sentence.index, isAbusive: offenders.length > 0, offenders: offenders.join("|") };
      }),
      findings,
    });
  }
  const findings = results.flatMap((result) => result.findings);
  return { blocks: results, findings, isAbusive: findings.length > 0 };
};
