import { CONNECTIVES_AFTER_COMMA, CONNECTIVES_ANYWHERE, CONNECTIVES_LEADING } from "./connective-list";

/**
 * Connectives: the share of sentences tied to their context by a discourse connective, turned into
 * the score the spec's bands 95/93/91/90 are made for.
 *
 * A sentence is connected when it opens with a connective from either list (after quotes or
 * brackets), contains one from CONNECTIVES_ANYWHERE, or has ", but" / ", so" / ", yet" … between clauses.
 *
 *   share = connected sentences / sentences
 *   connectives = 100 − 12 × max(0, 1 − share / 0.3) − 6 × max(0, (share − 0.8) / 0.2)
 *
 * The score stays between 82 and 100 because the spec's bands sit at 95, 93, 91 and 90. Prose that
 * links at least 30% of its sentences scores 100 (edited prose links about 30–50%: Apache-2.0 29%,
 * Vim's spell help 29%, MPL-2.0 33%, the requests user guide 35%, GPL-3 51%); none linked scores 88,
 * the "else 20" band. The bands then read:
 * rating 100 from a share of 17.5%, 80 from 12.5%, 60 from 7.5%, 50 from 5%. Linking more than 80% of
 * sentences costs up to 6 points ("Moreover … Furthermore … Additionally …" on every line reads
 * mechanically).
 */

const TARGET_CONNECTED_SHARE = 0.3;
const OVERUSED_CONNECTED_SHARE = 0.8;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const alternation = (phrases: readonly string[]): string =>
  [...phrases]
    .sort((a, b) => b.length - a.length)
    .map((phrase) => escape(phrase).replace(/ /g, "\\s+"))
    .join("|");

const LEADING = new RegExp(
  `^[\\s"'“‘(\\[]*(?:${alternation([...CONNECTIVES_LEADING, ...CONNECTIVES_ANYWHERE])})(?![\\p{L}\\p{N}'’-])`,
  "iu",
);
const ANYWHERE = new RegExp(`(?<![\\p{L}\\p{N}'’-])(?:${alternation(CONNECTIVES_ANYWHERE)})(?![\\p{L}\\p{N}'’-])`, "iu");
const AFTER_COMMA = new RegExp(`[,;]\\s+(?:${alternation(CONNECTIVES_AFTER_COMMA)})(?![\\p{L}\\p{N}'’-])`, "iu");

/** Whether a sentence is tied to its context by a connective. */
export const isConnected = (sentence: string): boolean => LEADING.test(sentence) || ANYWHERE.test(sentence) || AFTER_COMMA.test(sentence);

/** The sums the connectives score is computed from. */
export interface ConnectiveCounts {
  sentences: number;
  connected: number;
}

export const EMPTY_CONNECTIVES: ConnectiveCounts = { sentences: 0, connected: 0 };

export const addConnectives = (a: ConnectiveCounts, b: ConnectiveCounts): ConnectiveCounts => ({
  sentences: a.sentences + b.sentences,
  connected: a.connected + b.connected,
});

/** connectives = 100 − 12 × max(0, 1 − share / 0.3) − 6 × max(0, (share − 0.8) / 0.2); null for no sentences. */
export const connectivesScoreOf = ({ sentences, connected }: ConnectiveCounts): number | null => {
  if (sentences === 0) {
    return null;
  }
  const share = connected / sentences;
  const deficit = Math.max(0, 1 - share / TARGET_CONNECTED_SHARE);
  const excess = Math.max(0, (share - OVERUSED_CONNECTED_SHARE) / (1 - OVERUSED_CONNECTED_SHARE));
  return 100 - 12 * deficit - 6 * excess;
};
