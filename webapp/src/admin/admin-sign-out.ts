import { adminApi } from "./admin-client";
import { adminSessionStore } from "./admin-session";

/** Ends the admin session on the server, then forgets it here; RequireAdmin then shows /admin/login. */
export const signOutAdmin = async (): Promise<void> => {
  try {
    await adminApi.adminSignOut();
  } catch {
    // Already ended on the server (or offline): the local session goes either way.
  }
  adminSessionStore.clear("signed-out");
};
