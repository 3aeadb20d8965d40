export * from "./types";
export * from "./segment";
