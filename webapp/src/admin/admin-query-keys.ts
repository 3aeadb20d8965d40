/** Every admin query lives under this key, so leaving the admin area can drop them all. */
export const ADMIN_QUERY_KEY = ["admin"] as const;
export const ADMIN_USERS_QUERY_KEY = [...ADMIN_QUERY_KEY, "users"] as const;
