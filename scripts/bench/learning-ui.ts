// `npm run bench:learning-ui`: the writing exercises screen (/writing/app/exercises) to interactive in
// headless Chromium (target ≤ 1 s), for a learner who answered the questionnaire and has three
// evaluated submissions (so both carousels, Writing Exercises and Your Evaluation, fill). The real
// server runs on a fresh PGlite folder with the seeded exercise catalogue; each load is cold (new
// browser context: empty HTTP cache, no service worker). The screen is ready when the first exercise
// card shows; interactive is measured as in bench:webapp (page-load.ts).
//
// Environment (all optional):
//   BENCH_RUNS           measured loads (default 5; one unmeasured load warms the server first)
//   BENCH_QUIET_MS       long-task-free window that ends the measurement (default 1000)
//   BENCH_CPU_THROTTLE   Chromium CPU slowdown factor (default 1: none)
//   BENCH_SKIP_BUILD=1   measure the existing webapp/dist (otherwise it is built when its sources changed)
//   BENCH_STRICT=1       exit 1 when the target is missed
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { randomBytes } from "node:crypto";
import { createClient, type ApiClient } from "@wordloom/shared/api";
import { QUESTIONNAIRE } from "@wordloom/shared/rules";
import { launchBrowser } from "../../webapp/e2e/chromium";
import { startServer } from "../../webapp/e2e/run-server";
import { ensureWebappBuild } from "../webapp-build.mjs";
import { measureLoad, type LoadResult } from "./page-load";
import { cleanUp, cleanups, intFromEnv, median } from "./run-support";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const settings = {
  runs: intFromEnv("BENCH_RUNS", 5, 1),
  quietMs: intFromEnv("BENCH_QUIET_MS", 1000, 100),
  cpuThrottle: intFromEnv("BENCH_CPU_THROTTLE", 1, 1),
  skipBuild: process.env.BENCH_SKIP_BUILD === "1",
  strict: process.env.BENCH_STRICT === "1",
};
const TARGET_MS = 1_000;
const SCREEN = "/writing/app/exercises";
/** The first card of the Writing Exercises carousel. */
const READY = 'section[aria-label="Writing Exercises"] article';
const ANSWER =
  "The market is busy and bright this morning. A seller in a green apron stands behind a striped stall full of oranges, " +
  "apples and fresh vegetables. Lights hang above the crates, and people walk past with baskets. It feels warm, loud and friendly.";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One exercise played through the API: pick, start, submit, then wait for the evaluation. */
const playOne = async (client: ApiClient, typeId: string) => {
  const picked = await client.pickExercise({ params: { id: typeId } });
  const exercise = picked.exercises[0];
  if (!exercise) {
    throw new Error("no exercise picked");
  }
  const started = await client.createSubmission({ body: { exerciseTypeId: typeId, exerciseId: exercise.id } });
  await client.submitSubmission({ params: { id: started.id }, body: { content: ANSWER, completeTime: 240 } });
  for (let tries = 0; tries < 100; tries++) {
    const now = await client.getSubmission({ params: { id: started.id } });
    if (now.status === "evaluated" || now.status === "failed") {
      return now.status;
    }
    await sleep(100);
  }
  throw new Error("the evaluation did not finish in 10 s");
};

const main = async () => {
  if (!settings.skipBuild) {
    ensureWebappBuild(repoRoot, { quiet: true, log: console.log });
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-learning-"));
  cleanups.push({ label: `remove ${dataDir}`, run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const server = await startServer({ cwd: repoRoot, dataDir });
  cleanups.push({ label: "stop the server", run: () => server.stop() });

  const user = await createClient({ baseUrl: server.baseUrl, getToken: () => null }).signUp({
    body: {
      email: `bench-learning-${randomBytes(6).toString("hex")}@example.test`,
      password: "bench learning password",
      fname: "Bench",
      lname: "Learner",
    },
  });
  const client = createClient({ baseUrl: server.baseUrl, getToken: () => user.accessToken });
  const personal = QUESTIONNAIRE.find((area) => area.area === "Personal");
  await client.answerQuestionnaire({
    body: {
      goalArea: "Personal",
      answers: Object.fromEntries((personal?.questions ?? []).map((question) => [question.id, question.options[0]?.id ?? ""])),
      skills: [],
    },
  });
  const types = await client.listExerciseTypes();
  const open = types.items.filter((type) => !type.locked);
  const played = [];
  for (const type of open.slice(0, 3)) {
    played.push(await playOne(client, type.id));
  }
  console.log(`Learner at level ${types.level}: ${types.items.length} exercise types (${open.length} open); played ${played.join(", ")}`);

  const browser = await launchBrowser();
  cleanups.push({ label: "close Chromium", run: () => browser.close() });
  const sessionJson = JSON.stringify(user);
  const loadSettings = { quietMs: settings.quietMs, cpuThrottle: settings.cpuThrottle, viewport: { width: 1280, height: 800 } };
  const [load1] = os.loadavg();
  console.log(
    `Server ${server.baseUrl}; load average ${load1?.toFixed(2)} on ${os.cpus().length} CPUs; ${settings.runs} cold loads of ${SCREEN}` +
      (settings.cpuThrottle > 1 ? `, CPU ${settings.cpuThrottle}× slower` : ""),
  );
  await measureLoad(browser, server.baseUrl, SCREEN, sessionJson, READY, loadSettings);
  const runs: LoadResult[] = [];
  for (let run = 1; run <= settings.runs; run++) {
    const result = await measureLoad(browser, server.baseUrl, SCREEN, sessionJson, READY, loadSettings);
    runs.push(result);
    console.log(
      `  run ${run}: interactive ${result.interactiveMs.toFixed(0)} ms (FCP ${result.fcpMs?.toFixed(0) ?? "?"} ms, first card ${result.readyMs?.toFixed(0) ?? "?"} ms, ` +
        `${result.longTasks} long tasks = ${result.longTaskMs.toFixed(0)} ms, ${result.rows} cards shown, ${result.scripts.length} scripts)`,
    );
  }
  const interactive = median(runs.map((run) => run.interactiveMs));
  const ok = interactive <= TARGET_MS;
  console.log(
    `\nExercises screen interactive (median of ${runs.length}): ${interactive.toFixed(0)} ms (target ≤ ${TARGET_MS} ms) ${ok ? "PASS" : "MISS"}`,
  );
  return ok;
};

let exitCode = 0;
try {
  if (!(await main()) && settings.strict) {
    exitCode = 1;
  }
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
