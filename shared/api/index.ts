export * from "./contract";
export * from "./errors";
export * from "./endpoints";
export * from "./client";
export * from "./event-stream";
export type { SseMessage } from "./sse-parser";
export * from "./content-disposition";
export * from "./session-refresher";
export * from "./generation-events";
