/**
 * Emotions per sentence, page and document: anger, disgust, fear, joy, sadness, surprise and neutral.
 * A softmax regression trained on GoEmotions (Apache-2.0) by scripts/train/emotions.ts; the trained
 * model is committed as model.json (see its `notice`).
 */
export { EMOTIONS, DEFAULT_EMOTION, type Emotion } from "./labels";
export { classifyEmotion, committedEmotionModel } from "./classify";
export { predictEmotion, type EmotionResult } from "./predict";
export { emotionsForBlocks, countWords, type SentenceEmotion } from "./blocks";
export { pageEmotions, documentEmotions, emotionsMix, type PageEmotions, type DocumentEmotions } from "./pages";
export { toPercentages, type EmotionValue } from "./percentages";
export { extractFeatures, tokenizeForEmotions, type FeatureSettings } from "./features";
export { loadEmotionModel, type EmotionModel, type EmotionModelFile } from "./model";
