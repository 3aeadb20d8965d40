import type { AnalysisBlock } from "../types";
import { INTENTS, type Intent } from "./intent-cues";
import { type IntentEvidence, sentenceEvidence } from "./intent-signals";
import { type PosToken, tagText } from "./pos";
import { locateSentences } from "./sentences";
import { type TopicMatch, matchTopic } from "./topic-match";

/** An intent joins the list when its score is at least this and at least 60% of the top intent's. */
const INTENT_MIN_SCORE = 0.25;
const INTENT_RELATIVE_SCORE = 0.6;
const MAX_INTENTS = 3;

export interface IntentInput {
  /** The stated topic; the title is used when there is none. */
  topic?: string;
  title?: string;
  blocks: readonly AnalysisBlock[];
}

/** documentIntent (spec 2 §3): intent list, comment, matchscore out of 10. */
export interface IntentResult {
  intent: Intent[];
  comment: string;
  /** 0–10, one decimal; 0 when there is no topic or title. */
  matchscore: number;
  /** Every intent's score, 0–1 (mean evidence over the sentences), for "why". */
  scores: Record<Intent, number>;
  /** Topic words the text never uses. */
  missingTopicWords: string[];
}

const emptyScores = (): IntentEvidence => Object.fromEntries(INTENTS.map((intent) => [intent, 0])) as IntentEvidence;

/** Mean evidence per intent over every sentence (tags from one wink-nlp pass per block). */
const scoreIntents = (blocks: readonly AnalysisBlock[]): { scores: IntentEvidence; sentences: string[] } => {
  const totals = emptyScores();
  const sentences = locateSentences(blocks);
  const tagsByBlock = new Map<string, PosToken[]>();
  for (const block of blocks) {
    tagsByBlock.set(block.id, tagText(block.text));
  }
  for (const sentence of sentences) {
    const tokens = (tagsByBlock.get(sentence.blockId) ?? []).filter((token) => token.start >= sentence.start && token.end <= sentence.end);
    const evidence = sentenceEvidence(sentence.text, tokens);
    for (const intent of INTENTS) {
      totals[intent] += evidence[intent];
    }
  }
  const count = Math.max(1, sentences.length);
  const scores = emptyScores();
  for (const intent of INTENTS) {
    scores[intent] = Math.round((totals[intent] / count) * 100) / 100;
  }
  return { scores, sentences: sentences.map((sentence) => sentence.text) };
};

/** The top intent, plus up to two more scoring ≥ 0.25 and ≥ 60% of the top; "informative" when nothing scores. */
const chooseIntents = (scores: IntentEvidence): Intent[] => {
  const ranked = [...INTENTS].sort((first, second) => scores[second] - scores[first]);
  const top = ranked[0] ?? "informative";
  const topScore = scores[top];
  if (topScore === 0) {
    return ["informative"];
  }
  return ranked
    .filter((intent, index) => index === 0 || (scores[intent] >= INTENT_MIN_SCORE && scores[intent] >= INTENT_RELATIVE_SCORE * topScore))
    .slice(0, MAX_INTENTS);
};

const describeIntents = (intents: readonly Intent[]): string => {
  const [first, ...rest] = intents;
  if (!first) {
    return "informative";
  }
  return rest.length === 0 ? first : `mainly ${first}, with ${rest.join(" and ")} passages`;
};

const quoteList = (words: readonly string[]): string => {
  const quoted = words.map((word) => `“${word}”`);
  return quoted.length <= 1 ? (quoted[0] ?? "") : `${quoted.slice(0, -1).join(", ")} and ${quoted[quoted.length - 1] ?? ""}`;
};

/**
 * The comment: how well the text matches its topic (bands 7+ and 4+ of the 0–10 matchscore) and
 * what to change, then how it reads.
 */
export const intentComment = (topic: string, match: TopicMatch, intents: readonly Intent[]): string => {
  const reads = `It reads as ${describeIntents(intents)}.`;
  if (topic.trim().length === 0) {
    return `Add a title or topic to see how well the text matches it. ${reads}`;
  }
  const shown = topic.trim();
  if (match.matchscore >= 7) {
    return `The text matches “${shown}” well. ${reads}`;
  }
  const missing = match.missing.length > 0 ? ` Write about ${quoteList(match.missing)}, which the text never mentions.` : "";
  if (match.matchscore >= 4) {
    return `The text only partly matches “${shown}”.${missing} Bring the topic into more paragraphs, or adjust the title to what you wrote. ${reads}`;
  }
  return `The text drifts away from “${shown}”.${missing} Rewrite the opening around the topic, or change the title to fit the text. ${reads}`;
};

/** Intent detection (spec 2 §2 overview, §7 checkIntent): intents, a comment and the topic matchscore. */
export const detectIntent = (input: IntentInput): IntentResult => {
  const topic = input.topic?.trim() || input.title?.trim() || "";
  const { scores, sentences } = scoreIntents(input.blocks);
  const intent = chooseIntents(scores);
  const match = matchTopic(topic, sentences);
  return {
    intent,
    comment: intentComment(topic, match, intent),
    matchscore: match.matchscore,
    scores,
    missingTopicWords: match.missing,
  };
};
