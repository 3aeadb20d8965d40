import { memoizeByText } from "../memo";
import { loadEmotionModel, type EmotionModel } from "./model";
import modelFile from "./model.json" with { type: "json" };
import { predictEmotion, type EmotionResult } from "./predict";

let committedModel: EmotionModel | undefined;

/** The committed model (model.json, trained by scripts/train/emotions.ts), turned into lookup tables on first use. */
export const committedEmotionModel = (): EmotionModel => {
  committedModel ??= loadEmotionModel(modelFile);
  return committedModel;
};

/**
 * The emotion of one sentence with the committed model: `{ label, scores }`, scores summing to 1.
 * Remembered per sentence: the emotions graph and the AI rating classify the same sentences.
 */
export const classifyEmotion: (text: string) => EmotionResult = memoizeByText((text) => predictEmotion(committedEmotionModel(), text));
