// `npm run bench:generation`: the generation path's own cost. The fake OpenAI-compatible server runs
// in a child process and streams a 200-token reply (5 ms between tokens); the app runs in this
// process on a fresh PostgreSQL database (dropped afterwards). Measured, as medians over the runs:
//   - time to first token calling the fake directly vs through POST /api/ai/generate/blog (SSE):
//     the difference is what the route adds (session, quota, prompt, SDK, SSE) — target ≤ 20 ms;
//   - the added latency per token: (Δ total − Δ first token) / tokens — target ≤ 1 ms;
//   - the offline engine writing a social post from ~120 words of notes — target ≤ 50 ms.
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres), BENCH_RUNS
// (default 20), BENCH_TOKENS (default 200), BENCH_TOKEN_DELAY_MS (default 5).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readGenerationEvents } from "@wordloom/shared/api";
import { buildApp } from "../../server/src/app";
import { loadConfig } from "../../server/src/config";
import { openDatabase } from "../../server/src/db/client";
import { runOffline } from "../../server/src/integrations/llm/offline/offline-engine";
import { buildUser } from "../../server/test/factories";
import { setFeatureUsage } from "../../server/test/feature-usage";
import { freePort } from "../free-port";
import { cleanUp, cleanups, intFromEnv, median } from "./run-support";
import { createDatabase, dropDatabase, withDatabase } from "./seed";

const RUNS = intFromEnv("BENCH_RUNS", 20, 3);
const TOKENS = intFromEnv("BENCH_TOKENS", 200, 10);
const TOKEN_DELAY_MS = intFromEnv("BENCH_TOKEN_DELAY_MS", 5, 0);
const repoRoot = path.resolve(import.meta.dirname, "../..");

const p95 = (values: readonly number[]) =>
  [...values].sort((first, second) => first - second)[Math.min(values.length - 1, Math.floor(values.length * 0.95))] ?? 0;
const ms = (value: number) => `${value.toFixed(2)} ms`;

interface Timing {
  firstToken: number;
  total: number;
  tokens: number;
}

/** Reads an OpenAI chat-completions SSE stream, timing the first content delta and the end. */
const timeDirect = async (baseUrl: string, messages: unknown): Promise<Timing> => {
  const started = performance.now();
  const response = await fetch(`${baseUrl}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer bench" },
    body: JSON.stringify({ model: "fake-model", messages, stream: true, stream_options: { include_usage: true } }),
  });
  const reader = response.body?.getReader();
  if (!reader) {
    throw new Error("no body");
  }
  const decoder = new TextDecoder();
  let buffer = "";
  let firstToken = 0;
  let tokens = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      break;
    }
    buffer += decoder.decode(value, { stream: true });
    const blocks = buffer.split("\n\n");
    buffer = blocks.pop() ?? "";
    for (const block of blocks) {
      const data = block.replace(/^data: /, "");
      if (data === "[DONE]") {
        continue;
      }
      const chunk = JSON.parse(data) as { choices: { delta?: { content?: string } }[] };
      if (chunk.choices[0]?.delta?.content) {
        tokens += 1;
        firstToken ||= performance.now() - started;
      }
    }
  }
  return { firstToken, total: performance.now() - started, tokens };
};

const timeRoute = async (appUrl: string, authorization: string): Promise<Timing> => {
  const started = performance.now();
  const response = await fetch(`${appUrl}/api/ai/generate/blog`, {
    method: "POST",
    headers: { authorization, accept: "text/event-stream", "content-type": "application/json" },
    body: JSON.stringify({ topic: "Remote work for small teams" }),
  });
  if (!response.ok || !response.body) {
    throw new Error(`route answered ${response.status}: ${await response.text()}`);
  }
  let firstToken = 0;
  let tokens = 0;
  for await (const event of readGenerationEvents(response)) {
    if (event.event === "delta") {
      tokens += 1;
      firstToken ||= performance.now() - started;
    } else if (event.event === "error") {
      throw new Error(`${event.data.code}: ${event.data.message}`);
    }
  }
  return { firstToken, total: performance.now() - started, tokens };
};

const startFake = async (): Promise<string> => {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/fake-openai.ts", String(port)], {
    cwd: repoRoot,
    env: { ...process.env, FAKE_OPENAI_DELAY_MS: String(TOKEN_DELAY_MS) },
    stdio: ["ignore", "ignore", "inherit"],
  });
  cleanups.push({
    label: "stop the fake model server",
    run: async () => void (child.exitCode === null && child.kill("SIGTERM") && (await once(child, "exit"))),
  });
  const baseUrl = `http://127.0.0.1:${port}/v1`;
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (
      await fetch(`${baseUrl}/models`).then(
        (response) => response.ok,
        () => false,
      )
    ) {
      const reply = Array.from({ length: TOKENS }, (_, index) => `token${index}`).join(" ");
      await fetch(`${baseUrl.replace(/\/v1$/, "")}/__control`, { method: "POST", body: JSON.stringify({ reply }) });
      return baseUrl;
    }
    await sleep(50);
  }
  throw new Error("the fake model server did not start");
};

