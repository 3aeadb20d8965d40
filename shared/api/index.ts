export * from "./contract";
export * from "./errors";
export * from "./endpoints";
export * from "./client";
