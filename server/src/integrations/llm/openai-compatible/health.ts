import type OpenAI from "openai";
import type { ModelHealth } from "@wordloom/shared/api";
import { mapModelError } from "./map-error";

const HEALTH_TIMEOUT_MS = 5_000;

/** GET {base}/models and look for the configured model; answers in words an operator can act on. */
export const checkModelHealth = async (client: OpenAI, baseUrl: string, model: string): Promise<ModelHealth> => {
  try {
    const ids: string[] = [];
    for await (const entry of client.models.list({ timeout: HEALTH_TIMEOUT_MS, maxRetries: 0 })) {
      ids.push(entry.id);
    }
    if (ids.length > 0 && !ids.includes(model)) {
      return {
        ok: false,
        status: "model-not-found",
        message: `Cannot find the model "${model}" on ${baseUrl}. Available: ${ids.slice(0, 10).join(", ")}. Pull it (ollama pull ${model}) or set LLM_MODEL.`,
      };
    }
    return { ok: true, status: "ready", message: `Connected to ${baseUrl}, model "${model}".` };
  } catch (error) {
    const details = mapModelError(error, model).details as { cause?: string } | undefined;
    if (details?.cause === "unauthorized") {
      return { ok: false, status: "unauthorized", message: `${baseUrl} refused the API key. Check LLM_API_KEY.` };
    }
    if (details?.cause === "unreachable") {
      return {
        ok: false,
        status: "unreachable",
        message: `The model server at ${baseUrl} is not reachable. Is it running? Check LLM_BASE_URL.`,
      };
    }
    // Some servers (older Azure deployments) have no model list; a chat call may still work.
    return { ok: false, status: "error", message: `${baseUrl} did not list its models (${details?.cause ?? "error"}).` };
  }
};
