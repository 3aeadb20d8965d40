import type { aiEndpoints, EndpointInput } from "@wordloom/shared/api";

type GenerationEndpointName = Exclude<keyof typeof aiEndpoints, "aiStatus" | "listGenerations">;

/** One `POST /api/ai/generate/<kind>` contract entry. */
export type GenerationEndpoint = (typeof aiEndpoints)[GenerationEndpointName];

/** What a generation endpoint takes as its JSON body. */
export type GenerationBody<E extends GenerationEndpoint> = EndpointInput<E>["body"];
