import type { HeadlinesOutput, HeadlinesRequest } from "@wordloom/shared/api";
import { shuffled, type Random } from "./seeded-random";
import { clip, keyPhrases, titleCase } from "./text-tools";

const TEMPLATES: readonly ((subject: string) => string)[] = [
  (s) => `${s}: What You Need to Know`,
  (s) => `How to Get Started with ${s}`,
  (s) => `5 Lessons I Learned About ${s}`,
  (s) => `Why ${s} Matters More Than You Think`,
  (s) => `The Beginner's Guide to ${s}`,
  (s) => `${s}, Explained`,
  (s) => `What Nobody Tells You About ${s}`,
  (s) => `The Real Cost of Ignoring ${s}`,
  (s) => `${s} in 5 Minutes`,
  (s) => `Is ${s} Worth It?`,
];

/** Headline templates around the topic (or the text's key phrase), in a seeded order. */
export const offlineHeadlines = (request: HeadlinesRequest, random: Random): HeadlinesOutput => {
  const subject = titleCase(clip(request.topic ?? keyPhrases(request.text ?? "", 1)[0] ?? "Your Topic", 80).replace(/[.!?…]+$/, ""));
  return {
    headlines: shuffled(random, TEMPLATES)
      .slice(0, request.count)
      .map((template) => clip(template(subject), 150)),
  };
};
