import { createClient } from "@wordloom/shared/api";
import { adminSessionStore } from "./admin-session";

/**
 * The typed client for admin calls: same-origin, the admin bearer token (never the user's). Admin
 * tokens cannot be refreshed, so a 401 ends the admin session at once; RequireAdmin then sends the
 * admin to /admin/login, and the failed call is not retried.
 */
export const adminApi = createClient({
  baseUrl: "",
  getToken: () => adminSessionStore.get()?.accessToken ?? null,
  onUnauthenticated: async () => {
    if (adminSessionStore.get()) {
      adminSessionStore.clear("expired");
    }
    return false;
  },
});
