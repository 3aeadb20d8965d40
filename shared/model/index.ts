export * from "./common";
export * from "./document";
export * from "./user";
export * from "./auth";
export * from "./account";
export * from "./admin";
export * from "./analysis";
export * from "./scores";
