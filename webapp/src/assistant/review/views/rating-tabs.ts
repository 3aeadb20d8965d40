import type { RatingResponse } from "@wordloom/shared/analysis/rating";

export type RatingTab = "clarity" | "creative" | "credible" | "engaging";

/** Spec document 2 §3: the four score groups of the AI rating. */
export const RATING_TABS: ReadonlyArray<{ id: RatingTab; label: string }> = [
  { id: "clarity", label: "Clarity" },
  { id: "creative", label: "Creativity" },
  { id: "credible", label: "Credibility" },
  { id: "engaging", label: "Engagement" },
];

export interface RatingGroup {
  score: number;
  message: string;
  details: ReadonlyArray<{ name: string; score: number; score_type: "good" | "average" | "poor"; message: string }>;
}

/** One tab's score, message and detail rows. */
export const ratingGroup = (rating: RatingResponse, tab: RatingTab): RatingGroup => {
  switch (tab) {
    case "clarity":
      return {
        score: rating.clarity_score.doc_clarity_score,
        message: rating.clarity_score.doc_message,
        details: rating.clarity_score.details,
      };
    case "creative":
      return {
        score: rating.creative_score.doc_creative_score,
        message: rating.creative_score.doc_message,
        details: rating.creative_score.details,
      };
    case "credible":
      return {
        score: rating.credible_score.doc_credible_score,
        message: rating.credible_score.doc_message,
        details: rating.credible_score.details,
      };
    case "engaging":
      return {
        score: rating.engaging_score.doc_engaging_score,
        message: rating.engaging_score.doc_message,
        details: rating.engaging_score.details,
      };
  }
};

/** "first_person_usage" → "First person usage". */
export const detailLabel = (name: string) => {
  const words = name.replace(/_/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};
