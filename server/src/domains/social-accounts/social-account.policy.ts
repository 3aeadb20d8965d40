import { definePolicy } from "../../policies/index";
import type { UserRow } from "../account/users.tables";
import type { SocialAccountRow } from "./social-accounts.tables";

export type SocialAccountActor = Pick<UserRow, "id">;

/** A linked account is its owner's alone: anyone else is answered 404, as if it did not exist. */
export const socialAccountPolicy = definePolicy({
  notFound: "Social account not found.",
  see: (actor: SocialAccountActor, account: Pick<SocialAccountRow, "ownerId" | "status">) => account.ownerId === actor.id,
  rules: {
    read: () => true,
    /** Listing and choosing targets asks the platform, which needs working tokens. */
    listTargets: (_actor, account) => (account.status === "linked" ? true : { conflict: "Reconnect this account to keep publishing" }),
    chooseTargets: (_actor, account) => (account.status === "linked" ? true : { conflict: "Reconnect this account to keep publishing" }),
    remove: () => true,
  },
});
