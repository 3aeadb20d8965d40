// `npm run bench:campaigns-ui`: the campaign calendar's month view, load to interactive, for a
// campaign of 12 weeks with 500 posts (issue 24: target ≤ 800 ms). Builds the web app, starts the
// real server on a fresh PGlite folder, creates the user, the campaign and its posts through the API
// (a weekly mix of Post, Story, Carousel and Reels within the weekly limits), then loads
// /content/app/campaigns/{id} cold in headless Chromium.
//
// Load to interactive, as measured here: from navigation start to the later of (a) the first frame
// after the first post card is in the calendar and (b) the end of the last long task (≥ 50 ms)
// before the main thread stays free of long tasks for BENCH_QUIET_MS (default 500 ms).
//
// Environment (all optional): BENCH_RUNS (default 5, after one unmeasured warm-up load),
// BENCH_POSTS (default 500), BENCH_QUIET_MS, BENCH_SKIP_BUILD=1, BENCH_STRICT=1, CHROMIUM_PATH, and
// BENCH_PROFILE=file.cpuprofile: one more load, profiled (V8 CPU profile saved there, its top self times printed),
// BENCH_TRACE=1: one more load, its requests printed (start and end from navigation, in start order),
// with BENCH_CHROME_TRACE=file.json Chromium's trace of it saved and BENCH_SCREENSHOT=file.png its screen.
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Browser } from "playwright-core";
import { createClient } from "@wordloom/shared/api";
import type { PostTypeKey } from "@wordloom/shared/rules";
import { CHROMIUM_PATH, launchBrowser } from "../../webapp/e2e/chromium";
import { startServer } from "../../webapp/e2e/run-server";
import { buildWebapp } from "../webapp-build.mjs";
import { startCpuProfile, summarizeProfile } from "./cpu-profile";
import { printTable, ms } from "./result-table";
import { cleanUp, cleanups, intFromEnv, median } from "./run-support";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const settings = {
  runs: intFromEnv("BENCH_RUNS", 5, 1),
  posts: intFromEnv("BENCH_POSTS", 500, 1),
  quietMs: intFromEnv("BENCH_QUIET_MS", 500, 100),
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  strict: process.env.BENCH_STRICT === "1",
  profile: process.env.BENCH_PROFILE ?? "",
  trace: process.env.BENCH_TRACE === "1",
  chromeTrace: process.env.BENCH_CHROME_TRACE ?? "",
  screenshot: process.env.BENCH_SCREENSHOT ?? "",
};
const WEEKS = 12;
const TARGET_MS = 800;
const READY = ".fc-event [data-post-id]";
/** 42 posts a week within the weekly limits (shared/rules/post-types.ts). */
const WEEK_MIX: PostTypeKey[] = [
  ...Array.from({ length: 14 }, () => "post" as const),
  ...Array.from({ length: 14 }, () => "story" as const),
  ...Array.from({ length: 7 }, () => "carousel" as const),
  ...Array.from({ length: 7 }, () => "reels" as const),
];
const DAY_MS = 24 * 3600_000;

const probe = (sessionJson: string) => `(() => {
  localStorage.setItem("wordloom.session", ${JSON.stringify(sessionJson)});
  const state = { longTasks: [], readyAt: null };
  window.__bench = state;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.startTime + entry.duration]);
  }).observe({ type: "longtask", buffered: true });
  const observer = new MutationObserver(() => {
    if (state.readyAt === null && document.querySelector(${JSON.stringify(READY)})) {
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => { state.readyAt = performance.now(); }, 0));
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  state.interactive = (quietMs) => new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const lastLongTaskEnd = state.longTasks.reduce((latest, task) => Math.max(latest, task[1]), 0);
      if (state.readyAt !== null && now - Math.max(state.readyAt, lastLongTaskEnd) >= quietMs) {
        resolve({
          interactiveMs: Math.max(state.readyAt, lastLongTaskEnd),
          readyMs: state.readyAt,
          longTasks: state.longTasks.length,
          cards: document.querySelectorAll(${JSON.stringify(READY)}).length,
        });
        return;
      }
      setTimeout(tick, 25);
    };
    tick();
  });
})();`;

interface LoadResult {
  interactiveMs: number;
  readyMs: number;
  longTasks: number;
  cards: number;
}

/** The page's requests as the browser timed them: [start, end, name], from navigation start. */
const REQUEST_TIMELINE = `[
  ["html", 0, performance.getEntriesByType("navigation")[0]?.responseEnd ?? 0],
  ...performance.getEntriesByType("resource").map((entry) => [new URL(entry.name).pathname, entry.startTime, entry.responseEnd]),
]`;

const printTimeline = (timeline: [string, number, number][]) => {
  console.log("  requests of the traced load (start → end, ms from navigation):");
  for (const [name, start, end] of timeline.sort((a, b) => a[1] - b[1])) {
    console.log(`    ${start.toFixed(0).padStart(5)} → ${end.toFixed(0).padStart(5)}  ${name}`);
  }
};

interface MeasureOptions {
  profileFile?: string;
  trace?: boolean;
}

