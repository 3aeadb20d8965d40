export * from "./users";
export * from "./sessions";
export * from "./documents";
export * from "./account";
export * from "./activity";
export * from "./rate-limits";
export * from "./plagiarism";
export * from "./plagiarism-provider";
