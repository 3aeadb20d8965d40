import type { HashtagsOutput } from "@wordloom/shared/api";
import type { BrandVoiceContext } from "../prompts/brand-voice-context";
import { pillarsOf } from "./brand-lines";
import { hashtagOf, keyPhrases, nounPhrases } from "./text-tools";

/** Hashtags from the topic's phrases, then the text's key phrases, then the brand voice's pillars and niche. */
export const hashtagsFor = (
  sources: { topic?: string | undefined; text?: string | undefined },
  brand: BrandVoiceContext | null,
  count: number,
): string[] => {
  const candidates = [
    ...(sources.topic ? [sources.topic, ...nounPhrases(sources.topic)] : []),
    // Phrases of two or more words say more than single nouns ("#ClearMonthlyBudget" before "#Budget").
    ...(sources.text
      ? [...keyPhrases(sources.text, count * 2)].sort((first, second) => Number(second.includes(" ")) - Number(first.includes(" ")))
      : []),
    ...pillarsOf(brand),
    ...(brand?.niche ? nounPhrases(brand.niche) : []),
  ];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const candidate of candidates) {
    const tag = hashtagOf(candidate);
    // Whole topics of more than three words make unreadable hashtags; their phrases come next.
    // Singular and plural count as one ("#Expense", "#Expenses").
    const key = tag?.toLowerCase().replace(/s$/, "");
    const words = candidate.split(/\s+/).length;
    if (tag && key && words <= 3 && (words > 1 || tag.length > 4) && !seen.has(key)) {
      seen.add(key);
      tags.push(tag);
    }
  }
  return tags.slice(0, count);
};

export const offlineHashtags = (
  request: { topic?: string | undefined; text?: string | undefined; count: number },
  brand: BrandVoiceContext | null,
): HashtagsOutput => {
  const hashtags = hashtagsFor(request, brand, request.count);
  return { hashtags: hashtags.length > 0 ? hashtags : ["#Writing"] };
};
