import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiClient } from "@wordloom/shared/api";
import { PUBLISHING_MESSAGES } from "@wordloom/shared/rules";
import { startFakePlatforms, type FakePlatforms } from "../../scripts/fake-platforms/server";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import { api, createUser, launchBrowser, newContext, storeSession, toast, waitForDocumentsHome, waitForPath } from "./browser";
import { calendarEvent, linkedAccountId, moveServerClock as moveServerClockAt, serverNow as serverNowAt } from "./publishing-helpers";

/**
 * The publisher end to end (issue 25), on a server of this file's own whose clock the test moves
 * (TEST_CLOCK_CONTROL: POST /_test/clock moves the server's time and its waiting jobs) and the fake
 * platform server: a user links X and LinkedIn, activates a campaign whose two posts are due
 * minutes ahead, and the server's clock is moved to their time. The calendar shows the X-only post
 * posted with its link; LinkedIn refuses the other once (a fault of the fake server), so that post
 * is partially posted with LinkedIn's message, and its re-upload publishes it. Then a new post is
 * published with Post instantly from its editor.
 */
const ADMIN = { email: "publisher-admin@example.test", password: "publisher admin password" };
const LINKEDIN_REFUSAL = "The post was refused by the fake LinkedIn";

let browser: Browser;
let fake: FakePlatforms;
let withAdmin: ServerWithAdmin;
let baseUrl: string;
beforeAll(async () => {
  fake = await startFakePlatforms(0);
  withAdmin = await startServerWithAdmin("publisher", ADMIN, {
    PLATFORMS_BASE: fake.baseUrl,
    X_CLIENT_ID: "wordloom-e2e-x",
    LINKEDIN_CLIENT_ID: "wordloom-e2e-linkedin",
    LINKEDIN_CLIENT_SECRET: "wordloom-e2e-linkedin-secret",
    TEST_CLOCK_CONTROL: "true",
  });
  baseUrl = withAdmin.server.baseUrl;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser.close();
  await withAdmin.stop();
  await fake.close();
});

const serverNow = () => serverNowAt(baseUrl);
const moveServerClock = (advanceMs: number) => moveServerClockAt(baseUrl, advanceMs);

const linkPlatform = async (page: Page, name: "X" | "LinkedIn", linkedAs: string) => {
  const card = page.getByRole("region", { name, exact: true });
  await card.getByRole("button", { name: `Link ${name}` }).click({ timeout: 30_000 });
  await page.getByRole("link", { name: "Authorize" }).click({ timeout: 30_000 });
  await waitForPath(page, "/content/app/platforms");
  await card.getByText(`Linked as ${linkedAs}`).waitFor({ timeout: 30_000 });
};

const accountIds = async (client: ApiClient) => ({
  x: await linkedAccountId(client, "x"),
  linkedin: await linkedAccountId(client, "linkedin"),
});

