export type ReviewView = "engagement" | "positivity" | "emotions" | "toxicity" | "facts" | "quality";

/** Spec document 2 §2: the graph tiles, then the document quality view. */
export const REVIEW_TILES: ReadonlyArray<{ id: ReviewView; title: string; description: string }> = [
  { id: "engagement", title: "Engagement", description: "AI rating: clarity, creativity, credibility and engagement" },
  { id: "positivity", title: "Positivity", description: "How positive the writing reads" },
  { id: "emotions", title: "Emotions", description: "The mix of emotions, per page and overall" },
  { id: "toxicity", title: "Toxicity", description: "Hostile or insulting language" },
  { id: "facts", title: "Fact vs Emotions", description: "Factual against emotional statements" },
  { id: "quality", title: "Quality", description: "Readability, repetitiveness, uniqueness and connectives" },
];
