import type { AppContext } from "../src/context";
import type { UserRow } from "../src/domains/account/users.tables";
import { campaignPosts, campaigns, type CampaignPostRow, type CampaignRow } from "../src/domains/campaigns/campaigns.tables";
import { weekIn } from "../src/domains/campaigns/campaign-dates-of";

/** A pending campaign of the owner's, starting a day after the clock's now (UTC, 4 weeks), unless told otherwise. */
export const buildCampaign = async (
  deps: Pick<AppContext, "db" | "clock">,
  owner: UserRow,
  overrides: Partial<typeof campaigns.$inferInsert> = {},
): Promise<CampaignRow> => {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(campaigns)
    .values({
      ownerId: owner.id,
      title: "Spring launch",
      totalWeeks: 4,
      startAt: new Date(now.getTime() + 24 * 60 * 60 * 1000),
      defaultTime: "12:00",
      timeZone: "UTC",
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error("could not create campaign");
  }
  return row;
};

/** A pending post in a campaign, one hour after its start unless told otherwise. */
export const buildCampaignPost = async (
  deps: Pick<AppContext, "db" | "clock">,
  campaign: CampaignRow,
  overrides: Partial<typeof campaignPosts.$inferInsert> = {},
): Promise<CampaignPostRow> => {
  const now = deps.clock.now();
  const publishAt = overrides.publishAt ?? new Date(campaign.startAt.getTime() + 60 * 60 * 1000);
  const [row] = await deps.db
    .insert(campaignPosts)
    .values({
      campaignId: campaign.id,
      ownerId: campaign.ownerId,
      type: "post",
      title: "A post",
      content: "Spring is here: our new planner ships today.",
      week: weekIn(campaign, publishAt),
      createdAt: now,
      updatedAt: now,
      ...overrides,
      publishAt,
    })
    .returning();
  if (!row) {
    throw new Error("could not create post");
  }
  return row;
};
