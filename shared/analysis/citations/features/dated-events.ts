import type { Feature } from "../feature";

/** A specific date together with an event ("founded in 1998", "On 20 July 1969, Apollo 11 landed"): a checkable fact. */

const MONTH =
  "January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec";
const DATE = new RegExp(
  String.raw`\b(?:(?:in|on|since|by|during|until|from|of|circa|c\.)\s+(?:(?:early|late|mid)[\s-]+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+)?(?:(?:${MONTH})\s+)?(?:\d{1,2}(?:st|nd|rd|th)?,?\s+)?(?:1[0-9]{3}|20[0-9]{2})|(?:${MONTH})\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:1[0-9]{3}|20[0-9]{2})|\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})\s+(?:1[0-9]{3}|20[0-9]{2}))\b(?!\s*(?:people|dollars|pounds|euros|km|miles|words|pages|units|times|%))`,
  "i",
);
const EVENT =
  /\b(?:founded|established|launched|invented|discovered|signed|ratified|elected|born|died|killed|released|published|opened|closed|won|lost|built|completed|introduced|created|began|ended|landed|declared|passed|enacted|acquired|merged|collapsed|occurred|happened|took\s+place|was\s+first|first\s+(?:appeared|used|published)|became|invaded|defeated|abolished|discovered|patented|announced|crashed|erupted|struck|sank|exploded)\b/i;

export const datedEvent: Feature = {
  id: "dated-event",
  label: "Date and event",
  detect: (sentence) => {
    const date = DATE.exec(sentence);
    const event = EVENT.exec(sentence);
    return date && event ? `${date[0].trim()} … ${event[0]}` : null;
  },
};
