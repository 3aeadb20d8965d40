import type { Feature } from "../feature";

/** Causal health and science claims: a causal verb within a few words of a health or science topic. */

const CAUSAL =
  /\b(?:causes?|caused|causing|leads?\s+to|led\s+to|linked\s+(?:to|with)|associated\s+with|(?:increases?|raises?|reduces?|lowers?|cuts?|halves?|doubles?|triples?)\s+(?:the\s+|your\s+|one['’]s\s+)?(?:risk|chance|odds|likelihood|rate|incidence)s?\s+of|prevents?|prevented|cures?|cured|boosts?|improves?|protects?\s+against|triggers?|contributes?\s+to|(?:is|are)\s+(?:good|bad|harmful|beneficial)\s+for|responsible\s+for|results?\s+in|damages?|strengthens?|weakens?|heals?|reverses?|increases?|reduces?|lowers?|raises?|slows?|speeds?\s+up|fights?|kills?)\b/gi;

const TOPIC =
  /\b(?:cancers?|tumou?rs?|heart\s+(?:disease|attacks?|health)|cardiovascular|diabetes|obesity|blood\s+(?:pressure|sugar)|cholesterol|immune|immunity|brain|memory|cognitive|cognition|dementia|alzheimer['’]?s|sleep|insomnia|depression|anxiety|stress|mental\s+health|health|mortality|death|deaths|life\s+expectancy|longevity|lifespan|metabolism|weight|inflammation|vitamins?|vaccines?|autism|virus(?:es)?|infections?|bacteria|strokes?|asthma|allerg(?:y|ies)|gut|microbiome|hormones?|testosterone|estrogen|fertility|pregnancy|symptoms?|disease|diseases|illness|climate|global\s+warming|emissions|carbon|co2|greenhouse|pollution|temperatures?|sea\s+levels?|ozone|radiation|ageing|aging|skin|bones?|muscles?)\b/gi;

/** How many words may separate the causal verb and the topic ("Eating sugar causes diabetes", "Vaccines prevent measles"). */
const MAX_GAP_WORDS = 5;

const wordsBetween = (text: string, from: number, to: number): number =>
  text
    .slice(from, to)
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word)).length;

export const causalClaim: Feature = {
  id: "causal",
  label: "Causal health or science claim",
  detect: (sentence) => {
    const causes = [...sentence.matchAll(CAUSAL)];
    const topics = [...sentence.matchAll(TOPIC)];
    for (const cause of causes) {
      const causeEnd = cause.index + cause[0].length;
      for (const topic of topics) {
        const topicEnd = topic.index + topic[0].length;
        const gap =
          topic.index >= causeEnd
            ? wordsBetween(sentence, causeEnd, topic.index)
            : topicEnd <= cause.index
              ? wordsBetween(sentence, topicEnd, cause.index)
              : Infinity;
        if (gap <= MAX_GAP_WORDS) {
          return `${cause[0]} … ${topic[0]}`;
        }
      }
    }
    return null;
  },
};
