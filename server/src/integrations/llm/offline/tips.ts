import type { TipsOutput, TipsRequest } from "@wordloom/shared/api";
import { needsModel } from "../errors";
import { clip, imperativeSentences, keySentences, topicParts } from "./text-tools";

/** Tips from the user's text: its instructions first, then its most central sentences. */
export const offlineTips = (request: TipsRequest): TipsOutput => {
  if (!request.text) {
    throw needsModel("tips", "Without a model, tips are built from your own notes: add them in the text box.");
  }
  const instructions = imperativeSentences(request.text);
  const central = keySentences(request.text, Number.MAX_SAFE_INTEGER).filter((sentence) => !instructions.includes(sentence));
  const tips = [...instructions, ...central].slice(0, request.count).map((tip) => clip(tip, 400));
  return { title: clip(`Tips on ${topicParts(request.topic).noun}`, 150), tips };
};
