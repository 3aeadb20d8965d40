import type { QueryClient } from "@tanstack/react-query";
import { api } from "../api/client";
import { sessionStore } from "../api/session";

/** Ends the session on the server (this device or all), then clears everything local. */
export const signOut = async (queryClient: QueryClient, allDevices: boolean): Promise<void> => {
  try {
    await api.signOut({ body: { allDevices } });
  } catch {
    // Already signed out on the server (or offline): the local session goes either way.
  }
  sessionStore.clear();
  queryClient.clear();
};
