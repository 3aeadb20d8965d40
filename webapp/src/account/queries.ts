/** The account's query keys: the plan's usage counts, refreshed after a feature check. */
export const accountKeys = {
  usage: ["account", "usage"] as const,
};
