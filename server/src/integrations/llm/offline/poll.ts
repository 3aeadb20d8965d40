import { POLL_OPTION_MAX_CHARS, POLL_QUESTION_MAX_CHARS, type PollOutput, type PollRequest } from "@wordloom/shared/api";
import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { pillarsOf } from "./brand-lines";
import { pick, type Random } from "./seeded-random";
import { capitalize, clip, clipHard, keyPhrases, topicParts } from "./text-tools";

interface PollTemplate {
  question: (topic: string) => string;
  /** Used when the text and the brand voice give too few options. */
  fallback: readonly string[];
}

const TEMPLATES: readonly [PollTemplate, ...PollTemplate[]] = [
  {
    question: (t) => `What's your biggest challenge with ${t}?`,
    fallback: ["Getting started", "Finding the time", "Staying consistent", "Measuring results"],
  },
  { question: (t) => `What matters most to you when it comes to ${t}?`, fallback: ["Cost", "Quality", "Speed", "Support"] },
  {
    question: (t) => `How do you approach ${t}?`,
    fallback: ["I plan it carefully", "I learn as I go", "I ask an expert", "I haven't tried yet"],
  },
];

/** A poll on the topic; options from the text's key phrases and the brand voice's pillars, else the template's own. */
export const offlinePoll = (request: PollRequest, brand: BrandVoiceContext | null, random: Random): PollOutput => {
  const template = pick(random, TEMPLATES);
  const question = template.question(clip(topicParts(request.topic).noun, POLL_QUESTION_MAX_CHARS - 50));
  // Options from the user's own phrases only when they fill the poll; a mix reads oddly.
  const own = [
    ...(request.text ? keyPhrases(request.text, request.optionCount * 2).filter((phrase) => phrase.includes(" ")) : []),
    ...pillarsOf(brand),
  ];
  const unique = [...new Map(own.map((option) => [option.toLowerCase(), clipHard(capitalize(option), POLL_OPTION_MAX_CHARS)])).values()];
  const options = unique.length >= request.optionCount ? unique : [...template.fallback];
  return { question: clipHard(question, POLL_QUESTION_MAX_CHARS), options: options.slice(0, request.optionCount) };
};
