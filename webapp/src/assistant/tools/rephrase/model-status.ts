import { api } from "../../../api/client";

let known: Promise<boolean> | null = null;

/**
 * Whether the server rephrases by tone and style with a language model (GET /api/ai/status: the
 * rephrase kind served by a model). Without the endpoint, or on any failure, it counts as not
 * configured. Asked once per page load.
 */
export const isModelConfigured = (): Promise<boolean> => {
  known ??= api
    .aiStatus()
    .then((status) => status.kinds.some((kind) => kind.kind === "rephrase" && kind.mode === "model"))
    .catch(() => false);
  return known;
};
