import { asc, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/client";
import { socialAccounts, type SocialAccountRow } from "../social-accounts/social-accounts.tables";
import { campaignPostMedia, campaignPostTargets, type CampaignPostMediaRow, type CampaignPostTargetRow } from "./campaigns.tables";

export type TargetWithAccount = CampaignPostTargetRow & {
  account: Pick<SocialAccountRow, "username" | "displayName" | "pictureUrl" | "platformUserId" | "isPremium" | "status">;
};

export interface PostDetails {
  targets: TargetWithAccount[];
  media: CampaignPostMediaRow[];
}

/** The targets (with their accounts) and media of some posts, by post id. */
export const loadPostDetails = async (db: Pick<Database, "select">, postIds: readonly string[]): Promise<Map<string, PostDetails>> => {
  const details = new Map<string, PostDetails>(postIds.map((id) => [id, { targets: [], media: [] }]));
  if (postIds.length === 0) {
    return details;
  }
  const [targets, media] = await Promise.all([
    db
      .select({
        target: campaignPostTargets,
        username: socialAccounts.username,
        displayName: socialAccounts.displayName,
        pictureUrl: socialAccounts.pictureUrl,
        platformUserId: socialAccounts.platformUserId,
        isPremium: socialAccounts.isPremium,
        status: socialAccounts.status,
      })
      .from(campaignPostTargets)
      .innerJoin(socialAccounts, eq(socialAccounts.id, campaignPostTargets.accountId))
      .where(inArray(campaignPostTargets.postId, [...postIds]))
      .orderBy(asc(campaignPostTargets.position)),
    db
      .select()
      .from(campaignPostMedia)
      .where(inArray(campaignPostMedia.postId, [...postIds]))
      .orderBy(asc(campaignPostMedia.position), asc(campaignPostMedia.createdAt)),
  ]);
  for (const { target, ...account } of targets) {
    details.get(target.postId)?.targets.push({ ...target, account });
  }
  for (const item of media) {
    details.get(item.postId)?.media.push(item);
  }
  return details;
};

export const mediaUrl = (item: Pick<CampaignPostMediaRow, "storedPath" | "externalUrl">): string =>
  item.storedPath ? `/media/${item.storedPath}` : (item.externalUrl ?? "");
