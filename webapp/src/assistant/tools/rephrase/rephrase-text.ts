import { api } from "../../../api/client";

/** Tone and style rephrasing by the language model (spec document 3 §7 "rephrase content": text, tone, style → result). */
export const rephraseWithModel = async (text: string, tone: string, style: string, signal: AbortSignal): Promise<string> =>
  (await api.rephraseText({ body: { text, tone, style } }, { signal })).text;

/**
 * The readability simplification (POST /api/analysis/simplify) of one passage: the passage with its
 * hard sentences replaced by simpler ones, or null when every sentence is already easy.
 */
export const simplifyText = async (blockId: string, text: string, signal: AbortSignal): Promise<string | null> => {
  const { results } = await api.simplifySentences({ body: { blocks: [{ id: blockId, text }] } }, { signal });
  if (results.length === 0) {
    return null;
  }
  let simplified = text;
  for (const result of [...results].sort((left, right) => right.start - left.start)) {
    simplified = simplified.slice(0, result.start) + result.simplified + simplified.slice(result.end);
  }
  return simplified;
};
