/** The profile's query keys: the live screen-name check, one entry per settled handle. */
export const profileKeys = {
  handleAvailability: (handle: string) => ["handle-availability", handle] as const,
};
