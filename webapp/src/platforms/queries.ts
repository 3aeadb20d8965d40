/** The platforms screen's query keys: every platform with the user's accounts on it. */
export const platformKeys = {
  all: ["platforms"] as const,
};
