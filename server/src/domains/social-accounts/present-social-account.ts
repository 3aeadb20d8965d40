import type { SocialAccount } from "@wordloom/shared/model";
import type { PlatformId } from "@wordloom/shared/rules";
import type { SocialAccountRow, SocialAccountTargetRow } from "./social-accounts.tables";

/** A linked account as the API shows it: profile, state and chosen targets; never a token. */
export const presentSocialAccount = (row: SocialAccountRow, targets: readonly SocialAccountTargetRow[]): SocialAccount => ({
  id: row.id,
  platform: row.platform as PlatformId,
  platformUserId: row.platformUserId,
  username: row.username,
  displayName: row.displayName,
  pictureUrl: row.pictureUrl,
  isPremium: row.isPremium,
  status: row.status,
  statusReason: row.statusReason,
  linkedAt: row.linkedAt.toISOString(),
  targets: targets
    .filter((target) => target.accountId === row.id)
    .map((target) => ({
      id: target.targetId,
      kind: target.kind as SocialAccount["targets"][number]["kind"],
      name: target.name,
      pictureUrl: target.pictureUrl,
      parentId: target.parentId,
    })),
});
