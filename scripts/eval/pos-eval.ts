// Part-of-speech accuracy of Wordloom's tagger (wink-nlp + wink-eng-lite-web-model, via
// shared/analysis/refine/tagger.ts) on the Universal Dependencies English-EWT test set (CC BY-SA 4.0,
// measurement only; see shared/eval-data/README.md). The product never reads this file: only this
// script does.
//
//   node --import tsx scripts/eval/pos-eval.ts
//
// Alignment. Each sentence's `# text = …` line is tagged on its own. Gold words get offsets by
// finding their forms in that text in order; the words of a multi-word token ("don't" → "do" "n't")
// are found inside the token's surface, or share its span when they cannot be (e.g. "gonna").
// Every gold word (empty nodes "8.1" excluded) counts once in the denominator. Its predicted tag is
// the tag of the wink token with exactly the same offsets or, when the tokenisations differ, of
// the wink token that covers most of its characters (ties: the first). A gold word no wink token
// overlaps counts as wrong. `exactlyAligned` reports how many gold words had an exact counterpart.
import { readFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { tagTokens, type TaggedToken } from "../../shared/analysis/refine/tagger";

const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
export const EWT_TEST_SET = resolve(REPO_ROOT, "../shared/eval-data/pos/en_ewt-ud-test.conllu");
export const REPORTED_TAGS = ["ADJ", "ADV", "VERB", "NOUN"] as const;

interface GoldWord {
  form: string;
  upos: string;
  start: number;
  end: number;
}
interface GoldSentence {
  text: string;
  words: GoldWord[];
}

export interface TagScore {
  precision: number;
  recall: number;
  /** Gold words with this tag. */
  support: number;
}

export interface PosEvaluation {
  sentences: number;
  words: number;
  correct: number;
  accuracy: number;
  exactlyAligned: number;
  perTag: Record<string, TagScore>;
  tokensPerSecond: number;
}

const findFrom = (text: string, form: string, from: number): number => {
  const exact = text.indexOf(form, from);
  return exact !== -1 ? exact : text.toLowerCase().indexOf(form.toLowerCase(), from);
};

/** Places a multi-word token's words inside its surface span, in order; words that cannot be found share the whole span. */
const placeMultiWord = (text: string, span: { start: number; end: number }, parts: Array<{ form: string; upos: string }>): GoldWord[] => {
  let cursor = span.start;
  const placed: GoldWord[] = [];
  for (const part of parts) {
    const at = findFrom(text, part.form, cursor);
    if (at === -1 || at + part.form.length > span.end) {
      return parts.map((word) => ({ ...word, ...span }));
    }
    placed.push({ ...part, start: at, end: at + part.form.length });
    cursor = at + part.form.length;
  }
  return placed;
};

/** Sentences of a CoNLL-U file with gold words placed in the sentence text. */
export const parseConllu = (source: string): GoldSentence[] => {
  const sentences: GoldSentence[] = [];
  for (const chunk of source.split(/\n\s*\n/)) {
    const lines = chunk.split("\n").filter((line) => line.length > 0);
    const text = lines.find((line) => line.startsWith("# text = "))?.slice("# text = ".length);
    if (text === undefined) {
      continue;
    }
    const words: GoldWord[] = [];
    let cursor = 0;
    let multiWord: { start: number; end: number; last: number; parts: Array<{ form: string; upos: string }> } | undefined;
    for (const line of lines) {
      const [id = "", form = "", , upos = ""] = line.split("\t");
      const range = /^(\d+)-(\d+)$/.exec(id);
      if (range) {
        const at = Math.max(findFrom(text, form, cursor), cursor);
        multiWord = { start: at, end: at + form.length, last: Number(range[2]), parts: [] };
        cursor = multiWord.end;
        continue;
      }
      if (!/^\d+$/.test(id)) {
        continue;
      }
      if (multiWord) {
        multiWord.parts.push({ form, upos });
        if (Number(id) === multiWord.last) {
          words.push(...placeMultiWord(text, multiWord, multiWord.parts));
          multiWord = undefined;
        }
        continue;
      }
      const at = findFrom(text, form, cursor);
      const start = at === -1 ? cursor : at;
      words.push({ form, upos, start, end: at === -1 ? cursor : at + form.length });
      cursor = at === -1 ? cursor : at + form.length;
    }
    sentences.push({ text, words });
  }
  return sentences;
};

/** The predicted tag for a gold word: exact offsets first, else the wink token covering most of it. */
const predictedTag = (word: GoldWord, tokens: readonly TaggedToken[]): { tag: string | undefined; exact: boolean } => {
  let best: TaggedToken | undefined;
  let bestOverlap = 0;
  for (const token of tokens) {
    if (token.start === word.start && token.end === word.end) {
      return { tag: token.pos, exact: true };
    }
    const overlap = Math.min(token.end, word.end) - Math.max(token.start, word.start);
    if (overlap > bestOverlap) {
      best = token;
      bestOverlap = overlap;
    }
  }
  return { tag: best?.pos, exact: false };
};

/** UPOS accuracy and per-tag precision/recall of `tagTokens` on a CoNLL-U file (default: EWT test). */
export const evaluatePos = async (file: string = EWT_TEST_SET): Promise<PosEvaluation> => {
  const sentences = parseConllu(await readFile(file, "utf8"));
  // Builds the wink pipeline before timing, so the speed is the steady-state rate.
  tagTokens("Warm up.");
  const goldCounts = new Map<string, number>();
  const predictedCounts = new Map<string, number>();
  const correctCounts = new Map<string, number>();
  const bump = (counts: Map<string, number>, tag: string): void => {
    counts.set(tag, (counts.get(tag) ?? 0) + 1);
  };
  let words = 0;
  let correct = 0;
  let exactlyAligned = 0;
  let tokensTagged = 0;
  let taggingMs = 0;
  for (const sentence of sentences) {
    const started = performance.now();
    const tokens = tagTokens(sentence.text);
    taggingMs += performance.now() - started;
    tokensTagged += tokens.length;
    for (const word of sentence.words) {
      const { tag, exact } = predictedTag(word, tokens);
      words += 1;
      exactlyAligned += exact ? 1 : 0;
      bump(goldCounts, word.upos);
      if (tag !== undefined) {
        bump(predictedCounts, tag);
      }
      if (tag === word.upos) {
        correct += 1;
        bump(correctCounts, tag);
      }
    }
  }
  const perTag: Record<string, TagScore> = {};
  for (const tag of [...goldCounts.keys()].sort()) {
    const hits = correctCounts.get(tag) ?? 0;
    perTag[tag] = {
      precision: hits / Math.max(1, predictedCounts.get(tag) ?? 0),
      recall: hits / Math.max(1, goldCounts.get(tag) ?? 0),
      support: goldCounts.get(tag) ?? 0,
    };
  }
  return {
    sentences: sentences.length,
    words,
    correct,
    accuracy: correct / Math.max(1, words),
    exactlyAligned,
    perTag,
    tokensPerSecond: Math.round(tokensTagged / Math.max(1e-9, taggingMs / 1000)),
  };
};

const percent = (value: number): string => `${(value * 100).toFixed(1)}%`;

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const result = await evaluatePos();
  console.log(`UD English-EWT test: ${result.sentences} sentences, ${result.words} words`);
  console.log(
    `UPOS accuracy ${percent(result.accuracy)} (${result.correct}/${result.words}); exact token alignment ${percent(result.exactlyAligned / result.words)}`,
  );
  console.log(`Speed ~${result.tokensPerSecond.toLocaleString("en")} tokens/s (tagging only, model already loaded)`);
  console.log("tag    precision  recall  support");
  for (const tag of REPORTED_TAGS) {
    const score = result.perTag[tag];
    if (score) {
      console.log(
        `${tag.padEnd(6)} ${score.precision.toFixed(3).padStart(9)} ${score.recall.toFixed(3).padStart(7)} ${String(score.support).padStart(8)}`,
      );
    }
  }
}
