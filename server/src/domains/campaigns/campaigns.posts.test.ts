import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { CAMPAIGN_MESSAGES as M } from "@wordloom/shared/rules";
import { apiFailure as failure } from "../../../test/api-failure";
import { buildCampaign, buildCampaignPost } from "../../../test/campaign-factories";
import { buildSocialAccount, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { ManualClock } from "../../clock";
import { socialAccountTargets } from "../social-accounts/social-accounts.tables";

const clock = new ManualClock("2026-03-02T09:00:00.000Z");
const app = await createTestApp({ clock });

const member = async () => {
  const signed = await buildUser(app.ctx);
  return { ...signed, api: app.clientFor(signed.accessToken) };
};

/** An owner with a campaign starting 2026-03-09 (UTC, 4 weeks) and accounts on X and LinkedIn. */
const setup = async () => {
  const owner = await member();
  const campaign = await buildCampaign(app.ctx, owner.user, { startAt: new Date("2026-03-09T12:00:00.000Z") });
  const x = await buildSocialAccount(app.ctx, owner.user);
  const linkedin = await buildSocialAccount(app.ctx, owner.user, { platform: "linkedin", platformUserId: `li-${campaign.id}` });
  return { ...owner, campaign, x, linkedin };
};

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .png()
    .toBuffer();

describe("campaign posts", () => {
  it("creates a post on the campaign's first day at its default time, with its week and targets", async () => {
    const { api, campaign, x } = await setup();
    const { post, message } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { type: "post", title: "Launch", content: "Our planner ships today.", targets: [{ accountId: x.id }] },
    });
    expect(message).toBe(M.saved);
    expect(post).toMatchObject({
      status: "pending",
      publishAt: "2026-03-09T12:00:00.000Z",
      publishDate: "2026-03-09",
      time: "12:00",
      week: 1,
      platforms: ["x"],
      targets: [{ accountId: x.id, platform: "x", postType: "post", status: "pending", publishable: true, needsLinking: false }],
      can: { edit: true, move: true, restrict: true, clone: true, checkStatus: false, comment: false },
    });
  });

  it("refuses empty content unless the post is a blog", async () => {
    const { api, campaign } = await setup();
    expect(await failure(api.createCampaignPost({ params: { id: campaign.id }, body: { type: "post", content: "  " } }))).toMatchObject({
      status: 400,
      code: "BAD_REQUEST",
      message: M.contentEmpty,
    });
    const blog = await api.createCampaignPost({ params: { id: campaign.id }, body: { type: "blog", content: "" } });
    expect(blog.post.type).toBe("blog");
  });

  it("refuses X text over 280 weighted characters on save, and marks other platforms not publishable", async () => {
    const { api, campaign, x, linkedin } = await setup();
    const long = "a".repeat(281);
    const refused = await failure(
      api.createCampaignPost({ params: { id: campaign.id }, body: { content: long, targets: [{ accountId: x.id }] } }),
    );
    expect(refused).toMatchObject({ status: 400, message: "Max Allowed length for twitter is 280 characters" });
    // A separate X version keeps the post publishable on X.
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "b".repeat(3001), xContent: "Short for X", targets: [{ accountId: x.id }, { accountId: linkedin.id }] },
    });
    expect(post.targets.find((target) => target.platform === "x")).toMatchObject({ publishable: true });
    expect(post.targets.find((target) => target.platform === "linkedin")).toMatchObject({
      publishable: false,
      reasons: [M.tooLongForPlatform("LinkedIn", 3000)],
    });
  });

  it("allows a premium X account its longer limit", async () => {
    const { api, campaign, user } = await setup();
    const premium = await buildSocialAccount(app.ctx, user, { isPremium: true, platformUserId: `x-premium-${campaign.id}` });
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "c".repeat(1000), targets: [{ accountId: premium.id }] },
    });
    expect(post.targets[0]).toMatchObject({ publishable: true });
  });

  it("checks polls: options ≤ 25 characters for X, question ≤ 150, a valid option list, no media", async () => {
    const { api, campaign, x, linkedin } = await setup();
    const poll = { question: "Which feature next?", options: ["Calendar sync", "A much longer option text"], durationDays: 1 as const };
    await api.createCampaignPost({
      params: { id: campaign.id },
      body: { type: "polls", content: "Vote!", poll, targets: [{ accountId: linkedin.id }] },
    });
    const onX = await failure(
      api.createCampaignPost({
        params: { id: campaign.id },
        body: {
          type: "polls",
          content: "Vote!",
          poll: { ...poll, options: ["Calendar sync", "An option of 26 characters"] },
          targets: [{ accountId: x.id }],
        },
      }),
    );
    expect(onX.message).toBe(M.pollOptionTooLong(25));
    const invalid = await failure(
      api.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "polls", content: "Vote!", poll: { ...poll, options: ["Only one"] } },
      }),
    );
    expect(invalid.message).toBe(M.pollInvalid);
  });

  it("requires a YouTube channel or playlist", async () => {
    const { api, campaign, user } = await setup();
    const youtube = await buildSocialAccount(app.ctx, user, { platform: "youtube", platformUserId: `yt-${campaign.id}` });
    const refused = await failure(
      api.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "video", content: "Watch", targets: [{ accountId: youtube.id }] },
      }),
    );
    expect(refused).toMatchObject({ status: 400, message: M.youtubeTarget });
    await app.ctx.db
      .insert(socialAccountTargets)
      .values({ accountId: youtube.id, targetId: "UC123", kind: "channel", name: "My channel", chosenAt: clock.now() });
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { type: "video", content: "Watch", targets: [{ accountId: youtube.id, destinationId: "UC123" }] },
    });
    // No video attached yet: the post saves, and YouTube is marked as needing media.
    expect(post.targets[0]).toMatchObject({ destinationKind: "channel", publishable: false, reasons: [M.mediaRequired("YouTube")] });
  });

  it("refuses a type the platform does not take, and another user's account as 404", async () => {
    const { api, campaign, x } = await setup();
    expect(
      await failure(
        api.createCampaignPost({ params: { id: campaign.id }, body: { type: "story", content: "", targets: [{ accountId: x.id }] } }),
      ),
    ).toMatchObject({ status: 400, message: M.typeNotOnPlatform("Story", "X") });
    const other = await member();
    const theirs = await buildSocialAccount(app.ctx, other.user);
    expect(
      await failure(
        api.createCampaignPost({ params: { id: campaign.id }, body: { content: "Hello", targets: [{ accountId: theirs.id }] } }),
      ),
    ).toMatchObject({ status: 404 });
  });

  it("keeps dates inside the campaign and the weekly type limits", async () => {
    const { api, campaign } = await setup();
    const before = await failure(
      api.createCampaignPost({ params: { id: campaign.id }, body: { content: "x", publishAt: "2026-03-08T12:00:00.000Z" } }),
    );
    expect(before).toMatchObject({ status: 400, message: M.dateBeforeStart });
    const after = await failure(
      api.createCampaignPost({ params: { id: campaign.id }, body: { content: "x", publishAt: "2026-04-06T00:30:00.000Z" } }),
    );
    expect(after.message).toBe(M.dateAfterEnd);
    const week: string[] = [];
    for (let day = 0; day < 14; day += 1) {
      const { id } = await buildCampaignPost(app.ctx, campaign, {
        type: day % 2 ? "infographics" : "polls",
        publishAt: new Date(Date.UTC(2026, 2, 16 + (day % 7), 8 + day)),
      });
      week.push(id);
    }
    const full = await failure(
      api.createCampaignPost({ params: { id: campaign.id }, body: { content: "one more", publishAt: "2026-03-18T15:00:00.000Z" } }),
    );
    expect(full.message).toBe(M.weeklyLimit("Post, Infographics and Polls", 14));
    expect(await failure(api.cloneCampaignPost({ params: { id: week[0] ?? "" } }))).toMatchObject({
      status: 400,
      message: M.weeklyLimit("Post, Infographics and Polls", 14),
    });
    await api.createCampaignPost({
      params: { id: campaign.id },
      body: { type: "carousel", content: "a carousel fits", publishAt: "2026-03-18T15:00:00.000Z" },
    });
  });

  it("moves a pending post, and refuses to move a published one with the spec's message", async () => {
    const { api, campaign } = await setup();
    const post = await buildCampaignPost(app.ctx, campaign);
    const { post: moved } = await api.moveCampaignPost({ params: { id: post.id }, body: { publishAt: "2026-03-17T15:30:00.000Z" } });
    expect(moved).toMatchObject({ publishDate: "2026-03-17", time: "15:30", week: 2 });
    // A second move within its week: the same answer, and the post reads as moved.
    const again = await api.moveCampaignPost({ params: { id: post.id }, body: { publishAt: "2026-03-19T08:15:00.000Z" } });
    expect(again.post).toMatchObject({ publishDate: "2026-03-19", time: "08:15", week: 2 });
    expect(await api.getCampaignPost({ params: { id: post.id } })).toMatchObject({ publishAt: "2026-03-19T08:15:00.000Z", week: 2 });
    const posted = await buildCampaignPost(app.ctx, campaign, { status: "posted" });
    const refused = await failure(api.moveCampaignPost({ params: { id: posted.id }, body: { publishAt: "2026-03-17T15:30:00.000Z" } }));
    expect(refused).toMatchObject({ status: 409, message: M.alreadyPublished });
    expect((await api.getCampaignPost({ params: { id: posted.id } })).can).toMatchObject({ edit: false, move: false, clone: false });
  });

  it("lists posts with filters by type, platform, status, week and dates", async () => {
    const { api, campaign, x, accessToken } = await setup();
    const a = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "On X", targets: [{ accountId: x.id }], publishAt: "2026-03-10T10:00:00.000Z" },
    });
    const b = await buildCampaignPost(app.ctx, campaign, { type: "blog", publishAt: new Date("2026-03-20T10:00:00.000Z") });
    const c = await buildCampaignPost(app.ctx, campaign, { status: "posted", publishAt: new Date("2026-03-11T10:00:00.000Z") });
    const ids = async (query: Parameters<typeof api.listCampaignPosts>[0]["query"]) =>
      (await api.listCampaignPosts({ params: { id: campaign.id }, query })).items.map((item) => item.id);
    expect(await ids({})).toEqual([a.post.id, c.id, b.id]);
    expect(await ids({ platform: "x" })).toEqual([a.post.id]);
    expect(await ids({ type: "blog" })).toEqual([b.id]);
    expect(await ids({ status: "posted" })).toEqual([c.id]);
    expect(await ids({ week: 2 })).toEqual([b.id]);
    expect(await ids({ from: "2026-03-11", to: "2026-03-20" })).toEqual([c.id, b.id]);
    // The lean cards (calendar, Posts view): the same posts and filters, only what a card shows.
    const cards = async (query: Parameters<typeof api.listCampaignPostCards>[0]["query"]) =>
      (await api.listCampaignPostCards({ params: { id: campaign.id }, query })).items;
    const all = await cards({});
    expect(all.map((card) => card.id)).toEqual([a.post.id, c.id, b.id]);
    expect(all[0]).toEqual({
      id: a.post.id,
      title: "",
      category: null,
      type: "post",
      status: "pending",
      publishAt: "2026-03-10T10:00:00.000Z",
      platforms: ["x"],
      snippet: "On X",
      isRestricted: false,
      // The published entries' links and a partial post's message: none while pending.
      links: [],
      partialCompletionMessage: null,
      can: { move: true },
    });
    expect(all[1]?.can).toEqual({ move: false });
    expect((await cards({ platform: "x" })).map((card) => card.id)).toEqual([a.post.id]);
    expect((await cards({ from: "2026-03-11", to: "2026-03-20", status: "posted" })).map((card) => card.id)).toEqual([c.id]);
    // Both lists are written by a compiled writer (register-endpoint.ts): still JSON, with the same header.
    for (const url of [`/api/campaigns/${campaign.id}/posts`, `/api/campaigns/${campaign.id}/post-cards`]) {
      const raw = await app.app.inject({ method: "GET", url, headers: { authorization: `Bearer ${accessToken}` } });
      expect(raw.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect((raw.json() as { total: number }).total).toBe(3);
    }
  });

  it("restricts only pending posts at least 2 minutes ahead with a platform", async () => {
    const { api, campaign, x } = await setup();
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "Hello", targets: [{ accountId: x.id }] },
    });
    expect((await api.restrictCampaignPost({ params: { id: post.id }, body: { restricted: true } })).post.isRestricted).toBe(true);
    expect((await api.restrictCampaignPost({ params: { id: post.id }, body: { restricted: false } })).post.isRestricted).toBe(false);
    const bare = await buildCampaignPost(app.ctx, campaign);
    expect(await failure(api.restrictCampaignPost({ params: { id: bare.id }, body: { restricted: true } }))).toMatchObject({
      status: 400,
      message: M.restrictNeedsPlatform,
    });
    const soon = await buildCampaignPost(app.ctx, campaign, { publishAt: new Date(clock.now().getTime() + 60_000) });
    expect(await failure(api.restrictCampaignPost({ params: { id: soon.id }, body: { restricted: true } }))).toMatchObject({
      message: M.restrictTooSoon,
    });
    const posted = await buildCampaignPost(app.ctx, campaign, { status: "posted" });
    expect(await failure(api.restrictCampaignPost({ params: { id: posted.id }, body: { restricted: true } }))).toMatchObject({
      status: 409,
    });
  });

  it("clones a post (not a posted one) and deletes posts", async () => {
    const { api, campaign, x } = await setup();
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "Clone me please, twenty chars", targets: [{ accountId: x.id }] },
    });
    const { post: copy } = await api.cloneCampaignPost({ params: { id: post.id } });
    expect(copy).toMatchObject({ status: "pending", content: { content: "Clone me please, twenty chars" }, platforms: ["x"] });
    expect(copy.id).not.toBe(post.id);
    expect(copy.warnings.map((warning) => warning.code)).toEqual(expect.arrayContaining(["duplicate_content", "too_close"]));
    const posted = await buildCampaignPost(app.ctx, campaign, { status: "posted" });
    expect(await failure(api.cloneCampaignPost({ params: { id: posted.id } }))).toMatchObject({ status: 409, message: M.postedNoClone });
    expect(await api.deleteCampaignPost({ params: { id: copy.id } })).toEqual({ ok: true });
    expect(await failure(api.getCampaignPost({ params: { id: copy.id } }))).toMatchObject({ status: 404 });
  });

  it("shows X's higher price when the post carries a link", async () => {
    const { api, campaign, x } = await setup();
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "Read more at https://example.com/launch", targets: [{ accountId: x.id }] },
    });
    expect(post.warnings).toContainEqual(expect.objectContaining({ code: "x_price", priceUsd: 0.2 }));
  });

  it("edits content of a pending post; active and posted posts are read-only", async () => {
    const { api, campaign } = await setup();
    const post = await buildCampaignPost(app.ctx, campaign);
    const { post: saved } = await api.updateCampaignPost({
      params: { id: post.id },
      body: { content: "Edited", ownComments: { linkedin: ["First!"] } },
    });
    expect(saved).toMatchObject({ content: { content: "Edited" }, isChanged: true, ownComments: { linkedin: ["First!"] } });
    const active = await buildCampaignPost(app.ctx, campaign, { status: "active" });
    expect(await failure(api.updateCampaignPost({ params: { id: active.id }, body: { content: "No" } }))).toMatchObject({
      status: 409,
      message: M.readOnly,
    });
  });

  it("uploads images (≤ 5), removes selected media and drops platforms that need it", async () => {
    const { api, campaign, user } = await setup();
    const instagram = await buildSocialAccount(app.ctx, user, { platform: "instagram", platformUserId: `ig-${campaign.id}` });
    const { post } = await api.createCampaignPost({
      params: { id: campaign.id },
      body: { content: "Look", targets: [{ accountId: instagram.id }] },
    });
    expect(post.targets[0]).toMatchObject({ publishable: false, reasons: [M.mediaRequired("Instagram")] });
    const image = await png(1080, 1080);
    const uploaded = await api.uploadCampaignPostMedia({
      params: { id: post.id },
      query: { purpose: "post" },
      file: new Blob([image], { type: "image/png" }),
      fileName: "square.png",
    });
    expect(uploaded.media).toMatchObject({ kind: "image", width: 1080, height: 1080, mimeType: "image/png" });
    expect(uploaded.media.url).toMatch(/^\/media\/posts\/[a-f0-9]+\.png$/);
    // The list's summary shows the first image.
    const listed = await api.listCampaignPosts({ params: { id: campaign.id }, query: {} });
    expect(listed.items.find((item) => item.id === post.id)).toMatchObject({ thumbnailUrl: uploaded.media.url, platforms: ["instagram"] });
    // Instagram's registry takes JPEG only: the PNG is refused for Instagram, not for the post.
    expect(uploaded.post.targets[0]?.publishable).toBe(false);
    for (let index = 0; index < 4; index += 1) {
      await api.uploadCampaignPostMedia({
        params: { id: post.id },
        query: { purpose: "post" },
        file: new Blob([image], { type: "image/png" }),
        fileName: `more-${index}.png`,
      });
    }
    const sixth = await failure(
      api.uploadCampaignPostMedia({
        params: { id: post.id },
        query: { purpose: "post" },
        file: new Blob([image], { type: "image/png" }),
        fileName: "six.png",
      }),
    );
    expect(sixth).toMatchObject({ status: 400, message: M.tooManyImages(5) });
    const notImage = await failure(
      api.uploadCampaignPostMedia({
        params: { id: post.id },
        query: { purpose: "post" },
        file: new Blob(["plain"], { type: "text/plain" }),
        fileName: "a.txt",
      }),
    );
    expect(notImage).toMatchObject({ status: 415 });
    const current = await api.getCampaignPost({ params: { id: post.id } });
    const removed = await api.removeCampaignPostMedia({
      params: { id: post.id },
      body: { mediaIds: current.media.map((item) => item.id) },
    });
    expect(removed).toMatchObject({ removedPlatforms: ["instagram"], post: { media: [], targets: [] } });
  });

  it("checks status at most every 5 seconds, with the in-progress message for an active post", async () => {
    const { api, campaign } = await setup();
    const active = await buildCampaignPost(app.ctx, campaign, { status: "active" });
    const first = await api.checkCampaignPostStatus({ params: { id: active.id } });
    expect(first).toMatchObject({ message: M.inProgress, post: { can: { checkStatus: true } } });
    expect(await failure(api.checkCampaignPostStatus({ params: { id: active.id } }))).toMatchObject({ status: 429 });
    clock.advance(5_000);
    await api.checkCampaignPostStatus({ params: { id: active.id } });
  });

  it("saves a mail post's setup with the spec's rules", async () => {
    const { api, campaign } = await setup();
    const mail = await buildCampaignPost(app.ctx, campaign, { type: "mail" });
    const noTo = await failure(api.saveCampaignPostMail({ params: { id: mail.id }, body: { to: [], cc: [] } }));
    expect(Object.values(noTo.fieldIssues)).toContain(M.mailNeedsTo);
    const invalid = await failure(api.saveCampaignPostMail({ params: { id: mail.id }, body: { to: ["not-an-address"] } }));
    expect(Object.values(invalid.fieldIssues)).toContain(M.mailsInvalid);
    const tooManyCc = await failure(
      api.saveCampaignPostMail({
        params: { id: mail.id },
        body: { to: ["a@example.com"], cc: Array.from({ length: 11 }, (_, index) => `c${index}@example.com`) },
      }),
    );
    expect(tooManyCc.status).toBe(400);
    const banner = await api.uploadCampaignPostMedia({
      params: { id: mail.id },
      query: { purpose: "mail_banner" },
      file: new Blob([await png(600, 200)], { type: "image/png" }),
      fileName: "banner.png",
    });
    const { post } = await api.saveCampaignPostMail({
      params: { id: mail.id },
      body: { to: ["A@Example.com", "a@example.com"], bcc: ["b@example.com"], subject: "Spring", bannerMediaId: banner.media.id },
    });
    expect(post.mail).toMatchObject({
      to: ["a@example.com"],
      cc: [],
      bcc: ["b@example.com"],
      subject: "Spring",
      bannerMediaId: banner.media.id,
    });
    for (const name of ["one.png", "two.png"]) {
      await api.uploadCampaignPostMedia({
        params: { id: mail.id },
        query: { purpose: "mail_attachment" },
        file: new Blob([await png(10, 10)], { type: "image/png" }),
        fileName: name,
      });
    }
    const third = await failure(
      api.uploadCampaignPostMedia({
        params: { id: mail.id },
        query: { purpose: "mail_attachment" },
        file: new Blob([await png(10, 10)], { type: "image/png" }),
        fileName: "three.png",
      }),
    );
    expect(third.message).toBe(M.maxAttachments);
  });
});
