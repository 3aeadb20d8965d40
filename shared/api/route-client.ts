import type { ApiClient, CallInit } from "./client";
import { sendRequest, type LooseInput, type Transport } from "./client-request";

export type { LooseInput, Transport } from "./client-request";
import type { ApiRoute } from "./routes";

/** The client functions a route client answers: every JSON endpoint's. */
export type JsonCall = (input?: LooseInput, init?: CallInit) => Promise<unknown>;

/**
 * One JSON endpoint's function, called by its route alone (no schema): what the typed client
 * (client.ts) does for it without `validateResponses`, with the same request, refresh-and-retry
 * and ApiError. Streams and downloads need their schemas and stay with the typed client.
 */
export const routeCall =
  (transport: Transport, route: ApiRoute): JsonCall =>
  async (input = {}, init) => {
    if (route.mode !== "json") {
      throw new Error(`${route.path} answers ${route.mode === "file" ? "a file" : "events"}: call it through the typed client`);
    }
    const response = await sendRequest(transport, route, input, { signal: init?.signal, accept: "application/json" });
    return (await response.json()) as unknown;
  };

/** A JSON endpoint's name in the typed client's surface. */
export type JsonEndpointName = Exclude<keyof ApiClient, "download" | "stream">;
