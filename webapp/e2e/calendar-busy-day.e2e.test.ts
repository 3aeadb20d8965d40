import { describe, expect, inject, it } from "vitest";
import { api, createUser, storeSession } from "./browser";
import { browserPerFile } from "./browser-per-file";

const baseUrl = inject("baseUrl");
const DAY_MS = 24 * 3600_000;

const { openContext } = browserPerFile(baseUrl);

describe("a busy day in the campaign calendar's month", () => {
  it("shows its first three cards and '+2 more', which opens the week with all five", async () => {
    const user = await createUser(baseUrl, "busy-day");
    const client = api(baseUrl, user.accessToken);
    const start = new Date(Date.now() + 2 * DAY_MS);
    start.setUTCHours(0, 0, 0, 0);
    const campaign = await client.createCampaign({
      body: { title: "Busy day", totalWeeks: 1, startAt: start.toISOString(), timeZone: "UTC" },
    });
    const busyDay = new Date(start.getTime() + DAY_MS);
    const hours = [9, 11, 13, 15, 17];
    const posts = [];
    for (const hour of hours) {
      const publishAt = new Date(busyDay.getTime() + hour * 3600_000).toISOString();
      const { post } = await client.createCampaignPost({
        params: { id: campaign.id },
        body: { type: "post", title: `At ${hour}`, content: `Posted at ${hour}:00.`, publishAt },
      });
      posts.push(post);
    }
    // Another day with fewer posts than the month shows: no link there.
    await client.createCampaignPost({
      params: { id: campaign.id },
      body: { type: "post", title: "Quiet", content: "A quiet day.", publishAt: new Date(start.getTime() + 10 * 3600_000).toISOString() },
    });

    const context = await openContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await storeSession(page, user);
    // The user's own product (the campaign screens are the same under each product prefix).
    await page.goto(`/${user.user.selectedProduct}/app/campaigns/${campaign.id}`);
    const calendar = page.getByTestId("post-calendar");
    const busyCell = calendar.locator(`td.fc-daygrid-day[data-date="${busyDay.toISOString().slice(0, 10)}"]`);
    const quietCell = calendar.locator(`td.fc-daygrid-day[data-date="${start.toISOString().slice(0, 10)}"]`);
    await busyCell.locator("[data-post-id]").first().waitFor({ timeout: 30_000 });

    // The month holds the day's first three posts (by time) and a count of the others.
    const shownIds = () =>
      busyCell.locator("[data-post-id]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-post-id")));
    await expect.poll(shownIds, { timeout: 30_000 }).toEqual(posts.slice(0, 3).map((post) => post.id));
    const more = busyCell.getByRole("button", { name: /^Show 2 more posts on / });
    expect(await more.textContent()).toBe("+2 more");
    expect(await quietCell.locator("[data-post-id]").count()).toBe(1);
    expect(await quietCell.getByRole("button", { name: /more post/ }).count()).toBe(0);

    // '+2 more' opens the week of that day, where all five posts are drawn.
    await more.click();
    await calendar.locator(".fc-timeGridWeek-view").waitFor({ timeout: 30_000 });
    for (const post of posts) {
      await calendar.locator(`[data-post-id="${post.id}"]`).waitFor({ timeout: 30_000 });
    }
    // The week has no all-day row (a post is an instant), and its grid fills the calendar's width
    // after the sidebar closed beside it (FullCalendar is told when only its container changes).
    expect(await calendar.getByText("all-day").count()).toBe(0);
    const gapAtRight = () =>
      calendar.evaluate((root) => {
        const days = [...root.querySelectorAll(".fc-col-header-cell")];
        const lastDay = days[days.length - 1];
        const grid = root.querySelector(".fc-scrollgrid");
        return lastDay && grid ? Math.round(grid.getBoundingClientRect().right - lastDay.getBoundingClientRect().right) : -1;
      });
    await expect.poll(gapAtRight, { timeout: 10_000 }).toBeLessThanOrEqual(20);
    // Back in the month, the day again shows three cards and its link.
    await calendar.getByRole("button", { name: "Month" }).click();
    await busyCell.getByRole("button", { name: /^Show 2 more posts on / }).waitFor({ timeout: 30_000 });
    expect(await busyCell.locator("[data-post-id]").count()).toBe(3);
  });
});
