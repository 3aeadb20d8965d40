// `npm run bench:learning` (server part): one real server process (server/src/main.ts, job workers
// on) on a fresh PostgreSQL database. A learner starts a describe-a-picture exercise and submits a
// 400-word text; we time queued → evaluated: from the submit request until GET submission answers
// "evaluated" (polled every 20 ms). One cold run (the engines load), then warm runs; prints each and
// the median. Target: ≤ 1.5 s.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres),
// LEARNING_BENCH_PORT (default 3104), LEARNING_BENCH_RUNS (default 5 warm runs).
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createClient, type ApiClient } from "@wordloom/shared/api";
import { median } from "./run-support";
import { createDatabase, dropDatabase, withDatabase } from "./seed";
import { startServer } from "./server";

const repoRoot = fileURLToPath(new URL("../../", import.meta.url));
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const port = Number(process.env.LEARNING_BENCH_PORT ?? 3104);
const warmRuns = Number(process.env.LEARNING_BENCH_RUNS ?? 5);

/** A learner's 400-word description, varied per run so no cache or originality match helps. */
const SENTENCES = [
  "The picture shows a quiet park on a bright Saturday morning, and the light falls softly across the grass.",
  "On the left stands an old tree whose wide branches throw a cool shadow over a wooden bench.",
  "A young girl in a blue shirt is running along the path while her red kite climbs into the sky.",
  "Near the pond, a brown dog chases a ball and splashes through the shallow water at the edge.",
  "Two older men sit on the bench and talk about the weather, although one of them keeps looking at the kite.",
  "Behind them, a family has spread a yellow blanket on the lawn and is unpacking sandwiches and fruit.",
  "The sky is clear except for a few thin clouds that move slowly towards the hills in the distance.",
  "Because the wind is steady, the kite stays high for a long time, and the girl laughs every time it dips.",
  "Ducks swim in a line across the pond, and their small waves shine in the sunlight.",
  "A cyclist rings his bell as he passes the bench, so the dog runs back to its owner for a moment.",
  "In the middle of the scene, a tall lamp post stands beside a green sign that points to the café.",
  "The colours are fresh and cheerful: green leaves, blue water, a red kite and a yellow blanket.",
  "Everyone in the park seems relaxed, as if the whole town had decided to slow down for one day.",
  "I think the family will stay until lunch, and the girl will try to fly her kite even higher afterwards.",
];

const essay = (run: number): string => {
  const words: string[] = [];
  const paragraphs: string[] = [];
  let paragraph: string[] = [];
  for (let index = 0; words.length < 400; index += 1) {
    const sentence = SENTENCES[(index + run * 3) % SENTENCES.length] ?? "";
    paragraph.push(sentence);
    words.push(...sentence.split(/\s+/));
    if (paragraph.length === 5) {
      paragraphs.push(paragraph.join(" "));
      paragraph = [];
    }
  }
  paragraphs.push(paragraph.join(" "));
  return paragraphs.filter(Boolean).join("\n");
};

const waitEvaluated = async (client: ApiClient, id: string): Promise<string> => {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const submission = await client.getSubmission({ params: { id } });
    if (submission.status === "evaluated" || submission.status === "failed") {
      return submission.status;
    }
    if (Date.now() > deadline) {
      throw new Error("the submission was not evaluated within 60 s");
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const database = `wordloom_bench_learning_${Date.now()}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "wordloom-bench-learning-"));
await createDatabase(adminUrl, database);
const server = await startServer({
  cwd: repoRoot,
  databaseUrl: withDatabase(adminUrl, database),
  dataDir,
  port,
  env: { RUN_WORKERS: "true", AUTH_RATE_LIMIT_MAX: "100000", SIGNUP_ADDRESS_RATE_LIMIT_MAX: "100000" },
});
try {
  const anonymous = createClient({ baseUrl: server.baseUrl });
  const auth = await anonymous.signUp({
    body: { email: `bench-learning-${Date.now()}@example.test`, password: "bench password 123", fname: "Bench", lname: "Learner" },
  });
  const client = createClient({ baseUrl: server.baseUrl, getToken: () => auth.accessToken });
  const types = await client.listExerciseTypes();
  const type = types.items.find((item) => item.slug === "describe-picture");
  if (!type) {
    throw new Error("the seeded catalogue has no describe-picture type");
  }
  const times: number[] = [];
  for (let run = 0; run <= warmRuns; run += 1) {
    const picked = await client.pickExercise({ params: { id: type.id } });
    const exercise = picked.exercises[0];
    if (!exercise) {
      throw new Error("no exercise picked");
    }
    const pending = await client.createSubmission({ body: { exerciseTypeId: type.id, exerciseId: exercise.id } });
    const text = essay(run);
    const started = performance.now();
    await client.submitSubmission({ params: { id: pending.id }, body: { content: text, completeTime: 540 } });
    const status = await waitEvaluated(client, pending.id);
    const ms = performance.now() - started;
    const result = await client.getSubmission({ params: { id: pending.id } });
    console.log(
      `${run === 0 ? "cold" : `run ${run}`}: ${text.split(/\s+/).length} words, ${status}, score ${result.score ?? "-"}, queued → evaluated ${ms.toFixed(0)} ms`,
    );
    if (run > 0) {
      times.push(ms);
    }
  }
  console.log(
    `\nqueued → evaluated, 400-word submission: median ${median(times).toFixed(0)} ms over ${times.length} warm runs (target ≤ 1500 ms); ` +
      `Node ${process.version}, ${os.availableParallelism()} CPUs, load average ${os.loadavg()[0]?.toFixed(1)}`,
  );
} finally {
  await server.stop();
  await dropDatabase(adminUrl, database);
  rmSync(dataDir, { recursive: true, force: true });
}
