/** Ekman's six basic emotions plus neutral, in the order of GoEmotions' Ekman grouping (labels.txt). */
export const EMOTIONS = ["anger", "disgust", "fear", "joy", "neutral", "sadness", "surprise"] as const;

export type Emotion = (typeof EMOTIONS)[number];

/** What a text with no words is: the spec's default ("Emotions … default neutral"). */
export const DEFAULT_EMOTION: Emotion = "neutral";
