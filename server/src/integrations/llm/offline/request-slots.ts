import { peopleIn } from "./text-tools";

const MONTH = "(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*";
const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";
const DAY = "\\d{1,2}(?:st|nd|rd|th)?";
const ONE_DATE = `(?:tomorrow|today|(?:next|this)\\s+(?:week|month|${WEEKDAY})|${WEEKDAY}(?:\\s+${DAY})?|${DAY}\\s+${MONTH}|${MONTH}\\s+${DAY})`;
const DATE_PHRASE = new RegExp(
  `\\b(?:(?:from|on|by|until|till)\\s+)?${ONE_DATE}(?:\\s*(?:to|-|–|until|till)\\s*(?:${ONE_DATE}|${DAY}))?`,
  "i",
);

/** A date phrase from a request ("from 3 June to 7 June", "next Friday"), or null. */
export const datePhraseIn = (request: string): string | null => DATE_PHRASE.exec(request)?.[0].trim() ?? null;

/** What a request is about ("… about the Q3 roadmap next week" → "the Q3 roadmap"), or null. */
export const subjectIn = (request: string): string | null => {
  const match = /\b(?:about|regarding|on the topic of|for|discuss)\s+(.+?)(?:[.,;!?]|\s+(?:and|because|since|so)\s|$)/i.exec(request);
  const date = match?.[1] ? datePhraseIn(match[1]) : null;
  const subject = (date ? match?.[1]?.replace(date, "") : match?.[1])
    ?.trim()
    .replace(/\s+(?:deadline|due)$/i, "")
    // "for their great work on the Q3 launch" → "the Q3 launch".
    .replace(/^(?:their|your|his|her|our|the team's|all the)\s+(?:\p{L}+\s+)?(?:work|effort|efforts|help)\s+(?:on|for|with)\s+/iu, "");
  // "an extension on the market report" → "the market report"; "a 1:1" or a bare "the" is no subject.
  const topic = subject?.replace(/^(?:an?\s+)?(?:meeting|call|chat|extension|review|feedback|update)\s+(?:about|on|of|for)\s+/i, "");
  return topic &&
    !/^(?:(?:the|a|an|my|our|your|their|this|that)|(?:an?\s+)?(?:meeting|call|chat|1:1|raise|one-on-one))$/i.test(topic) &&
    topic.split(/\s+/).length <= 10
    ? topic
    : null;
};

const RELATION =
  /\b(?:my|our)\s+(best friend|sister|brother|mom|mother|dad|father|friend|colleague|co-?worker|boss|manager|team|wife|husband|partner|son|daughter|grandma|grandmother|grandpa|grandfather|aunt|uncle|cousin|neighbou?r|teacher|mentor|client)\b/i;

/** Who a message is for: a name when the request gives one, else the relation ("my sister"), else null. */
export const recipientIn = (request: string): { name: string | null; relation: string | null } => {
  const [person] = peopleIn(request);
  const relation = RELATION.exec(request)?.[1]?.toLowerCase() ?? null;
  return { name: person?.split(/\s+/)[0] ?? null, relation };
};
