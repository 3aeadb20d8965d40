import { ApiError, type IdiomsOutput } from "@wordloom/shared/api";
import type { IdiomSuggestionsResult } from "@wordloom/shared/analysis/idioms";
import { api } from "../../../api/client";

export type MoreIdiomsRequest = Extract<IdiomSuggestionsResult, { ok: true }>["moreIdioms"];
export type ModelIdiom = IdiomsOutput["idioms"][number];

/** What "More idioms for your context" shows: the model's idioms, or that no model is set up. */
export type MoreIdiomsAnswer = { kind: "idioms"; idioms: ModelIdiom[] } | { kind: "no-model" };

const isText = (value: unknown): value is string => typeof value === "string" && value.trim().length > 0;

/** The answer's idioms, checked field by field (the server validated them with the contract's schema; no zod here). */
const idiomsOf = (object: unknown): ModelIdiom[] | null => {
  const list = typeof object === "object" && object !== null && "idioms" in object ? object.idioms : null;
  if (!Array.isArray(list)) {
    return null;
  }
  const idioms = list.filter(
    (item): item is ModelIdiom =>
      typeof item === "object" && item !== null && isText(item.idiom) && isText(item.meaning) && isText(item.example),
  );
  return idioms.length === list.length ? idioms : null;
};

const normal = (idiom: string) => idiom.toLowerCase().replace(/\s+/g, " ").trim();

/** Whether the server answers the idioms kind with a language model (GET /api/ai/status); any failure counts as no. */
const modelServesIdioms = async (signal: AbortSignal): Promise<boolean> => {
  try {
    const status = await api.aiStatus(undefined, { signal });
    return status.kinds.some((kind) => kind.kind === "idioms" && kind.mode === "model");
  } catch {
    signal.throwIfAborted();
    return false;
  }
};

/**
 * Asks the language model for idioms that fit the text (POST /api/ai/generate/idioms) when one is
 * configured. The answer is validated again here, and idioms already shown (found in the text or
 * suggested from the catalogue) or repeated are dropped; at most the word count's number is kept.
 */
export const fetchMoreIdioms = async (
  more: MoreIdiomsRequest,
  shown: readonly string[],
  signal: AbortSignal,
): Promise<MoreIdiomsAnswer> => {
  if (more.sentences.length === 0 || !(await modelServesIdioms(signal))) {
    return { kind: "no-model" };
  }
  const exclude = [...new Set(shown.map(normal))].slice(0, 20);
  const result = await api.generateIdioms(
    { body: { text: more.sentences.join(" ").slice(0, 5000), count: more.count, exclude } },
    { signal },
  );
  const answered = idiomsOf(result.object);
  if (!answered) {
    throw new ApiError(502, "BAD_OUTPUT", "The language model's idioms could not be read.");
  }
  const seen = new Set(exclude);
  const idioms = answered.filter((item) => {
    const key = normal(item.idiom);
    if (seen.has(key)) {
      return false;
    }
    seen.add(key);
    return true;
  });
  return { kind: "idioms", idioms: idioms.slice(0, more.count) };
};