const offlinePostLatency = (): number[] => {
  const notes = [
    "Most small teams track expenses too late, and the books become a scramble every quarter.",
    "Start with a clear monthly budget that names every fixed cost.",
    "Track every expense weekly, not at the end of the quarter.",
    "Avoid mixing personal and business accounts, even for small purchases.",
    "We helped three hundred founders save four hours a month by matching receipts automatically.",
    "Review your subscriptions every quarter and cancel the ones nobody opened.",
    "Keep a short list of questions for your accountant and send it before the deadline.",
  ];
  const times: number[] = [];
  for (let run = 0; run < RUNS + 3; run += 1) {
    // A different text each run, so the parse cache never answers.
    const input = [
      ...notes.slice(run % notes.length),
      ...notes.slice(0, run % notes.length),
      `Run ${run} adds one more note about invoices.`,
    ].join(" ");
    const started = performance.now();
    runOffline({
      kind: "social-post",
      input: { category: "tips-and-tricks", topic: `bookkeeping ${run}`, input, length: 60 },
      brand: null,
    });
    if (run >= 3) {
      times.push(performance.now() - started);
    }
  }
  return times;
};

try {
  const fakeUrl = await startFake();
  const dataDir = mkdtempSync(path.join(tmpdir(), "wordloom-bench-generation-"));
  cleanups.push({ label: "remove the data folder", run: () => rmSync(dataDir, { recursive: true, force: true }) });
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    RUN_WORKERS: "false",
    WARM_CHECKS: "false",
    LLM_PROVIDER: "openai-compatible",
    LLM_BASE_URL: fakeUrl,
    LLM_MODEL: "fake-model",
  });
  const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const databaseName = `wordloom_bench_generation_${Date.now()}`;
  await createDatabase(adminUrl, databaseName);
  cleanups.push({ label: "drop the bench database", run: () => dropDatabase(adminUrl, databaseName) });
  const database = openDatabase({ databaseUrl: withDatabase(adminUrl, databaseName), pgliteDir: "memory://", poolSize: 5 });
  const { app, ctx } = await buildApp({ config, database, logger: false });
  cleanups.push({
    label: "close the app",
    run: async () => {
      await app.close();
      await database.close();
    },
  });
  const appUrl = await app.listen({ port: 0, host: "127.0.0.1" });
  const { user, headers } = await buildUser(ctx);
  await setFeatureUsage(ctx.db, user.id, "GenerateLLMBlog", { allowedUsage: 1_000_000 });
  const messages = [
    { role: "system", content: "You write blog posts." },
    { role: "user", content: "Write a blog post about remote work for small teams." },
  ];

  console.log(
    `Generation bench: ${RUNS} runs, ${TOKENS}-token replies, ${TOKEN_DELAY_MS} ms between tokens; load average ${loadavg()[0]?.toFixed(1)}.`,
  );
  for (let warm = 0; warm < 3; warm += 1) {
    await timeDirect(fakeUrl, messages);
    await timeRoute(appUrl, headers.authorization);
  }
  const direct: Timing[] = [];
  const routed: Timing[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    direct.push(await timeDirect(fakeUrl, messages));
    routed.push(await timeRoute(appUrl, headers.authorization));
  }
  const tokens = median(routed.map((timing) => timing.tokens));
  if (tokens !== TOKENS || median(direct.map((timing) => timing.tokens)) !== TOKENS) {
    throw new Error(`expected ${TOKENS} tokens, got ${tokens}`);
  }
  const firstDirect = median(direct.map((timing) => timing.firstToken));
  const firstRouted = median(routed.map((timing) => timing.firstToken));
  const totalDirect = median(direct.map((timing) => timing.total));
  const totalRouted = median(routed.map((timing) => timing.total));
  const addedFirst = firstRouted - firstDirect;
  const addedPerToken = (totalRouted - totalDirect - addedFirst) / tokens;
  const offline = offlinePostLatency();

  console.log("");
  console.log("| Measure | Direct to the fake | Through /api/ai/generate/blog | Added | Target |");
  console.log("|---|---|---|---|---|");
  console.log(`| Time to first token (median) | ${ms(firstDirect)} | ${ms(firstRouted)} | ${ms(addedFirst)} | ≤ 20 ms |`);
  console.log(`| Whole stream, ${tokens} tokens (median) | ${ms(totalDirect)} | ${ms(totalRouted)} | ${ms(totalRouted - totalDirect)} | |`);
  console.log(`| Added latency per token | | | ${ms(addedPerToken)} | ≤ 1 ms |`);
  console.log(`| Offline engine, social post (median / p95) | | ${ms(median(offline))} / ${ms(p95(offline))} | | ≤ 50 ms |`);
} finally {
  await cleanUp();
}
