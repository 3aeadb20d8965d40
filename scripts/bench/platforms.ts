// `npm run bench:platforms`: (a) what every publish pays before it calls a platform — sealed tokens
// opened and the refresh-needed check — per call (target ≤ 1 ms), and (b) one publish per provider
// with publishing (X, Facebook, LinkedIn, Instagram, Medium) end to end against the fake platform server
// started in this process: link, upload a small image, create the post. Prints ms per provider.
//
// Environment: BENCH_TOKEN_CALLS (default 20000), BENCH_PUBLISH_RUNS (default 6: the first is cold).
import os from "node:os";
import { loadConfig } from "../../server/src/config";
import { systemClock } from "../../server/src/clock";
import { buildSocialRuntime } from "../../server/src/domains/social-accounts/social-runtime";
import { startFakePlatforms } from "../fake-platforms/server";
import { measurePublishing } from "./platform-publish";
import { measureTokenCheck } from "./platform-token-check";
import { intFromEnv } from "./run-support";

const PUBLIC_BASE_URL = "http://127.0.0.1:5173";
const tokenCalls = intFromEnv("BENCH_TOKEN_CALLS", 20_000, 100);
const publishRuns = intFromEnv("BENCH_PUBLISH_RUNS", 6, 2);

const fake = await startFakePlatforms(0);
try {
  const config = loadConfig({
    ...process.env,
    PLATFORMS_BASE: fake.baseUrl,
    PUBLIC_BASE_URL,
    APP_SECRET: "bench-platforms-app-secret-of-32-characters-or-more",
    X_CLIENT_ID: "bench-x",
    FACEBOOK_CLIENT_ID: "bench-meta-app",
    FACEBOOK_CLIENT_SECRET: "bench-meta-secret",
    INSTAGRAM_CLIENT_ID: "bench-meta-app",
    INSTAGRAM_CLIENT_SECRET: "bench-meta-secret",
    LINKEDIN_CLIENT_ID: "bench-linkedin",
    LINKEDIN_CLIENT_SECRET: "bench-linkedin-secret",
    YOUTUBE_CLIENT_ID: "bench-google",
    YOUTUBE_CLIENT_SECRET: "bench-google-secret",
    GMAIL_CLIENT_ID: "bench-google",
    GMAIL_CLIENT_SECRET: "bench-google-secret",
  });
  const runtime = buildSocialRuntime(config, systemClock);
  // Medium links with the user's integration token: one the fake server knows.
  const mediumToken = "bench-medium-integration-token-0123456789abcdef";
  fake.registerToken("medium", mediumToken);
  const tokenFor = (platform: string) => (platform === "medium" ? mediumToken : undefined);
  console.log(`Node ${process.version}, ${os.cpus().length} cores, load ${os.loadavg()[0]?.toFixed(1)}\n`);

  const token = measureTokenCheck(runtime.cipher, tokenCalls);
  console.log("(a) per publish: open access + refresh + Page token (AES-256-GCM) and the refresh-needed check");
  console.log(
    `    ${token.calls.toLocaleString()} calls: median ${(token.median * 1000).toFixed(1)} µs, p95 ${(token.p95 * 1000).toFixed(1)} µs (target ≤ 1 ms) ${token.p95 <= 1 ? "ok" : "MISSED"}\n`,
  );

  console.log(
    `(b) one post per provider (an image; YouTube a 600 KB video; Gmail a mail with it attached) against the fake server (${publishRuns} runs; link = consent → code → profile → targets, Medium: token check → profile)`,
  );
  console.log("provider    link (median)   first publish   publish (median of the rest)");
  console.log("----------  -------------   -------------   ----------------------------");
  for (const row of await measurePublishing(runtime, PUBLIC_BASE_URL, publishRuns, tokenFor)) {
    console.log(
      `${row.platform.padEnd(10)}  ${`${row.linkMs.toFixed(1)} ms`.padStart(13)}   ${`${row.firstPublishMs.toFixed(1)} ms`.padStart(13)}   ${`${row.publishMs.toFixed(1)} ms`.padStart(12)}`,
    );
  }
  const posted = fake.posts();
  console.log(`\nThe fake server kept ${posted.length} posts (${[...new Set(posted.map((post) => post.platform))].join(", ")}).`);
} finally {
  await fake.close();
}
