import type { LinkTarget } from "@wordloom/shared/model";
import type { DbDeps } from "../../context";
import { loadSocialAccount } from "./find-social-account";
import { listPlatformTargets } from "./platform-targets";
import type { SocialAccountActor } from "./social-account.policy";
import type { SocialRuntime } from "./social-runtime";

/** Where an account could publish, as the platform lists it now: for the target pickers, never with a target's token. */
export const listAvailableTargets = async (
  deps: Pick<DbDeps, "db"> & { runtime: SocialRuntime },
  actor: SocialAccountActor,
  id: string,
): Promise<LinkTarget[]> => {
  const row = await loadSocialAccount(deps.db, actor, "listTargets", id);
  const listed = await listPlatformTargets(deps.runtime, row);
  return listed.map((target) => ({
    id: target.id,
    kind: target.kind,
    name: target.name,
    pictureUrl: target.pictureUrl ?? null,
    parentId: target.parentId ?? null,
  }));
};
