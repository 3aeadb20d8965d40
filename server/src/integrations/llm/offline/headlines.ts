import type { HeadlinesOutput, HeadlinesRequest } from "@wordloom/shared/api";
import { shuffled, type Random } from "./seeded-random";
import { agree, clip, keyPhrases, titleCase, topicParts, type TopicParts } from "./text-tools";

const TEMPLATES: readonly ((subject: string, parts: TopicParts) => string)[] = [
  (s) => `${s}: What You Need to Know`,
  (s) => `How to Get Started with ${s}`,
  (s) => `5 Lessons I Learned About ${s}`,
  (s, p) => `Why ${s} ${agree(p, "Matters", "Matter")} More Than You Think`,
  (s) => `The Beginner's Guide to ${s}`,
  (s) => `${s}, Explained`,
  (s) => `What Nobody Tells You About ${s}`,
  (s) => `The Real Cost of Ignoring ${s}`,
  (s) => `${s} in 5 Minutes`,
  (s, p) => `${agree(p, "Is", "Are")} ${s} Worth It?`,
];

/** Headline templates around the topic (or the text's key phrase), in a seeded order. */
export const offlineHeadlines = (request: HeadlinesRequest, random: Random): HeadlinesOutput => {
  const parts = topicParts(request.topic ?? keyPhrases(request.text ?? "", 1)[0] ?? "your topic");
  const subject = titleCase(clip(parts.noun, 80).replace(/[.!?…]+$/, ""));
  return {
    headlines: shuffled(random, TEMPLATES)
      .slice(0, request.count)
      .map((template) => clip(template(subject, parts), 150)),
  };
};
