import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { PostTargetInputSchema } from "@wordloom/shared/model";
import { PUBLISHING_PLATFORMS, registryPostType, type PostTypeKey, type PublishingPlatformId } from "@wordloom/shared/rules";
import type { Database } from "../../db/client";
import { AppError, badRequest } from "../../errors";
import { socialAccountTargets, socialAccounts } from "../social-accounts/social-accounts.tables";
import type { CampaignActor } from "./campaign.policy";
import type { CampaignPostTargetRow } from "./campaigns.tables";
import type { TargetWithAccount } from "./post-details";

export type TargetInput = z.output<typeof PostTargetInputSchema>;

/** A target as it will be written, before it has an id. */
export type TargetDraft = Omit<TargetWithAccount, "id" | "postId" | "updatedAt">;

const isPublishing = (platform: string): platform is PublishingPlatformId => (PUBLISHING_PLATFORMS as readonly string[]).includes(platform);

/**
 * The accounts a post goes to: each must be one of the actor's linked accounts on a publishing
 * platform (another user's account answers 404, as if it did not exist), and a destination must be
 * one the user chose for that account on the platforms screen.
 */
export const resolveTargets = async (
  db: Pick<Database, "select">,
  actor: CampaignActor,
  type: PostTypeKey,
  inputs: readonly TargetInput[],
  previous: readonly CampaignPostTargetRow[] = [],
): Promise<TargetDraft[]> => {
  if (inputs.length === 0) {
    return [];
  }
  const accountIds = [...new Set(inputs.map((input) => input.accountId))];
  const [accounts, destinations] = await Promise.all([
    db
      .select()
      .from(socialAccounts)
      .where(and(inArray(socialAccounts.id, accountIds), eq(socialAccounts.ownerId, actor.id))),
    db.select().from(socialAccountTargets).where(inArray(socialAccountTargets.accountId, accountIds)),
  ]);
  const seen = new Set<string>();
  return inputs.flatMap((input, position) => {
    const account = accounts.find((row) => row.id === input.accountId);
    if (!account) {
      throw new AppError("NOT_FOUND", "Social account not found.");
    }
    if (!isPublishing(account.platform)) {
      throw badRequest(`${account.platform} is not a publishing platform.`);
    }
    const key = `${input.accountId}|${input.destinationId ?? ""}`;
    if (seen.has(key)) {
      return [];
    }
    seen.add(key);
    const destination = input.destinationId
      ? destinations.find((row) => row.accountId === account.id && row.targetId === input.destinationId)
      : undefined;
    if (input.destinationId && !destination) {
      throw badRequest("Choose this destination for the account on the Social Links page first.", { accountId: account.id });
    }
    const youtube = account.platform === "youtube";
    const playlists = youtube ? [...new Set(input.playlists)] : [];
    const unknownPlaylist = playlists.find(
      (id) => !destinations.some((row) => row.accountId === account.id && row.kind === "playlist" && row.targetId === id),
    );
    if (unknownPlaylist !== undefined) {
      throw badRequest("Choose this playlist for the account on the Social Links page first.", { accountId: account.id });
    }
    const kept = previous.find((row) => row.accountId === account.id && (row.destinationId ?? "") === (input.destinationId ?? ""));
    const draft: TargetDraft = {
      accountId: account.id,
      platform: account.platform,
      destinationId: destination?.targetId ?? null,
      destinationKind: destination?.kind ?? null,
      destinationName: destination?.name ?? null,
      postType: registryPostType(type, account.platform) ?? "unsupported",
      status: kept?.status ?? "pending",
      url: kept?.url ?? null,
      error: kept?.error ?? null,
      partialCompletionMessage: kept?.partialCompletionMessage ?? null,
      externalId: kept?.externalId ?? null,
      // Playlists, tags and the made-for-kids declaration are YouTube's; other platforms keep none.
      playlists,
      tags: youtube ? input.tags : [],
      madeForKids: youtube && input.selfDeclaredMadeForKids,
      publishable: true,
      reasons: [],
      position,
      postedAt: kept?.postedAt ?? null,
      account: {
        username: account.username,
        displayName: account.displayName,
        pictureUrl: account.pictureUrl,
        platformUserId: account.platformUserId,
        isPremium: account.isPremium,
        status: account.status,
      },
    };
    return [draft];
  });
};

/** The current targets as drafts (when a save does not change them, their checks are re-run). */
export const draftsOf = (targets: readonly TargetWithAccount[], type: PostTypeKey): TargetDraft[] =>
  targets.map(({ id: _id, postId: _postId, updatedAt: _updatedAt, ...rest }) => ({
    ...rest,
    postType: registryPostType(type, rest.platform) ?? "unsupported",
  }));
