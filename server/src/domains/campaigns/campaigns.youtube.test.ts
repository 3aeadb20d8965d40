import { describe, expect, it } from "vitest";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign } from "../../../test/campaign-factories";
import { buildSocialAccount, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";
import { socialAccountTargets } from "../social-accounts/social-accounts.tables";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

/** An owner with a campaign, a YouTube account (its channel and one playlist chosen) and an X account. */
const setup = async () => {
  const signed = await buildUser(app.ctx);
  const api = app.clientFor(signed.accessToken);
  const campaign = await buildCampaign(app.ctx, signed.user, { startAt: new Date("2026-03-09T12:00:00.000Z") });
  const youtube = await buildSocialAccount(app.ctx, signed.user, { platform: "youtube", platformUserId: `yt-${campaign.id}` });
  const x = await buildSocialAccount(app.ctx, signed.user, { platformUserId: `x-${campaign.id}` });
  await app.ctx.db.insert(socialAccountTargets).values([
    { accountId: youtube.id, targetId: "UC123", kind: "channel", name: "My channel", chosenAt: clock.now() },
    { accountId: youtube.id, targetId: "PL1", kind: "playlist", name: "Launches", chosenAt: clock.now() },
  ]);
  return { api, campaign, youtube, x };
};

describe("YouTube entries of a post", () => {
  it("keep their playlist and tags; other platforms keep none", async () => {
    const { api, campaign, youtube, x } = await setup();
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: {
        type: "video",
        content: "Watch",
        targets: [
          { accountId: youtube.id, destinationId: "UC123", playlists: ["PL1"], tags: ["launch", "spring sale"] },
          { accountId: x.id, tags: ["ignored"] },
        ],
      },
    });
    const [onYoutube, onX] = post.targets;
    expect(onYoutube).toMatchObject({ playlists: ["PL1"], metaInfo: { tags: ["launch", "spring sale"] } });
    expect(onX).toMatchObject({ playlists: [], metaInfo: { tags: [] } });
  });

  it("refuse a playlist the user did not choose for the account", async () => {
    const { api, campaign, youtube } = await setup();
    const refused = await failure(
      api.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "video", content: "Watch", targets: [{ accountId: youtube.id, destinationId: "UC123", playlists: ["PL-other"] }] },
      }),
    );
    expect(refused).toMatchObject({ status: 400 });
  });

  it("refuse tags over 500 characters as YouTube counts them", async () => {
    const { api, campaign, youtube } = await setup();
    const tags = Array.from({ length: 21 }, (_, index) => `tag-number-${String(index).padStart(2, "0")}-abcdefghij`);
    const refused = await failure(
      api.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "video", content: "Watch", targets: [{ accountId: youtube.id, destinationId: "UC123", tags }] },
      }),
    );
    expect(refused).toMatchObject({ status: 400, message: M.youtubeTagsTooLong(500) });
  });
});
