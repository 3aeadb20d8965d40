import type { AdminRow, UserRow } from "../account/users.tables";
import { definePolicy } from "../../policies/index";

/**
 * What an admin may do to users. Only an admin session reaches these routes (a user's token is
 * answered 401 by the `admin` auth kind); every admin sees every user and may change their plan.
 */
export const adminPolicy = definePolicy({
  notFound: "User not found.",
  see: (_admin: Pick<AdminRow, "id">, _user: Pick<UserRow, "id">) => true,
  rules: { updatePlan: () => true },
});
