import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakePlatforms, type FakePlatforms } from "../../scripts/fake-platforms/server";
import { startServerWithAdmin, type ServerWithAdmin } from "./admin-server";
import {
  api,
  createUser,
  launchBrowser,
  newContext,
  storeSession,
  toast,
  waitForDocumentsHome,
  waitForPath,
  waitUntilEnabled,
} from "./browser";
import { findOverflow } from "./overflow";

/**
 * Campaigns end to end (issue 24): on a server of this file's own with the content plan and the
 * fake platform server, a user links X, creates a campaign, moves its start into the past, adds
 * three posts generated offline from three categories (one with an image), picks the linked X
 * account on each, drags one post to today in the calendar, and activates with 'Proceed &
 * Shift posts'. Then the campaign screens are checked for overflow at four widths.
 */
const ADMIN = { email: "campaigns-admin@example.test", password: "campaigns admin password" };
const CATEGORIES = ["How-to", "Interesting facts", "Tips and tricks"];
const WIDTHS = [1280, 1366, 1440, 1920];

let browser: Browser;
let fake: FakePlatforms;
let withAdmin: ServerWithAdmin;
let baseUrl: string;
beforeAll(async () => {
  fake = await startFakePlatforms(0);
  withAdmin = await startServerWithAdmin("campaigns", ADMIN, { PLATFORMS_BASE: fake.baseUrl, X_CLIENT_ID: "wordloom-e2e-x" });
  baseUrl = withAdmin.server.baseUrl;
  browser = await launchBrowser();
}, 240_000);
afterAll(async () => {
  await browser.close();
  await withAdmin.stop();
  await fake.close();
});

const linkX = async (page: Page) => {
  await page.goto("/content/app/list");
  await waitForPath(page, "/content/app/list");
  await waitForDocumentsHome(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Social Links", exact: true }).click();
  await waitForPath(page, "/content/app/platforms");
  const xCard = page.getByRole("region", { name: "X", exact: true });
  await xCard.getByRole("button", { name: "Link X" }).click({ timeout: 30_000 });
  await page.getByRole("link", { name: "Authorize" }).click({ timeout: 30_000 });
  await waitForPath(page, "/content/app/platforms");
  await xCard.getByText("Linked as Fake x user").waitFor({ timeout: 30_000 });
};

/** The day before today, as the date input takes it. */
const yesterday = () => new Date(Date.now() - 24 * 3600_000).toISOString().slice(0, 10);

const generatePost = async (page: Page, category: string, withImage: Buffer | null) => {
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
    const user = await createUser(baseUrl, "campaigns-flow");
    await api(baseUrl, withAdmin.adminToken).adminUpdateUser({ params: { id: user.user.id }, body: { subscriptionProduct: "content" } });
    const context = await newContext(browser, baseUrl, { viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${error.message}\n${error.stack ?? ""}`));
    page.on("console", (message) => {
      if (message.type() === "error") {
        pageErrors.push(message.text());
      }
    });
    try {
      await storeSession(page, user);
      await linkX(page);

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
        await generatePost(page, category, index === 0 ? image : null);
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

      // Nothing sticks out on the campaign screens at the usual widths.
      const anyPost = posts.items[0]?.id ?? "";
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const route of [
          "/content/app/campaigns",
          `/content/app/campaigns/${campaignId}`,
          `/content/app/campaigns/${campaignId}?mode=posts`,
          `/content/app/campaign/post/${anyPost}`,
        ]) {
          await page.goto(route);
          await page.getByRole("heading", { level: 2 }).first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState("networkidle");
          expect(await findOverflow(page), `${route} at ${width} px`).toEqual([]);
        }
      }
    } catch (error) {
      console.error(pageErrors.join("\n---\n"));
      await page.screenshot({ path: "/tmp/campaigns-e2e-failure.png" });
      throw error;
    } finally {
      await context.close();
    }
  });
});
