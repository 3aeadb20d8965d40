import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { authorize } from "../../policies/index";
import { campaignPolicy, type CampaignAction, type CampaignActor } from "./campaign.policy";
import { campaignPosts, campaigns, type CampaignPostRow, type CampaignRow } from "./campaigns.tables";
import { postPolicy, type PostAction } from "./post.policy";

type Reader = Pick<Database, "select">;

/** Loads a campaign for one action; the policy answers 404 for anyone else's (or a missing one). */
export const loadCampaign = async (
  db: Reader,
  actor: CampaignActor,
  action: CampaignAction,
  id: string,
  lock = false,
): Promise<CampaignRow> => {
  const query = db.select().from(campaigns).where(eq(campaigns.id, id)).limit(1);
  const [row] = lock ? await query.for("update") : await query;
  authorize(actor, action, row, campaignPolicy);
  return row;
};

/** Loads a post and its campaign for one action on the post. */
export const loadPost = async (
  db: Reader,
  actor: CampaignActor,
  action: PostAction,
  id: string,
  lock = false,
): Promise<{ post: CampaignPostRow; campaign: CampaignRow }> => {
  const query = db.select().from(campaignPosts).where(eq(campaignPosts.id, id)).limit(1);
  const [post] = lock ? await query.for("update") : await query;
  authorize(actor, action, post, postPolicy);
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, post.campaignId)).limit(1);
  if (!campaign) {
    throw new Error(`post ${post.id} has no campaign`);
  }
  return { post, campaign };
};
