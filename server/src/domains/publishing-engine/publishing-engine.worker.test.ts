import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { waitFor } from "../../../test/wait-for";
import { systemClock } from "../../clock";
import { campaignPostTargets } from "../campaigns/campaigns.tables";
import { createSocialTestApp } from "../social-accounts/social-accounts-test-kit";
import { overrideEngineSettings } from "./engine-settings";

/** The real pg-boss workers in the app (as the web process runs them): an instant post goes live in seconds. */
const kit = await createSocialTestApp({ clock: systemClock, workers: true, publisherWorkers: true });
// Test files share one PostgreSQL database: this app's sweep (real clock) looks only at its own users' targets.
const owners: string[] = [];
overrideEngineSettings(kit.app.config, { pollingIntervalSeconds: 0.5, sweepOwnerIds: owners });

describe("the engine's workers in the web process", () => {
  it("instant post: the job runs at once and the entry is posted with its link within seconds", async () => {
    const owner = await kit.user();
    owners.push(owner.user.id);
    const api = owner.api as ApiClient;
    const { account } = await kit.link(api, "x");
    const campaign = await buildCampaign(kit.app.ctx, owner.user);
    const post = await buildCampaignPost(kit.app.ctx, campaign, { content: `Live now ${randomUUID()}` });
    await kit.app.ctx.db
      .insert(campaignPostTargets)
      .values({ postId: post.id, accountId: account.id, platform: "x", postType: "post", updatedAt: new Date() });
    const started = Date.now();
    await api.instantPostCampaignPost({ params: { id: post.id }, body: {} });
    await waitFor(async () => (await api.getCampaignPost({ params: { id: post.id } })).status === "posted", 20_000);
    const shown = await api.getCampaignPost({ params: { id: post.id } });
    expect(shown.targets[0]?.url).toMatch(/^https:\/\/x\.com\//);
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
