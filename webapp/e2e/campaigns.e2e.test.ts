import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, YOUTUBE_TAGS_MAX_CHARS } from "@wordloom/shared/rules";
import { startFakePlatforms, type FakePlatforms } from "../../scripts/fake-platforms/server";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import {
  api,
  createUser,
  launchBrowser,
  newContext,
  PASSWORD,
  storeSession,
  toast,
  waitForDocumentsHome,
  waitForPath,
  waitUntilEnabled,
} from "./browser";
import { findOverflow } from "./overflow";
import {
  calendarEvent as calendarEventOf,
  linkedAccountId,
  moveServerClock as moveServerClockAt,
  serverNow as serverNowAt,
} from "./publishing-helpers";

/**
 * Campaigns end to end (issue 24), on a server of this file's own (content plan, the fake platform
 * server, a clock the test moves: TEST_CLOCK_CONTROL) with one user, one browser page, X and
 * YouTube linked once. The walks: (1) create a campaign, its start in the past, three posts generated
 * offline, one dragged in the calendar, activated with 'Proceed & Shift posts'; (2) a post restricted
 * in its editor is shown locked and not published at its time while the other one is, Check Status
 * on the publishing one and its 5-second cooldown, the restriction lifted; (3) a paused campaign's
 * overdue posts: 'Ignore and Resume', then 'Let me move posts'; (4) a YouTube entry's playlist and
 * tags and a mail template in Mail Setup; (5) the campaign screens at four widths, nothing overflowing.
 * What is only setup (campaigns, posts, activation, pausing) goes through the API.
 */
const ADMIN = { email: "campaigns-admin@example.test", password: "campaigns admin password" };
const CATEGORIES = ["How-to", "Interesting facts", "Tips and tricks"];
const WIDTHS = [1280, 1366, 1440, 1920];

let browser: Browser;
let fake: FakePlatforms;
let withAdmin: ServerWithAdmin;
let baseUrl: string;
/** The file's one user (X and YouTube linked), its one page, and what the page reported as errors. */
let user: Awaited<ReturnType<typeof createUser>>;
let context: BrowserContext | undefined;
let page: Page;
const pageErrors: string[] = [];
beforeAll(async () => {
  fake = await startFakePlatforms(0);
  withAdmin = await startServerWithAdmin("campaigns", ADMIN, {
    PLATFORMS_BASE: fake.baseUrl,
    X_CLIENT_ID: "wordloom-e2e-x",
    YOUTUBE_CLIENT_ID: "wordloom-e2e-youtube",
    YOUTUBE_CLIENT_SECRET: "wordloom-e2e-youtube-secret",
    TEST_CLOCK_CONTROL: "true",
  });
  baseUrl = withAdmin.server.baseUrl;
  browser = await launchBrowser();
  user = await createUser(baseUrl, "campaigns-flow");
  await api(baseUrl, withAdmin.adminToken).adminUpdateUser({ params: { id: user.user.id }, body: { subscriptionProduct: "content" } });
  context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  page.on("pageerror", (error) => pageErrors.push(`${error.message}\n${error.stack ?? ""}`));
  page.on("console", (message) => {
    if (message.type() === "error") {
      pageErrors.push(message.text());
    }
  });
  await storeSession(page, user);
  await page.goto("/content/app/list");
  await waitForPath(page, "/content/app/list");
  await waitForDocumentsHome(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Social Links", exact: true }).click();
  await waitForPath(page, "/content/app/platforms");
  try {
    await linkPlatform("X", "Fake x user");
    await linkPlatform("YouTube", "Fake youtube user");
  } catch (error) {
    await reportFailure("setup", error);
  }
}, 420_000);
afterAll(async () => {
  await context?.close();
  await browser.close();
  await withAdmin.stop();
  await fake.close();
});

/** Campaigns and posts one walk leaves for the layout walk. */
const campaignIds: { flow?: string; media?: string } = {};
const postIds: { video?: string; mail?: string } = {};

const serverNow = () => serverNowAt(baseUrl);
const moveServerClock = (advanceMs: number) => moveServerClockAt(baseUrl, advanceMs);
const calendarEvent = (postId: string) => calendarEventOf(page, postId);
const accountId = linkedAccountId;
/** An API client signed in now: the server's clock moves past an access token's life in these walks. */
const signedIn = async (): Promise<ApiClient> =>
  api(baseUrl, (await api(baseUrl).signIn({ body: { email: user.email, password: PASSWORD } })).accessToken);

/** Each clock-driven walk starts with no other campaign publishing (its posts would fall due when the clock moves). */
const pauseActiveCampaigns = async (client: ApiClient) => {
  for (const campaign of (await client.listCampaigns({ query: {} })).items) {
    if (campaign.status === "active") {
      await client.pauseCampaign({ params: { id: campaign.id } });
    }
  }
};

/** On failure: what the page said, and a screenshot. */
const reportFailure = async (name: string, error: unknown): Promise<never> => {
  console.error(pageErrors.join("\n---\n"));
  await page.screenshot({ path: `/tmp/campaigns-e2e-${name}-failure.png` });
  throw error;
};

const linkPlatform = async (name: "X" | "YouTube", linkedAs: string) => {
  const card = page.getByRole("region", { name, exact: true });
  await card.getByRole("button", { name: `Link ${name}` }).click({ timeout: 30_000 });
  await page.getByRole("link", { name: "Authorize" }).click({ timeout: 60_000 });
  await waitForPath(page, "/content/app/platforms");
  await card.getByText(`Linked as ${linkedAs}`).waitFor({ timeout: 30_000 });
};

/** The day before today, as the date input takes it. */
const yesterday = () => new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);

