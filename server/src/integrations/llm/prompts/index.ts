import type { GenerationKind } from "@wordloom/shared/api";
import { blogPrompt } from "./blog";
import { blogOutlinePrompt } from "./blog-outline";
import { carouselPrompt } from "./carousel";
import { emailsPrompt } from "./emails";
import { hashtagsPrompt } from "./hashtags";
import { headlinesPrompt } from "./headlines";
import { idiomsPrompt } from "./idioms";
import { memoirPrompt } from "./memoir";
import { messageCraftPrompt } from "./message-craft";
import { messagesPrompt } from "./messages";
import { pollPrompt } from "./poll";
import { convertForXPrompt } from "./post-categories/convert-for-x";
import { postCategoryDispatcher, postTopicsDispatcher } from "./post-categories/index";
import { promotionalPitchPrompt } from "./promotional-pitch";
import { registerPrompt, type RegisteredPrompt } from "./prompt-module";
import { rephrasePrompt } from "./rephrase";
import { socialPostPrompt } from "./social-post";
import { tipsPrompt } from "./tips";

/** Every prompt, by the generation kind it serves. */
export const PROMPTS: Record<GenerationKind, RegisteredPrompt> = {
  "social-post": registerPrompt(socialPostPrompt),
  hashtags: registerPrompt(hashtagsPrompt),
  poll: registerPrompt(pollPrompt),
  carousel: registerPrompt(carouselPrompt),
  tips: registerPrompt(tipsPrompt),
  blog: registerPrompt(blogPrompt),
  "blog-outline": registerPrompt(blogOutlinePrompt),
  "promotional-pitch": registerPrompt(promotionalPitchPrompt),
  memoir: registerPrompt(memoirPrompt),
  messages: registerPrompt(messagesPrompt),
  emails: registerPrompt(emailsPrompt),
  "message-craft": registerPrompt(messageCraftPrompt),
  rephrase: registerPrompt(rephrasePrompt),
  headlines: registerPrompt(headlinesPrompt),
  idioms: registerPrompt(idiomsPrompt),
  "post-category": postCategoryDispatcher,
  "post-topics": postTopicsDispatcher,
  "convert-for-x": registerPrompt(convertForXPrompt),
};

export { promptHash, type RegisteredPrompt } from "./prompt-module";
export { toBrandVoiceContext, type BrandVoiceContext } from "./brand-voice-context";
