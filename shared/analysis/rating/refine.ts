import type { DetailName, Rating, RatingDetail } from "./types";

/**
 * The language-model hook (a later issue): it may rewrite messages, never numbers. It receives a
 * copy of the measured rating and returns a rating of the same shape.
 */
export type RefineMessages = (rating: Rating) => Promise<Rating>;

const GROUPS = ["clarity_score", "creative_score", "credible_score", "engaging_score"] as const;

const messageOf = (value: unknown, fallback: string): string => (typeof value === "string" && value.trim().length > 0 ? value : fallback);

/** Measured details with the refined message of the detail of the same name (the measured one when missing). */
const refineDetails = <Name extends DetailName>(
  measured: ReadonlyArray<RatingDetail<Name>>,
  refined: ReadonlyArray<RatingDetail<Name>> | undefined,
): Array<RatingDetail<Name>> =>
  measured.map((item) => ({ ...item, message: messageOf(refined?.find((other) => other?.name === item.name)?.message, item.message) }));

/**
 * The measured rating with the refined messages: every number, name, score type and the mode are
 * copied back from `measured`, so a refinement can only change wording. A refinement that throws
 * or returns something malformed leaves the measured messages in place.
 */
const mergeRefinedMessages = (measured: Rating, refined: Partial<Rating> | null | undefined): Rating => {
  const result: Rating = structuredClone(measured);
  for (const group of GROUPS) {
    const source = refined?.[group];
    result[group].doc_message = messageOf(source?.doc_message, measured[group].doc_message);
  }
  result.clarity_score.details = refineDetails(measured.clarity_score.details, refined?.clarity_score?.details);
  result.creative_score.details = refineDetails(measured.creative_score.details, refined?.creative_score?.details);
  result.credible_score.details = refineDetails(measured.credible_score.details, refined?.credible_score?.details);
  result.engaging_score.details = refineDetails(measured.engaging_score.details, refined?.engaging_score?.details);
  return result;
};

/** Runs the hook, when there is one, on a copy of the rating and keeps only its messages. */
export const refineRating = async (measured: Rating, refineMessages?: RefineMessages): Promise<Rating> => {
  if (!refineMessages) {
    return measured;
  }
  try {
    return mergeRefinedMessages(measured, await refineMessages(structuredClone(measured)));
  } catch {
    return measured;
  }
};