describe("the publisher", () => {
  it("publishes a campaign's posts at their time (clock moved): posted with its link, partial with LinkedIn's message, then re-uploaded; Post instantly from the editor", async () => {
    const user = await createUser(baseUrl, "publisher-flow");
    await api(baseUrl, withAdmin.adminToken).adminUpdateUser({ params: { id: user.user.id }, body: { subscriptionProduct: "content" } });
    const client = api(baseUrl, user.accessToken);
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 1000 } });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${error.message}\n${error.stack ?? ""}`));
    try {
      await storeSession(page, user);
      await page.goto("/content/app/list");
      await waitForDocumentsHome(page);
      await page.goto("/content/app/platforms");
      await linkPlatform(page, "X", "Fake x user");
      await linkPlatform(page, "LinkedIn", "Fake linkedin user");
      const accounts = await accountIds(client);

      // A campaign whose two posts are due 5 minutes ahead of the server's time.
      const dueAt = new Date(Math.ceil(((await serverNow()) + 5 * 60_000) / 60_000) * 60_000);
      const campaign = await client.createCampaign({
        body: { title: "Publisher launch", startAt: dueAt.toISOString(), timeZone: "UTC" },
      });
      const xText = `Launch day on X ${crypto.randomUUID()}`;
      const bothText = `Launch day everywhere ${crypto.randomUUID()}`;
      const { post: xOnly } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: { title: "X only", content: xText, publishAt: dueAt.toISOString(), targets: [{ accountId: accounts.x }] },
      });
      const { post: both } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: {
          title: "Everywhere",
          content: bothText,
          publishAt: dueAt.toISOString(),
          targets: [{ accountId: accounts.x }, { accountId: accounts.linkedin }],
        },
      });

      await page.goto(`/content/app/campaigns/${campaign.id}`);
      await page.getByRole("button", { name: "Activate" }).click({ timeout: 30_000 });
      const dialog = page.getByRole("dialog");
      await dialog.getByRole("button", { name: "Activate" }).click();
      await dialog.getByRole("button", { name: "Ignore & Activate" }).click({ timeout: 30_000 });
      await toast(page, "Schedule activated successfully.").first().waitFor({ timeout: 30_000 });
      expect((await client.getCampaign({ params: { id: campaign.id } })).status).toBe("active");
      await expect.poll(() => calendarEvent(page, xOnly.id).count(), { timeout: 30_000 }).toBe(1);

      // LinkedIn refuses the first post it is sent; then the server's clock moves to the posts' time.
      fake.addFault({
        platform: "linkedin",
        method: "POST",
        pathIncludes: "/rest/posts",
        mode: "respond",
        status: 422,
        json: { status: 422, code: "UNPROCESSABLE_ENTITY", message: LINKEDIN_REFUSAL },
      });
      await moveServerClock(dueAt.getTime() - (await serverNow()) + 1_000);

      // The calendar (read again every few seconds) shows the X-only post posted, with its link.
      const xCard = calendarEvent(page, xOnly.id);
      await xCard.getByText("Posted", { exact: true }).waitFor({ timeout: 60_000 });
      const xLink = xCard.getByRole("link", { name: "Open the post on X" });
      expect(await xLink.getAttribute("href")).toMatch(/^https:\/\/x\.com\/.+\/status\/\d+$/);
      expect(fake.posts("x").filter((post) => JSON.stringify(post.payload).includes(xText))).toHaveLength(1);

      // The other is partially posted: published on X, not on LinkedIn, with LinkedIn's message.
      const bothCard = calendarEvent(page, both.id);
      await bothCard.getByText("Partially posted", { exact: true }).waitFor({ timeout: 60_000 });
      await bothCard.getByText(/^Posted on X\. Not posted on LinkedIn: /).waitFor();
      expect(await bothCard.getByText(/^Posted on X\. Not posted on LinkedIn: /).textContent()).toContain(LINKEDIN_REFUSAL);

      // Its editor: the LinkedIn entry failed with the message; Re-upload publishes it.
      await bothCard.getByRole("button", { name: /^Post Everywhere at / }).dblclick();
      await waitForPath(page, `/content/app/campaign/post/${both.id}`);
      const panel = page.getByRole("region", { name: "Publishing" });
      await panel.getByText("Partially posted").waitFor({ timeout: 30_000 });
      const linkedinEntry = panel.getByRole("listitem", { name: "Fake linkedin user · LinkedIn" });
      await linkedinEntry.getByText(LINKEDIN_REFUSAL).waitFor();
      await linkedinEntry.getByRole("button", { name: "Re-upload" }).click();
      await toast(page, PUBLISHING_MESSAGES.released).first().waitFor({ timeout: 30_000 });
      await toast(page, PUBLISHING_MESSAGES.posted).first().waitFor({ timeout: 60_000 });
      await linkedinEntry.getByText("Posted", { exact: true }).waitFor();
      expect(fake.posts("linkedin").filter((post) => JSON.stringify(post.payload).includes("Launch day everywhere"))).toHaveLength(1);
      expect((await client.getCampaignPost({ params: { id: both.id } })).status).toBe("posted");

      // A posted entry's share link: the popup copies it ('Link Copied to Board').
      await panel.getByRole("listitem", { name: "Fake x user · X" }).getByRole("button", { name: "Share link" }).click();
      const share = page.getByRole("dialog");
      expect(await share.getByRole("textbox", { name: "Link to the post" }).inputValue()).toMatch(/^https:\/\/x\.com\//);
      await share.getByRole("button", { name: "Copy link" }).click();
      await toast(page, PUBLISHING_MESSAGES.linkCopied).first().waitFor({ timeout: 30_000 });
      await share.getByRole("button", { name: "Close" }).click();

      // Post instantly: a new post of the campaign, due days ahead, is published now from its editor.
      const instantText = `Instant news ${crypto.randomUUID()}`;
      const { post: later } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: {
          title: "Instant",
          content: instantText,
          publishAt: new Date(dueAt.getTime() + 2 * 86_400_000).toISOString(),
          targets: [{ accountId: accounts.x }],
        },
      });
      await page.goto(`/content/app/campaign/post/${later.id}`);
      await page.getByRole("region", { name: "Publishing" }).getByRole("button", { name: "Post instantly" }).click({ timeout: 30_000 });
      const confirm = page.getByRole("dialog");
      await confirm.getByText(PUBLISHING_MESSAGES.instantConfirm).waitFor();
      await confirm.getByRole("button", { name: "Post instantly" }).click();
      await toast(page, PUBLISHING_MESSAGES.posted).first().waitFor({ timeout: 60_000 });
      expect(fake.posts("x").filter((post) => JSON.stringify(post.payload).includes(instantText))).toHaveLength(1);
      expect((await client.getCampaignPost({ params: { id: later.id } })).targets[0]?.url).toMatch(/^https:\/\/x\.com\//);
      expect(pageErrors).toEqual([]);
    } catch (error) {
      console.error(pageErrors.join("\n---\n"));
      await page.screenshot({ path: "/tmp/publisher-e2e-failure.png", fullPage: true });
      throw error;
    } finally {
      await context.close();
    }
  }, 300_000);
});
