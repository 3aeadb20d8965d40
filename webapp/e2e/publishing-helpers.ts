import type { Page } from "playwright-core";
import type { ApiClient } from "@wordloom/shared/api";

/**
 * Helpers of the publishing and campaign walks. The server's clock (a server started with
 * TEST_CLOCK_CONTROL: GET /_test/clock tells its time, POST moves it and its waiting jobs forward).
 */
export const serverNow = async (baseUrl: string): Promise<number> => {
  const answer = (await (await fetch(`${baseUrl}/_test/clock`)).json()) as { now: string };
  return Date.parse(answer.now);
};

export const moveServerClock = async (baseUrl: string, advanceMs: number): Promise<void> => {
  const response = await fetch(`${baseUrl}/_test/clock`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ advanceMs: Math.round(advanceMs) }),
  });
  if (response.status !== 200) {
    throw new Error(`moving the server's clock answered ${response.status}`);
  }
};

/** The first linked account of a platform ("" when none). */
export const linkedAccountId = async (client: ApiClient, platform: string): Promise<string> =>
  (await client.listPlatforms()).items.find((entry) => entry.id === platform)?.accounts[0]?.id ?? "";

/** The calendar card of a post (FullCalendar's event holds the card and, below it, its links). */
export const calendarEvent = (page: Page, postId: string) =>
  page
    .getByTestId("post-calendar")
    .locator(".fc-event")
    .filter({ has: page.locator(`[data-post-id="${postId}"]`) });
