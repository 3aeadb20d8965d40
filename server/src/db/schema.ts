// Stop-gap so the base builds: the domain move dropped the schema barrel that db/client.ts still uses.
// The lead's domain list replaces this file.
export * from "../domains/account/organizations.tables";
export * from "../domains/account/users.tables";
export * from "../domains/auth/sessions.tables";
export * from "../domains/documents/documents.tables";
export * from "../domains/account/feature-usage.tables";
export * from "../domains/activity/activity.tables";
export * from "../plugins/rate-limits.tables";
export * from "../domains/analysis/plagiarism.tables";
export * from "../domains/analysis/plagiarism-provider.tables";
export * from "../domains/brand-voices/brand-voices.tables";
export * from "../domains/generation/generations.tables";
