import { segmentSentences, sentenceIndexAt } from "../segment";
import { infinitiveOf } from "./inflect";
import { type WordNetPos, wordNetPosOf } from "./pos";
import { tagTokens, type TaggedToken } from "./tagger";
import type { Synset, Thesaurus } from "./thesaurus";

/** Finding the word Similar Words was asked about: its tokens, part of speech, sentence and senses. */

export interface SimilarWordsInput {
  /** The selected word (or short phrase) as written. */
  word: string;
  /** The block or sentence the word sits in: it decides the part of speech, and the word's sentence (with the title) the sense. */
  text: string;
  /** The document title, extra context for sense choice. */
  title?: string;
  /** Offset of the selected word in `text`, when the caller knows which occurrence was picked. */
  start?: number;
}

/** The tokens that make up the selection: at `start` when given, else the first whole-word occurrence. */
const findSelection = (tokens: readonly TaggedToken[], text: string, word: string, start: number | undefined): TaggedToken[] => {
  let from = start;
  if (from === undefined || text.slice(from, from + word.length).toLowerCase() !== word.toLowerCase()) {
    const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    from = new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "iu").exec(text)?.index;
  }
  if (from === undefined) {
    return [];
  }
  const end = from + word.length;
  return tokens.filter((token) => token.start < end && token.end > from);
};

export interface Target {
  lemma: string;
  head: TaggedToken;
  previous: TaggedToken | undefined;
  pos: WordNetPos | undefined;
  /** The head word as written (its capitalisation is copied to suggestions). */
  written: string;
  /** The sentence around the word (the whole text when the word is not in it). */
  sentence: string;
}

/** The selected word in context; a word missing from the text is tagged on its own. */
export const targetOf = (input: SimilarWordsInput): Target | undefined => {
  const word = input.word.trim();
  const textTokens = tagTokens(input.text);
  const inText = findSelection(textTokens, input.text, word, input.start);
  const tokens = inText.length > 0 ? inText : tagTokens(word);
  const sequence = inText.length > 0 ? textTokens : tokens;
  const head = tokens.find((token) => wordNetPosOf(token.pos) !== undefined) ?? tokens[0];
  if (!head) {
    return undefined;
  }
  // A phrase ("looked up") keeps its other words as written: WordNet lists "look up".
  const lemma = tokens.map((token) => (token === head ? token.lemma : token.normal)).join(" ");
  const sentences = segmentSentences(input.text);
  const sentence = inText.length > 0 ? (sentences[sentenceIndexAt(sentences, head.start)]?.text ?? input.text) : input.text;
  return {
    lemma,
    head,
    previous: sequence[head.index - 1],
    pos: wordNetPosOf(head.pos) ?? (head.pos === "PROPN" ? "noun" : undefined),
    written: head.text,
    sentence,
  };
};

/** Senses for the target, trying the written form and then the other parts of speech if WordNet lacks the tagged one. */
export const sensesOf = async (
  target: Target,
  thesaurus: Thesaurus,
): Promise<{ pos: WordNetPos; senses: readonly Synset[] } | undefined> => {
  const order: WordNetPos[] = target.pos ? [target.pos] : [];
  for (const pos of ["noun", "verb", "adjective", "adverb"] as const) {
    if (!order.includes(pos)) {
      order.push(pos);
    }
  }
  // A gerund tagged as a noun ("Walking is good") is looked up as its verb too.
  const forms = new Set([target.lemma, target.head.normal]);
  if (target.head.normal.endsWith("ing") && !target.lemma.includes(" ")) {
    forms.add(infinitiveOf(target.head.normal));
  }
  for (const pos of order) {
    for (const lemma of forms) {
      const senses = await thesaurus.lookup(lemma, pos);
      if (senses.length > 0) {
        return { pos, senses };
      }
    }
  }
  return undefined;
};
