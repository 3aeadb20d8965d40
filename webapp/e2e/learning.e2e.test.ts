import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { QUESTIONNAIRE } from "@wordloom/shared/rules";
import { api, createUser, launchBrowser, newContext, storeSession, toast, waitForDocumentsHome, waitForPath } from "./browser";
import { findOverflow } from "./overflow";

/**
 * Issue 27: a new learner answers the questionnaire from app/timeline, starts the L0 exercise from
 * their path, cannot paste, writes, submits, sees the result arrive, opens the Scores tab, and
 * sees the timeline move; the learning screens fit 1280–1920 px.
 */
const baseUrl = inject("baseUrl");

const TEXT = [
  "The park is bright and calm on this Saturday morning.",
  "A tall green tree stands beside a small blue pond, and a wooden bench waits in its shade.",
  "In the middle of the grass, a little girl runs with a red kite that dances high in the sky.",
  "Her brown dog chases her and barks happily.",
  "The sun shines over everything, so the colours look warm and clear.",
  "Behind the pond, the path curves towards the gate, where families are walking slowly.",
  "It feels like a peaceful day, and soon the children will sit on the bench to rest.",
].join(" ");

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser.close();
});

const levelOf = async (page: Page) => {
  const label = await page.getByLabel(/^Level \d\.\d$/).getAttribute("aria-label");
  return label?.replace("Level ", "") ?? "";
};

describe("learning", () => {
  it("a new learner answers the questionnaire, plays the L0 exercise, gets the result with its scores, and moves on the timeline", async () => {
    const user = await createUser(baseUrl, "learning");
    const context = await newContext(browser, baseUrl, { viewport: { width: 1366, height: 900 } });
    try {
      await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
      const page = await context.newPage();
      await storeSession(page, user);
      await page.goto("/writing/app/list");
      await waitForDocumentsHome(page);

      // Practice writing in the sidebar opens the timeline; a new learner is asked the questionnaire.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Practice writing", exact: true }).click();
      await waitForPath(page, "/writing/app/timeline");
      await page.getByRole("heading", { name: "Your Path to Proficient Writing" }).waitFor({ timeout: 30_000 });
      const questionnaire = page.getByRole("dialog", { name: "What do you want to write better?" });
      await questionnaire.getByRole("radio", { name: /^Professional/ }).click({ timeout: 30_000 });
      const groups = questionnaire.getByRole("radiogroup").filter({ hasNot: page.getByRole("radio", { name: /^Academic/ }) });
      const count = await groups.count();
      expect(count).toBeGreaterThanOrEqual(2);
      for (let index = 0; index < count; index += 1) {
        await groups.nth(index).getByRole("radio").first().check();
      }
      await questionnaire.getByRole("checkbox", { name: "Persuasion" }).check();
      await questionnaire.getByRole("button", { name: "Plan my path" }).click();
      await questionnaire.waitFor({ state: "hidden", timeout: 30_000 });

      const levels = page.getByRole("list", { name: "Levels" });
      await levels.getByText("You are here").first().waitFor();
      const before = await levelOf(page);
      const l0 = levels.getByRole("listitem", { name: "L0 Beginner" });
      const submitSlot = l0.getByRole("listitem", { name: /Submit an Exercise$/ });
      await submitSlot.getByRole("button", { name: "Start: Submit an Exercise" }).waitFor();

      // The L0 exercise from its slot: the player opens on the exercises screen.
      await l0.getByRole("button", { name: /^Start: Pass .*Describe a Picture/ }).click();
      await waitForPath(page, /^\/writing\/app\/exercises\?type=[0-9a-f-]+$/);
      const player = page.getByRole("alertdialog", { name: "Exercise: Describe a Picture" });
      await player.getByText("Get ready").waitFor({ timeout: 30_000 });
      const box = player.getByRole("textbox", { name: "Your writing" });
      await box.waitFor({ timeout: 20_000 });
      await player.getByRole("timer").waitFor();

      // Pasting is blocked.
      await page.evaluate(() => navigator.clipboard.writeText("Copied from somewhere else entirely."));
      await box.focus();
      await page.keyboard.press("Control+V");
      await toast(page, "Paste Not Allowed!").waitFor();
      expect(await box.inputValue()).toBe("");

      // Writing, against the word counter.
      await box.fill(TEXT);
      await player.getByText(/^\d+\/150 words$/).waitFor();
      await player.getByRole("button", { name: "Submit" }).click();
      await toast(page, "Your Exercise Has Been Submitted").waitFor({ timeout: 20_000 });

      // The result arrives (polled every 10 s), then its scores.
      await player.getByText(/^(Passed!|Not passed this time)$/).waitFor({ timeout: 60_000 });
      await player.getByRole("button", { name: "See scores" }).click();
      await waitForPath(page, /\/writing\/app\/exercises\/submissions\/[0-9a-f-]+$/);
      const detail = page.getByRole("dialog", { name: "Submission: Describe a Picture" });
      await detail.getByRole("tab", { name: "Content" }).waitFor({ timeout: 20_000 });
      await detail.getByText(TEXT.slice(0, 40), { exact: false }).waitFor();
      await detail.getByRole("tab", { name: "Scores" }).click();
      const grammar = detail.getByRole("listitem", { name: "Grammar" });
      await grammar.getByText(/\/ 20$/).waitFor();
      await detail.getByRole("listitem", { name: "Originality" }).waitFor();
      await detail.getByLabel(/^Overall \d+(\.\d)? of 100$/).waitFor();
      await detail.getByRole("button", { name: "Close" }).click();

      // Your Evaluation lists it; the timeline moved.
      await page.getByRole("region", { name: "Your Evaluation" }).getByRole("article").first().waitFor({ timeout: 20_000 });
      await page.getByRole("button", { name: "Your path" }).click();
      await waitForPath(page, "/writing/app/timeline");
      await submitSlot.getByText("Completed").waitFor({ timeout: 20_000 });
      const after = await levelOf(page);
      expect(Number(after)).toBeGreaterThan(Number(before));
    } finally {
      await context.close();
    }
  });

  it("the learning screens fit 1280, 1366, 1440 and 1920 px", async () => {
    const user = await createUser(baseUrl, "learning-layout");
    // Answered already, so no questionnaire covers the screens.
    const personal = QUESTIONNAIRE.find((area) => area.area === "Personal");
    await api(baseUrl, user.accessToken).answerQuestionnaire({
      body: {
        goalArea: "Personal",
        answers: Object.fromEntries((personal?.questions ?? []).map((question) => [question.id, question.options[0]?.id ?? ""])),
        skills: [],
      },
    });
    const context = await newContext(browser, baseUrl);
    try {
      const page = await context.newPage();
      await storeSession(page, user);
      const found: Record<string, string[]> = {};
      for (const width of [1280, 1366, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 });
        for (const route of ["/writing/app/timeline", "/writing/app/exercises", "/writing/app/create/writing-exercises"]) {
          await page.goto(route);
          await page.getByRole("main").getByRole("heading").first().waitFor({ timeout: 30_000 });
          await page.waitForLoadState("networkidle", { timeout: 60_000 });
          await page.locator(".fui-Spinner").first().waitFor({ state: "hidden", timeout: 30_000 });
          const problems = await findOverflow(page);
          if (problems.length > 0) {
            found[`${width} ${route}`] = problems;
          }
          if (route.endsWith("/exercises")) {
            const perView = await page.getByRole("region", { name: "Writing Exercises" }).getByRole("group").count();
            expect(perView, `${width}px`).toBe(3);
          }
        }
      }
      expect(found).toEqual({});
    } finally {
      await context.close();
    }
  });
});
