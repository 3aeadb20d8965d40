import type { PromotionalPitchRequest } from "@wordloom/shared/api";
import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { audienceOf, callToAction, promiseOf } from "./brand-lines";
import { pick, type Random } from "./seeded-random";
import { capitalize, countWords, keySentences } from "./text-tools";

const sentence = (text: string) => {
  const trimmed = capitalize(text.trim());
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};

/** Slot-filled pitch: opening, the description's central sentences, the USP, the brand promise, a call to action. */
export const offlinePromotionalPitch = (request: PromotionalPitchRequest, brand: BrandVoiceContext | null, random: Random): string => {
  const name = request.name ?? `our ${request.offering}`;
  const audience = request.audience ?? audienceOf(brand);
  const opening = pick(random, [
    `${audience ? `For ${audience}: meet` : "Meet"} ${name}.`,
    `Introducing ${name}${audience ? `, made for ${audience}` : ""}.`,
  ] as const);
  const usp = `What makes it different: ${request.usp.replace(/[.!?]+$/, "")}.`;
  const action = request.callToAction
    ? sentence(request.callToAction)
    : callToAction(brand, `Get in touch to see what ${name} can do for you.`);
  const promise = promiseOf(brand);
  const budget = request.words - countWords([opening, usp, promise, action].join(" "));
  const description = keySentences(request.description, Math.max(1, budget));
  while (description.length > 1 && countWords(description.join(" ")) > budget) {
    description.pop();
  }
  return [opening, description.join(" "), usp, promise, action].filter(Boolean).join("\n\n");
};
