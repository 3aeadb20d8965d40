import { GENERATION_FEATURES, GENERATION_KINDS, OFFLINE_DRAFT_LABEL, type AiStatus, type ModelHealth } from "@wordloom/shared/api";
import { MODEL_SETTINGS } from "../../integrations/llm/errors";
import { OFFLINE_SUPPORT } from "../../integrations/llm/offline/offline-support";
import type { LlmProvider } from "../../integrations/llm/types";

const HEALTH_CACHE_MS = 30_000;
const healthCache = new WeakMap<LlmProvider, { at: number; health: Promise<ModelHealth> }>();

/** The provider's health, asked at most every 30 s (a model server's /models call can be slow). */
const cachedHealth = (llm: LlmProvider, now: number): Promise<ModelHealth> => {
  const cached = healthCache.get(llm);
  if (cached && now - cached.at < HEALTH_CACHE_MS) {
    return cached.health;
  }
  const health = llm.health();
  healthCache.set(llm, { at: now, health });
  return health;
};

/** GET /api/ai/status: which provider is active, whether it is reachable, and how it serves each kind. */
export const aiStatus = async (llm: LlmProvider, now: number = Date.now()): Promise<AiStatus> => {
  const offline = llm.kind === "offline";
  return {
    provider: llm.kind,
    model: offline ? null : llm.model,
    label: offline ? "Offline template engine (no language model connected)" : `Language model "${llm.model}"`,
    health: await cachedHealth(llm, now),
    draftLabel: OFFLINE_DRAFT_LABEL,
    configure: MODEL_SETTINGS,
    kinds: GENERATION_KINDS.map((kind) => ({
      kind,
      feature: GENERATION_FEATURES[kind],
      ...(offline ? OFFLINE_SUPPORT[kind] : { mode: "model" as const, note: "Written by the language model." }),
    })),
  };
};