const measure = async (
  browser: Browser,
  url: string,
  sessionJson: string,
  { profileFile = "", trace = false }: MeasureOptions = {},
): Promise<LoadResult> => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: "block" });
  try {
    await context.addInitScript({ content: probe(sessionJson) });
    const page = await context.newPage();
    const stopProfile = profileFile ? await startCpuProfile(page) : null;
    if (settings.chromeTrace && trace) {
      await browser.startTracing(page, { path: settings.chromeTrace, screenshots: false });
    }
    await page.goto(url, { waitUntil: "commit" });
    const result = await Promise.race([
      page.evaluate(`window.__bench.interactive(${settings.quietMs})`) as Promise<LoadResult>,
      new Promise<never>((_resolve, reject) => setTimeout(() => reject(new Error(`no post card after 60 s on ${page.url()}`)), 60_000)),
    ]);
    if (stopProfile) {
      const { functions, scripts } = summarizeProfile(await stopProfile(profileFile));
      console.log(`  profiled load saved to ${profileFile}; self time by script, then by function:`);
      for (const [name, time] of [...scripts, ...functions]) {
        console.log(`    ${ms(time).padStart(9)}  ${name}`);
      }
    }
    if (settings.chromeTrace && trace) {
      await browser.stopTracing();
    }
    if (trace) {
      printTimeline((await page.evaluate(REQUEST_TIMELINE)) as [string, number, number][]);
      if (settings.screenshot) {
        await page.screenshot({ path: settings.screenshot, fullPage: true });
      }
    }
    return result;
  } finally {
    await context.close();
  }
};

const main = async () => {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is needed at ${CHROMIUM_PATH}`);
  }
  if (!settings.skipBuild) {
    console.log("Building the web app…");
    buildWebapp(repoRoot, { quiet: true });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-campaigns-ui-"));
  cleanups.push({ label: `remove ${dataDir}`, run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const server = await startServer({ cwd: repoRoot, dataDir });
  cleanups.push({ label: "stop the server", run: () => server.stop() });

  const signedUp = await createClient({ baseUrl: server.baseUrl }).signUp({
    body: {
      email: `bench-campaigns-${Date.now()}@example.test`,
      password: "correct horse battery staple",
      fname: "Bench",
      lname: "Calendar",
    },
  });
  const client = createClient({ baseUrl: server.baseUrl, getToken: () => signedUp.accessToken });
  const start = new Date(Date.now() + DAY_MS);
  start.setUTCHours(0, 0, 0, 0);
  const campaign = await client.createCampaign({
    body: { title: "Bench calendar", totalWeeks: WEEKS, startAt: start.toISOString(), timeZone: "UTC" },
  });
  console.log(`Creating ${settings.posts} posts over ${WEEKS} weeks…`);
  const seedStarted = performance.now();
  for (let index = 0; index < settings.posts; index++) {
    const week = Math.floor(index / WEEK_MIX.length) % WEEKS;
    const slot = index % WEEK_MIX.length;
    const type = WEEK_MIX[slot] ?? "post";
    // Spread over the week's 7 days, from 08:00, 20 minutes apart.
    const publishAt = new Date(start.getTime() + (week * 7 + (slot % 7)) * DAY_MS + (8 * 60 + Math.floor(slot / 7) * 20) * 60_000);
    await client.createCampaignPost({
      params: { id: campaign.id },
      body: {
        type,
        title: `Post ${index + 1}`,
        content: `Post ${index + 1}: a tip about planning a social calendar, week ${week + 1}.`,
        publishAt: publishAt.toISOString(),
        ...(type === "carousel"
          ? {
              slides: [
                { title: "One", content: "First slide" },
                { title: "Two", content: "Second slide" },
              ],
            }
          : {}),
      },
    });
  }
  console.log(`  seeded in ${ms(performance.now() - seedStarted)}`);

  const me = await client.me();
  const sessionJson = JSON.stringify({
    accessToken: signedUp.accessToken,
    refreshToken: signedUp.refreshToken,
    accessTokenExpiresAt: new Date(Date.now() + 3600_000).toISOString(),
    user: me,
  });
  const browser = await launchBrowser();
  cleanups.push({ label: "close Chromium", run: () => browser.close() });
  // The user's own variant (a campaign screen is the same under each product prefix).
  const url = `${server.baseUrl}/${me.selectedProduct}/app/campaigns/${campaign.id}`;
  console.log(`Load average ${os.loadavg()[0]?.toFixed(2)} on ${os.cpus().length} CPUs; ${settings.runs} cold loads of ${url}`);
  await measure(browser, url, sessionJson);
  const runs: LoadResult[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    const result = await measure(browser, url, sessionJson);
    runs.push(result);
    console.log(
      `  run ${run}: interactive ${ms(result.interactiveMs)} (first card ${ms(result.readyMs)}, ${result.longTasks} long tasks, ${result.cards} cards shown)`,
    );
  }
  if (settings.profile) {
    await measure(browser, url, sessionJson, { profileFile: settings.profile });
  }
  if (settings.trace) {
    await measure(browser, url, sessionJson, { trace: true });
  }
  const interactive = median(runs.map((run) => run.interactiveMs));
  printTable([
    {
      metric: `Calendar month view, load to interactive (${WEEKS} weeks × ${settings.posts} posts, median)`,
      measured: ms(interactive),
      target: `≤ ${TARGET_MS} ms`,
      ok: interactive <= TARGET_MS,
    },
  ]);
  if (settings.strict && interactive > TARGET_MS) {
    process.exitCode = 1;
  }
};

try {
  await main();
} finally {
  await cleanUp();
}
