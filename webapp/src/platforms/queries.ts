/** The platforms screen's query keys: every platform with the user's accounts on it, and what a platform offers an account. */
export const platformKeys = {
  all: ["platforms"] as const,
  health: ["platforms", "health"] as const,
  availableTargets: (accountId: string) => ["platforms", "targets", accountId] as const,
};
