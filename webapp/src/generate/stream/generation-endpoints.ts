import type { generationEndpoints, EndpointInput } from "@wordloom/shared/api";

type GenerationEndpointName = Exclude<keyof typeof generationEndpoints, "aiStatus" | "listGenerations">;

/** One `POST /api/ai/generate/<kind>` contract entry. */
export type GenerationEndpoint = (typeof generationEndpoints)[GenerationEndpointName];

/** What a generation endpoint takes as its JSON body. */
export type GenerationBody<E extends GenerationEndpoint> = EndpointInput<E>["body"];
