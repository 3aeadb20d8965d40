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

/** Loads a post and its campaign for one action on the post (one query; `lock` locks the post's row). */
export const loadPost = async (
  db: Reader,
  actor: CampaignActor,
  action: PostAction,
  id: string,
  lock = false,
): Promise<{ post: CampaignPostRow; campaign: CampaignRow }> => {
  const query = db
    .select({ post: campaignPosts, campaign: campaigns })
    .from(campaignPosts)
    .innerJoin(campaigns, eq(campaigns.id, campaignPosts.campaignId))
    .where(eq(campaignPosts.id, id))
    .limit(1);
  const [row] = lock ? await query.for("update", { of: campaignPosts }) : await query;
  const post = row?.post;
  authorize(actor, action, post, postPolicy);
  if (!row) {
    throw new Error(`post ${id} has no campaign`);
  }
  return { post, campaign: row.campaign };
};
