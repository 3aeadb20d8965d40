const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/users";
export const ADMIN_REFERENCE_WORKS_PATH = "/admin/reference-works";
export const ADMIN_EXERCISES_PATH = "/admin/exercises";

/** The sign-in page, remembering where to come back to. */
export const adminLoginPath = (next?: string): string => (next ? `${ADMIN_LOGIN_PATH}?next=${encodeURIComponent(next)}` : ADMIN_LOGIN_PATH);

/** Where to go after admin sign-in: `next` only when it is a same-site admin page (never the sign-in page itself). */
export const safeAdminNext = (next: string | null): string => {
  if (!next?.startsWith("/") || next.startsWith("//") || next.includes("\\")) {
    return ADMIN_HOME_PATH;
  }
  let url: URL;
  try {
    url = new URL(next, window.location.origin);
  } catch {
    return ADMIN_HOME_PATH;
  }
  const adminPage = url.pathname === "/admin" || url.pathname.startsWith("/admin/");
  if (url.origin !== window.location.origin || !adminPage || url.pathname === ADMIN_LOGIN_PATH) {
    return ADMIN_HOME_PATH;
  }
  return `${url.pathname}${url.search}${url.hash}`;
};
