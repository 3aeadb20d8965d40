export * from "./products";
export * from "./flags";
export * from "./features";
export * from "./limits";
export * from "./sort";
export * from "./handle";
export * from "./findings";
export * from "./checkable-text";
