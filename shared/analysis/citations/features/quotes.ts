import type { Feature } from "../feature";

/**
 * Quoted statements with no named speaker. A quotation of at least four words counts unless the sentence names who
 * said it: a reporting verb with a real subject ("Churchill said", "she wrote", "said Dr. Lee") or a dash credit
 * ("… ” — Maya Angelou"). Generic credits ("someone once said", "as they say", "it is said") do not count. Titles
 * (every word capitalised) and scare quotes (under four words) are not quotations of a statement.
 */
const QUOTE = /[“"]([^“”"]+)[”"]/g;

const REPORTING =
  "said|says|say|asked|asks|wrote|writes|told|tells|explained|explains|added|adds|replied|replies|noted|notes|remarked|remarks|" +
  "stated|states|declared|declares|insisted|insists|argued|argues|claimed|claims|recalled|recalls|quipped|tweeted|posted|" +
  "announced|admitted|warned|warns|whispered|shouted|cried|exclaimed|observed|observes|put\\s+it|puts\\s+it|famously\\s+said";

const SPEAKER_BEFORE = new RegExp(
  String.raw`(?:\b(?:he|she|they|i|we)|\p{Lu}[\p{L}.'’-]*|\bthe\s+\p{L}+)\s+(?:once\s+|famously\s+|later\s+|also\s+)?(?:${REPORTING})\b`,
  "u",
);
const SPEAKER_AFTER = new RegExp(String.raw`\b(?:${REPORTING})\s+(?:\p{Lu}|he\b|she\b|they\b|the\s+\p{L})`, "u");
const DASH_CREDIT = /[”"]\s*[—–-]{1,2}\s*\p{Lu}/u;
const GENERIC_CREDIT =
  /\b(?:someone|somebody|people|anyone|a\s+wise\s+(?:man|woman|person)|as\s+they\s+say|it\s+is\s+said|the\s+saying\s+goes|as\s+the\s+saying\s+goes)\b/i;

const isTitle = (quoted: string): boolean =>
  quoted
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => /^[\p{Lu}\d]/u.test(word) || /^(?:of|the|a|an|and|in|on|to|for|at|by)$/.test(word));

export const unattributedQuote: Feature = {
  id: "quote",
  label: "Quotation without a speaker",
  detect: (sentence) => {
    for (const match of sentence.matchAll(QUOTE)) {
      const quoted = (match[1] ?? "").trim();
      if (quoted.split(/\s+/).length < 4 || isTitle(quoted)) {
        continue;
      }
      const outside = sentence.slice(0, match.index) + " " + sentence.slice(match.index + match[0].length);
      const credited =
        !GENERIC_CREDIT.test(outside) && (SPEAKER_BEFORE.test(outside) || SPEAKER_AFTER.test(outside) || DASH_CREDIT.test(sentence));
      if (!credited) {
        return match[0].length > 60 ? `${match[0].slice(0, 57)}…` : match[0];
      }
    }
    return null;
  },
};
