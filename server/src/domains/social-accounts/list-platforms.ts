import type { PlatformState } from "@wordloom/shared/model";
import type { DbDeps } from "../../context";
import { listSocialAccounts } from "./list-social-accounts";
import type { SocialRuntime } from "./social-runtime";

/** Every platform with its state on this server and the user's accounts on it (getUserPlatforms + getActivatedPlatforms). */
export const listPlatforms = async (deps: Pick<DbDeps, "db"> & { runtime: SocialRuntime }, ownerId: string): Promise<PlatformState[]> => {
  const accounts = await listSocialAccounts(deps, ownerId);
  return [...deps.runtime.platforms.values()].map((platform) => ({
    id: platform.id,
    name: platform.name,
    availability: platform.availability,
    setup: platform.setup,
    linking: platform.provider?.linking.kind ?? null,
    notice: platform.provider?.notice ?? null,
    accounts: accounts.filter((account) => account.platform === platform.id),
  }));
};