const generatePost = async (category: string, withImage: Buffer | null) => {
  await page.getByRole("button", { name: "New post" }).click();
  await waitForPath(page, /\/content\/app\/campaign\/post\//, 30_000);
  const pane = page.getByRole("region", { name: "Generate by category" });
  await pane.getByRole("combobox", { name: "Category" }).click({ timeout: 30_000 });
  await page.getByRole("option", { name: category, exact: true }).click();
  await pane.getByRole("combobox", { name: "Content Pillar" }).fill("Product education");
  await pane.getByRole("textbox", { name: "Topic or context" }).fill(`${category} for planning a social calendar`);
  // Offline, the template draft is built from the user's own words.
  await pane
    .getByRole("textbox", { name: "Your notes" })
    .fill("Plan the week on Monday. Batch the writing. Keep one slot free for news. Review what worked on Friday.");
  await pane.getByRole("button", { name: "Generate Post" }).click();
  await pane.getByText("Generated. The draft is in the post.").waitFor({ timeout: 60_000 });
  expect(await page.getByRole("textbox", { name: "Post content" }).inputValue()).not.toBe("");

  await page.getByRole("checkbox", { name: "Fake x user · X" }).check();
  // The template draft is longer than X takes: the Twitter tab converts it (offline shortener).
  await page.getByRole("tab", { name: "Twitter" }).click();
  await page.getByRole("button", { name: "Convert for X" }).click();
  await page.getByRole("region", { name: "Convert for X" }).getByLabel("Converted for X").waitFor({ timeout: 30_000 });
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await toast(page, "Changes is saved.").first().waitFor({ timeout: 30_000 });
  // The first Save creates the post: the editor moves to its address.
  await waitForPath(page, /\/content\/app\/campaign\/post\/[0-9a-f-]{36}$/, 30_000);

  if (withImage) {
    // The saved post's editor (not the "new" one it replaced) is ready for uploads once Add image is enabled.
    await waitUntilEnabled(page.getByRole("button", { name: "Add image" }));
    await page.getByLabel("Upload an image").setInputFiles({ name: "plan.png", mimeType: "image/png", buffer: withImage });
    await page.getByText("1 / 5 images").waitFor({ timeout: 30_000 });
  }
  await page.getByRole("link", { name: "Back to the campaign" }).click();
  await waitForPath(page, /\/content\/app\/campaigns\/[^/?]+$/);
};

describe("campaigns", () => {
  it("creates a campaign, generates three posts offline, drags one in the calendar and activates with 'Proceed & Shift posts'", async () => {
    try {
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Campaign Home", exact: true }).click();
      await waitForPath(page, "/content/app/campaigns");
      await page.getByText("Create Your First Social media calendar").waitFor({ timeout: 30_000 });
      await page.getByRole("button", { name: "Create Campaign" }).first().click();
      await toast(page, "New Campaign is successfully added").first().waitFor({ timeout: 30_000 });
      await waitForPath(page, /\/content\/app\/campaigns\/[^/?]+\?mode=edit$/);
      const campaignUrl = new URL(page.url());
      const campaignId = campaignUrl.pathname.split("/").pop() ?? "";

      // The start moves into the past, so activation asks for a new start.
      const form = page.getByRole("form", { name: "Edit campaign" });
      await form.getByRole("textbox", { name: "Title" }).fill("Spring launch calendar");
      await form.getByLabel("Start date", { exact: true }).fill(yesterday());
      await form.getByRole("button", { name: "Save" }).click();
      await toast(page, "Changes is saved.").first().waitFor({ timeout: 30_000 });
      await page.getByRole("tab", { name: "Campaigns" }).click();

      const image = await page.screenshot({ clip: { x: 0, y: 0, width: 480, height: 360 } });
      for (const [index, category] of CATEGORIES.entries()) {
        await generatePost(category, index === 0 ? image : null);
      }

      const calendar = page.getByTestId("post-calendar");
      const cards = calendar.locator("[data-post-id]");
      await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(3);
      const moved = cards.first();
      const movedId = (await moved.getAttribute("data-post-id")) ?? "";
      const before = (await api(baseUrl, user.accessToken).getCampaignPost({ params: { id: movedId } })).publishDate;
      const targetDay = calendar.locator(`td.fc-daygrid-day[data-date="${new Date().toISOString().slice(0, 10)}"]`);
      // The whole month in view: a drag cannot scroll the page.
      await page.setViewportSize({ width: 1440, height: 1800 });
      await moved.scrollIntoViewIfNeeded();
      const from = await moved.boundingBox();
      const to = await targetDay.boundingBox();
      if (!from || !to) {
        throw new Error("The card or the target day is not on screen");
      }
      await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await page.mouse.down();
      await page.mouse.move(from.x + from.width / 2 + 5, from.y + from.height / 2 + 5, { steps: 5 });
      await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
      await page.mouse.up();
      // Saved after the 2-second debounce.
      await expect
        .poll(async () => (await api(baseUrl, user.accessToken).getCampaignPost({ params: { id: movedId } })).publishDate, {
          timeout: 15_000,
        })
        .not.toBe(before);

      await page.setViewportSize({ width: 1440, height: 900 });
      await page.getByRole("button", { name: "Activate" }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Activate" }).click();
      await dialog.getByRole("button", { name: "Proceed & Shift posts" }).click({ timeout: 30_000 });
      await toast(page, "Schedule activated successfully.").first().waitFor({ timeout: 30_000 });
      await waitForPath(page, `/content/app/campaigns/${campaignId}`);
      const campaign = await api(baseUrl, user.accessToken).getCampaign({ params: { id: campaignId } });
      expect(campaign.status).toBe("active");
      const posts = await api(baseUrl, user.accessToken).listCampaignPosts({ params: { id: campaignId }, query: {} });
      expect(posts.items).toHaveLength(3);
      for (const post of posts.items) {
        expect(new Date(post.publishAt).getTime()).toBeGreaterThan(Date.now());
        expect(post.platforms).toEqual(["x"]);
      }

      campaignIds.flow = campaignId;
    } catch (error) {
      await reportFailure("flow", error);
    }
  }, 300_000);

  it("restricts a post in its editor: shown locked and not published at its time while the other is; Check Status cools down 5 s; the restriction is lifted", async () => {
    let client = await signedIn();
    try {
      await pauseActiveCampaigns(client);
      const x = await accountId(client, "x");
      // Due 10 minutes ahead of the server's time (more than the 2 minutes a restriction needs).
      const dueAt = new Date(Math.ceil(((await serverNow()) + 10 * 60_000) / 60_000) * 60_000);
      const campaign = await client.createCampaign({ body: { title: "Restricted launch", startAt: dueAt.toISOString(), timeZone: "UTC" } });
      const freeText = `Free to go ${crypto.randomUUID()}`;
      const heldText = `Held back ${crypto.randomUUID()}`;
      const { post: free } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: { title: "Free", content: freeText, publishAt: dueAt.toISOString(), targets: [{ accountId: x }] },
      });
      const { post: held } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: { title: "Held", content: heldText, publishAt: dueAt.toISOString(), targets: [{ accountId: x }] },
      });
      expect((await client.activateCampaign({ params: { id: campaign.id }, body: {} })).outcome).toBe("activated");

      // Restrict in the editor (sent 1 s after the toggle); the calendar card shows the lock.
      await page.goto(`/content/app/campaign/post/${held.id}`);
      await page.getByRole("switch", { name: "Restrict" }).check({ timeout: 30_000 });
      await expect
        .poll(async () => (await client.getCampaignPost({ params: { id: held.id } })).isRestricted, { timeout: 15_000 })
        .toBe(true);
      await page.getByRole("link", { name: "Back to the campaign" }).click();
      await calendarEvent(held.id).getByRole("img", { name: "Restricted" }).waitFor({ timeout: 30_000 });
      expect(await calendarEvent(free.id).getByRole("img", { name: "Restricted" }).count()).toBe(0);

      // At their time the free post is published; the restricted one, due at the same time, is not.
      await moveServerClock(dueAt.getTime() - (await serverNow()) + 1_000);
      client = await signedIn();
      await expect.poll(async () => (await client.getCampaignPost({ params: { id: free.id } })).status, { timeout: 60_000 }).toBe("posted");
      expect(fake.posts("x").filter((post) => JSON.stringify(post.payload).includes(freeText))).toHaveLength(1);
      const stillHeld = await client.getCampaignPost({ params: { id: held.id } });
      expect(stillHeld.status).toBe("pending");
      expect(fake.posts("x").filter((post) => JSON.stringify(post.payload).includes(heldText))).toHaveLength(0);

      // Check Status on a post being published (the server's clock now ahead of the browser's): a third
      // post is posted instantly from its editor while X answers slowly, so it stays publishing (active).
      const instantText = `Instant ${crypto.randomUUID()}`;
      const { post: instant } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: {
          title: "Instant",
          content: instantText,
          publishAt: new Date(dueAt.getTime() + 3_600_000).toISOString(),
          targets: [{ accountId: x }],
        },
      });
      fake.addFault({ platform: "x", method: "POST", pathIncludes: "/2/tweets", mode: "slow", delayMs: 20_000 });
      await page.goto(`/content/app/campaign/post/${instant.id}`);
      await page.getByRole("region", { name: "Publishing" }).getByRole("button", { name: "Post instantly" }).click({ timeout: 30_000 });
      await page.getByRole("dialog").getByRole("button", { name: "Post instantly" }).click();
      const check = page.getByRole("button", { name: "Check Status" });
      await waitUntilEnabled(check);
      await check.click();
      await toast(page, CAMPAIGN_MESSAGES.inProgress).first().waitFor({ timeout: 15_000 });
      const clickedAt = Date.now();
      expect(await check.isDisabled()).toBe(true);
      await waitUntilEnabled(check, 15_000);
      expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(CAMPAIGN_LIMITS.statusRefreshCooldownMs - 1_500);
      await check.click();
      await expect.poll(() => toast(page, CAMPAIGN_MESSAGES.inProgress).count(), { timeout: 15_000 }).toBe(2);
      expect(await check.isDisabled()).toBe(true);
      await expect
        .poll(async () => (await client.getCampaignPost({ params: { id: instant.id } })).status, { timeout: 60_000 })
        .toBe("posted");

      // Lifting the restriction in the editor: the lock leaves the card.
      await page.goto(`/content/app/campaign/post/${held.id}`);
      await page.getByRole("switch", { name: "Restrict" }).uncheck({ timeout: 30_000 });
      await expect
        .poll(async () => (await client.getCampaignPost({ params: { id: held.id } })).isRestricted, { timeout: 15_000 })
        .toBe(false);
      await page.getByRole("link", { name: "Back to the campaign" }).click();
      await calendarEvent(held.id).waitFor({ timeout: 30_000 });
      expect(await calendarEvent(held.id).getByRole("img", { name: "Restricted" }).count()).toBe(0);
      await client.pauseCampaign({ params: { id: campaign.id } });
    } catch (error) {
      await reportFailure("restrict", error);
    }
  }, 180_000);

  it("resumes a paused campaign whose posts fell due: 'Ignore and Resume' restricts them, 'Let me move posts' moves them to a new start", async () => {
    let client = await signedIn();
    try {
      await pauseActiveCampaigns(client);
      const x = await accountId(client, "x");
      const dueAt = new Date(Math.ceil(((await serverNow()) + 10 * 60_000) / 60_000) * 60_000);
      const campaign = await client.createCampaign({ body: { title: "Paused launch", startAt: dueAt.toISOString(), timeZone: "UTC" } });
      const post = (title: string, at: Date) =>
        client.createCampaignPost({
          params: { id: campaign.id },
          body: { title, content: `${title} ${crypto.randomUUID()}`, publishAt: at.toISOString(), targets: [{ accountId: x }] },
        });
      const { post: first } = await post("Ignored", dueAt);
      const { post: second } = await post("Moved", new Date(dueAt.getTime() + 30 * 60_000));
      expect((await client.activateCampaign({ params: { id: campaign.id }, body: {} })).outcome).toBe("activated");
      await client.pauseCampaign({ params: { id: campaign.id } });
      // The first post's time passes while the campaign is paused.
      await moveServerClock(dueAt.getTime() - (await serverNow()) + 60_000);
      client = await signedIn();

      const resume = async () => {
        await page.goto(`/content/app/campaigns/${campaign.id}`);
        await page.getByRole("button", { name: "Resume" }).click({ timeout: 30_000 });
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("button", { name: "Resume" }).click();
        await dialog.getByText(CAMPAIGN_MESSAGES.overduePosts).waitFor({ timeout: 30_000 });
        return dialog;
      };
      const ignoring = await resume();
      await ignoring.getByRole("button", { name: CAMPAIGN_MESSAGES.ignoreAndResume }).click();
      await toast(page, CAMPAIGN_MESSAGES.resumed).first().waitFor({ timeout: 30_000 });
      expect((await client.getCampaign({ params: { id: campaign.id } })).status).toBe("active");
      const ignored = await client.getCampaignPost({ params: { id: first.id } });
      expect(ignored.isRestricted).toBe(true);
      expect(ignored.status).toBe("pending");
      await calendarEvent(first.id).getByRole("img", { name: "Restricted" }).waitFor({ timeout: 30_000 });

      // Paused again until the second post's time has passed too: this time the posts are moved.
      await client.pauseCampaign({ params: { id: campaign.id } });
      await moveServerClock(Date.parse(second.publishAt) - (await serverNow()) + 60_000);
      client = await signedIn();
      const moving = await resume();
      await moving.getByRole("button", { name: CAMPAIGN_MESSAGES.letMeMove }).click();
      await moving.getByText("They are spaced 5 minutes apart.").waitFor();
      await moving.getByRole("button", { name: "Move posts and resume" }).click();
      await toast(page, CAMPAIGN_MESSAGES.resumed).first().waitFor({ timeout: 30_000 });
      const moved = await client.getCampaignPost({ params: { id: second.id } });
      expect(moved.isRestricted).toBe(false);
      expect(Date.parse(moved.publishAt)).toBeGreaterThanOrEqual((await serverNow()) + 4 * 60_000);
      await client.pauseCampaign({ params: { id: campaign.id } });
    } catch (error) {
      await reportFailure("resume", error);
    }
  }, 180_000);

  it("sets a YouTube entry's playlist and tags (too long refused) and fills a mail from a template in Mail Setup", async () => {
    const client = await signedIn();
    try {
      const youtube = await accountId(client, "youtube");
      const available = await client.listAvailableSocialAccountTargets({ params: { id: youtube } });
      await client.chooseSocialAccountTargets({ params: { id: youtube }, body: { targetIds: available.items.map((target) => target.id) } });
      const channel = available.items.find((target) => target.kind === "channel");
      const playlist = available.items.find((target) => target.kind === "playlist");
      if (!channel || !playlist) {
        throw new Error("The fake YouTube offers no channel or no playlist");
      }
      const startAt = new Date(Math.ceil(((await serverNow()) + 3 * 86_400_000) / 60_000) * 60_000);
      const campaign = await client.createCampaign({ body: { title: "Video and mail", startAt: startAt.toISOString(), timeZone: "UTC" } });
      const { post: video } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "video", title: "Launch video", content: "Our launch in three minutes.", publishAt: startAt.toISOString() },
      });
      const { post: mail } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "mail", title: "Launch news", content: "Launch news draft.", publishAt: startAt.toISOString() },
      });
      campaignIds.media = campaign.id;
      postIds.video = video.id;
      postIds.mail = mail.id;

      await page.goto(`/content/app/campaign/post/${video.id}`);
      await page.getByRole("checkbox", { name: `${channel.name} (channel)` }).check({ timeout: 30_000 });
      const options = page.getByRole("group", { name: /^YouTube settings for / });
      await options.getByRole("combobox", { name: "Also add to playlist" }).selectOption({ label: playlist.name });
      const tagInput = options.getByRole("textbox", { name: "Tags" });
      await tagInput.fill("launch, product tour");
      await options.getByRole("button", { name: "Add tag" }).click();
      await options.getByRole("button", { name: "Remove tag launch" }).waitFor();
      // 17 tags of 30 characters: each fits, all together are more than YouTube takes.
      await tagInput.fill(Array.from({ length: 17 }, (_, index) => `${String(index).padStart(2, "0")}${"t".repeat(28)}`).join(","));
      await options.getByRole("button", { name: "Add tag" }).click();
      await options.getByText(CAMPAIGN_MESSAGES.youtubeTagsTooLong(YOUTUBE_TAGS_MAX_CHARS)).waitFor();
      expect(await options.getByRole("button", { name: /^Remove tag / }).count()).toBe(2);
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await toast(page, "Changes is saved.").first().waitFor({ timeout: 30_000 });
      const savedVideo = await client.getCampaignPost({ params: { id: video.id } });
      expect(savedVideo.targets).toHaveLength(1);
      expect(savedVideo.targets[0]).toMatchObject({
        destinationId: channel.id,
        playlists: [playlist.id],
        metaInfo: { tags: ["launch", "product tour"] },
      });

      await page.goto(`/content/app/campaign/post/${mail.id}`);
      await page.getByRole("button", { name: "Mail Setup" }).click({ timeout: 30_000 });
      const setup = page.getByRole("dialog", { name: "Mail Setup" });
      await setup.getByRole("combobox", { name: "Start from a template" }).selectOption("newsletter");
      // The post's own words would be replaced: the popup asks first.
      await setup.getByRole("button", { name: "Replace" }).click();
      expect(await setup.getByRole("textbox", { name: "Subject" }).inputValue()).toBe("Launch news: this month's highlights");
      expect(await setup.getByRole("textbox", { name: "Mail text" }).inputValue()).toMatch(/^Hello,/);
      await setup.getByRole("textbox", { name: "Add TO address" }).fill("reader@example.test");
      await setup.getByRole("textbox", { name: "Add TO address" }).press("Enter");
      await setup.getByRole("tab", { name: "Mail Preview" }).click();
      await setup.getByLabel("Mail Preview").getByText("Launch news: this month's highlights").waitFor();
      await setup.getByRole("button", { name: "Save" }).click();
      await toast(page, CAMPAIGN_MESSAGES.mailSaved).first().waitFor({ timeout: 30_000 });
      await setup.waitFor({ state: "hidden" });
      // The template's text is the post's content: the editor saves it.
      await page.getByRole("button", { name: "Save", exact: true }).click();
      await expect
        .poll(async () => (await client.getCampaignPost({ params: { id: mail.id } })).content.content, { timeout: 15_000 })
        .toMatch(/^Hello,/);
      const savedMail = await client.getCampaignPost({ params: { id: mail.id } });
      expect(savedMail.mail).toMatchObject({
        to: ["reader@example.test"],
        subject: "Launch news: this month's highlights",
        templateSelected: "newsletter",
      });
    } catch (error) {
      await reportFailure("youtube-mail", error);
    }
  }, 120_000);

  it("shows the campaign screens without overflow at 1280, 1366, 1440 and 1920 px", async () => {
    try {
      expect(campaignIds.media, "the YouTube and mail walk ran").toBeTruthy();
      const campaignId = campaignIds.media ?? "";
      const problems: Record<string, string[]> = {};
      const check = async (what: string, width: number) => {
        await page.waitForLoadState("networkidle");
        const found = await findOverflow(page);
        if (found.length > 0) {
          problems[`${what} at ${width} px`] = found;
        }
      };
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/content/app/campaigns");
        await page.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 30_000 });
        await check("the campaign list", width);
        await page.goto(`/content/app/campaigns/${campaignId}`);
        const calendar = page.getByTestId("post-calendar");
        await calendar.locator("[data-post-id]").first().waitFor({ timeout: 30_000 });
        await check("the month view", width);
        await calendar.getByRole("button", { name: "Week" }).click();
        await calendar.locator(".fc-timeGridWeek-view").waitFor();
        await check("the week view", width);
        await page.goto(`/content/app/campaigns/${campaignId}?mode=posts`);
        await page.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 30_000 });
        await check("the post list", width);
        await page.goto(`/content/app/campaign/post/${postIds.video ?? ""}`);
        await page.getByRole("group", { name: /^YouTube settings for / }).waitFor({ timeout: 30_000 });
        await check("the post editor with YouTube options", width);
        await page.goto(`/content/app/campaign/post/${postIds.mail ?? ""}`);
        await page.getByRole("button", { name: "Mail Setup" }).click({ timeout: 30_000 });
        await page.getByRole("dialog", { name: "Mail Setup" }).waitFor();
        await check("the Mail Setup popup", width);
      }
      expect(problems).toEqual({});
    } catch (error) {
      await reportFailure("overflow", error);
    }
  }, 180_000);
});
