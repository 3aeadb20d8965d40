import type { CarouselOutput, CarouselRequest } from "@wordloom/shared/api";
import { needsModel } from "../errors";
import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { callToAction } from "./brand-lines";
import { clip, keyPhrases, keySentences, sentencesOf, titleCase } from "./text-tools";

/** Slides from the user's text: a hook slide, one slide per central sentence, a call-to-action slide. */
export const offlineCarousel = (request: CarouselRequest, brand: BrandVoiceContext | null): CarouselOutput => {
  const sentences = request.text ? sentencesOf(request.text) : [];
  if (!request.text || sentences.length < 2) {
    throw needsModel("carousel", "Without a model, carousels are built from your own text: add at least two sentences.");
  }
  const middle = keySentences(request.text, Number.MAX_SAFE_INTEGER).slice(0, request.slideCount - 2);
  const title = clip(titleCase(request.topic), 150);
  const slides = [
    { heading: title, body: clip(middle[0] ?? sentences[0] ?? title, 600) },
    ...middle.slice(1).map((sentence, index) => ({
      heading: clip(titleCase(keyPhrases(sentence, 1)[0] ?? `Point ${index + 2}`), 120),
      body: clip(sentence, 600),
    })),
    { heading: "Your turn", body: callToAction(brand, "Save this post and share it with someone who needs it.") },
  ];
  return { title, slides };
};
