import { and, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import type { Post, SaveMailSetupBodySchema } from "@wordloom/shared/model";
import { CAMPAIGN_MESSAGES as M, checkMailSetup } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { AppError, badRequest, conflict } from "../../errors";
import type { CampaignActor } from "./campaign.policy";
import { campaignPostMedia, campaignPosts } from "./campaigns.tables";
import { loadPost } from "./find-campaign";
import { postAnswer } from "./post-commands";

type Deps = Pick<AppContext, "db" | "clock" | "events">;
type Body = z.output<typeof SaveMailSetupBodySchema>;

/**
 * The Mail Setup popup's save (spec 4 §5): recipients valid and de-duplicated (To ≤ 10, Cc ≤ 10,
 * Bcc ≤ 100, at least one To), a jpg/png banner and at most 2 attachments, all uploaded to this post.
 * The publisher sends it through the linked Gmail account.
 */
export const saveMailSetup = async (deps: Deps, actor: CampaignActor, id: string, body: Body): Promise<{ post: Post; message: string }> => {
  const now = deps.clock.now();
  const { row, campaign } = await deps.db.transaction(async (tx) => {
    const { post, campaign } = await loadPost(tx, actor, "update", id, true);
    if (post.type !== "mail") {
      throw conflict("Mail setup is only for mail posts.");
    }
    const problems = checkMailSetup({ ...body, attachmentCount: body.attachmentMediaIds.length });
    if (problems[0]) {
      throw badRequest(problems[0].message, { problems });
    }
    const wanted = [...(body.bannerMediaId ? [body.bannerMediaId] : []), ...body.attachmentMediaIds];
    const media = wanted.length
      ? await tx
          .select()
          .from(campaignPostMedia)
          .where(and(eq(campaignPostMedia.postId, post.id), inArray(campaignPostMedia.id, wanted)))
      : [];
    const banner = body.bannerMediaId ? media.find((item) => item.id === body.bannerMediaId) : null;
    if (body.bannerMediaId && banner?.purpose !== "mail_banner") {
      throw new AppError("NOT_FOUND", "Banner not found.");
    }
    if (body.attachmentMediaIds.some((mediaId) => media.find((item) => item.id === mediaId)?.purpose !== "mail_attachment")) {
      throw new AppError("NOT_FOUND", "Attachment not found.");
    }
    const [row] = await tx
      .update(campaignPosts)
      .set({ mail: { ...body }, updatedAt: now })
      .where(eq(campaignPosts.id, post.id))
      .returning();
    return { row: row ?? post, campaign };
  });
  await deps.events.emit("post.updated", { actorId: actor.id, campaignId: campaign.id, postId: row.id, fields: ["mail"] });
  return { post: await postAnswer(deps.db, actor, row, campaign), message: M.mailSaved };
};
