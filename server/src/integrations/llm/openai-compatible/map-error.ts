import OpenAI from "openai";
import { AppError } from "../../../errors";
import { modelUnavailable } from "../errors";

/**
 * A failed call to the model server, in our error vocabulary. Only the cause and status reach the
 * client: the server's own words can quote keys or prompts.
 */
export const mapModelError = (error: unknown, model: string): AppError => {
  if (error instanceof AppError) {
    return error;
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return modelUnavailable("unreachable");
  }
  if (error instanceof OpenAI.APIError) {
    const status = error.status ?? 0;
    if (status === 401 || status === 403) {
      return modelUnavailable("unauthorized", { status });
    }
    if (status === 404) {
      return modelUnavailable("model-not-found", { status, model });
    }
    if (status === 429) {
      return modelUnavailable("rate-limited", { status });
    }
    return modelUnavailable(status >= 500 ? "server-error" : "rejected", { status });
  }
  return modelUnavailable("failed");
};
