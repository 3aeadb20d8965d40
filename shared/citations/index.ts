export * from "./fields";
export * from "./required-fields";
export * from "./format";
export * from "./schema";
