import { segmentSentences, sentenceIndexAt } from "../segment";
import type { AnalysisBlock } from "../types";
import { NOUN_ADJECTIVES, VERB_ADVERBS } from "./collocations";
import { contentStems, stem } from "./context";
import { decoratorTargets, type DecoratorTarget } from "./decorator-targets";
import { articleFor, capitaliseAsFirst, type TextEdit } from "./edit";
import { ADJECTIVES_BY_CLASS, ADVERBS_BY_CLASS } from "./general-decorators";
import { matchCase } from "./inflect";
import { bestSense, synsetStems, unionStems } from "./meaning";
import { tagTokens, type TaggedToken } from "./tagger";
import type { Synset, Thesaurus } from "./thesaurus";
import { attributeAdjectives, mannerAdverbs, type LinkedWord } from "./wordnet-decorators";

/** Where a decorator came from: the curated collocation list, WordNet's own links, or the word's semantic class. */
export type DecoratorSource = "collocation" | "wordnet" | "general";

export interface Decoration {
  decorator: string;
  meaning: string;
  source: DecoratorSource;
  /** The rewritten phrase ("an elegant house", "walked briskly"). */
  phrase: string;
  /** How to apply it to the block text. */
  edit: TextEdit;
}

export interface DecoratorCandidate {
  blockId: string;
  sentenceIndex: number;
  /** Offsets of the decorated word in the block text. */
  start: number;
  end: number;
  /** The word as written. */
  candidate: string;
  lemma: string;
  pos: "noun" | "verb";
  decorators: Decoration[];
}

const MAX_DECORATORS_PER_WORD = 5;

interface Proposal {
  word: string;
  meaning: string | undefined;
  source: DecoratorSource;
}

/** Adjective before the noun phrase, fixing "a"/"an": "a house" + elegant → "an elegant house". */
const nounEdit = (text: string, tokens: readonly TaggedToken[], target: DecoratorTarget, adjective: string): TextEdit => {
  const { token, phraseStart } = target;
  const core = text.slice(phraseStart.start, token.end);
  const article = tokens[phraseStart.index - 1];
  if (article && (article.normal === "a" || article.normal === "an")) {
    return { start: article.start, end: token.end, text: `${matchCase(article.text, articleFor(adjective))} ${adjective} ${core}` };
  }
  const isSentenceStart = phraseStart.index === 0 || /[.!?]["”’)]*$/.test(tokens[phraseStart.index - 1]?.text ?? "");
  const [first, rest] = isSentenceStart ? capitaliseAsFirst(adjective, core, false) : [adjective, core];
  return { start: phraseStart.start, end: token.end, text: `${first} ${rest}` };
};

/** Adverb after the verb when nothing follows it in the clause ("walked briskly to"), otherwise before it ("carefully opened the door"). */
const verbEdit = (tokens: readonly TaggedToken[], target: DecoratorTarget, adverb: string): TextEdit => {
  const { token } = target;
  const next = tokens[token.index + 1];
  const endsClause = !next || ["PUNCT", "ADP", "SCONJ", "CCONJ", "PART"].includes(next.pos);
  if (endsClause) {
    return { start: token.start, end: token.end, text: `${token.text} ${adverb}` };
  }
  const previous = tokens[token.index - 1];
  const isSentenceStart = !previous || /[.!?]$/.test(previous.text);
  const [first, rest] = isSentenceStart ? capitaliseAsFirst(adverb, token.text, false) : [adverb, token.text];
  return { start: token.start, end: token.end, text: `${first} ${rest}` };
};

const fromList = (words: readonly string[] | undefined, source: DecoratorSource): Proposal[] =>
  (words ?? []).map((word) => ({ word, meaning: undefined, source }));
const fromLinks = (links: readonly LinkedWord[]): Proposal[] => links.map((link) => ({ ...link, source: "wordnet" }));

/** Curated collocations first, then WordNet's links, then the semantic class's general words; no duplicates. */
const proposalsFor = async (thesaurus: Thesaurus, target: DecoratorTarget, sense: Synset | undefined): Promise<Proposal[]> => {
  const { lemma } = target.token;
  const linked = sense ? await (target.pos === "noun" ? attributeAdjectives(thesaurus, sense) : mannerAdverbs(thesaurus, sense)) : [];
  const general = sense ? (target.pos === "noun" ? ADJECTIVES_BY_CLASS : ADVERBS_BY_CLASS)[sense.lexName] : undefined;
  const all = [
    ...fromList((target.pos === "noun" ? NOUN_ADJECTIVES : VERB_ADVERBS)[lemma], "collocation"),
    ...fromLinks(linked),
    ...fromList(general, "general"),
  ];
  const seen = new Set<string>();
  return all.filter((proposal) => !proposal.word.includes(" ") && !seen.has(proposal.word) && Boolean(seen.add(proposal.word)));
};

const decorate = async (
  block: AnalysisBlock,
  tokens: readonly TaggedToken[],
  target: DecoratorTarget,
  sentenceText: string,
  thesaurus: Thesaurus,
): Promise<Decoration[]> => {
  const sentence = contentStems(sentenceText);
  const sense = await bestSense(thesaurus, target.token.lemma, target.pos, sentence);
  const written = new Set([...sentenceText.toLowerCase().matchAll(/\p{L}+/gu)].map((match) => stem(match[0])));
  const proposals = (await proposalsFor(thesaurus, target, sense))
    .filter((proposal) => !written.has(stem(proposal.word)))
    .slice(0, MAX_DECORATORS_PER_WORD + 3);
  const context = unionStems(sentence, synsetStems(sense));
  const decorationPos = target.pos === "noun" ? "adjective" : "adverb";
  const meanings = await Promise.all(
    proposals.map(async (proposal) => proposal.meaning ?? (await bestSense(thesaurus, proposal.word, decorationPos, context))?.definition),
  );
  const decorations: Decoration[] = [];
  proposals.forEach((proposal, index) => {
    const meaning = meanings[index];
    if (meaning && decorations.length < MAX_DECORATORS_PER_WORD) {
      const edit = target.pos === "noun" ? nounEdit(block.text, tokens, target, proposal.word) : verbEdit(tokens, target, proposal.word);
      decorations.push({ decorator: proposal.word, meaning, source: proposal.source, phrase: edit.text, edit });
    }
  });
  return decorations;
};

/**
 * Decorators (spec 3 §2.4): for each noun and content verb of the block, adjectives (for nouns) or
 * adverbs (for verbs) that fit it, each with its WordNet meaning and the rewritten phrase. Nouns
 * that already have an adjective and verbs that already have an adverb are left alone.
 */
export const decorators = async (block: AnalysisBlock, thesaurus: Thesaurus): Promise<DecoratorCandidate[]> => {
  const tokens = tagTokens(block.text);
  const sentences = segmentSentences(block.text);
  const targets = decoratorTargets(tokens);
  const results = await Promise.all(
    targets.map(async (target) => {
      const sentenceIndex = sentenceIndexAt(sentences, target.token.start);
      const decorations = await decorate(block, tokens, target, sentences[sentenceIndex]?.text ?? block.text, thesaurus);
      return {
        blockId: block.id,
        sentenceIndex,
        start: target.token.start,
        end: target.token.end,
        candidate: target.token.text,
        lemma: target.token.lemma,
        pos: target.pos,
        decorators: decorations,
      };
    }),
  );
  return results.filter((candidate) => candidate.decorators.length > 0);
};
