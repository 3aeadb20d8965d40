// Part (a) of `npm run bench:platforms`: what every publish pays before it calls a platform — the
// account's sealed tokens opened (access, refresh, and a Facebook Page's own token) and the
// refresh-needed check — timed call by call.
import { randomUUID } from "node:crypto";
import { openTokens } from "../../server/src/domains/social-accounts/account-tokens";
import { isRefreshDue } from "../../server/src/domains/social-accounts/refresh-tokens";
import type { SocialAccountRow } from "../../server/src/domains/social-accounts/social-accounts.tables";
import type { TokenCipher } from "../../server/src/domains/social-accounts/token-cipher";
import { percentile } from "./run-support";

const WARM_UP_CALLS = 2_000;

/** A stored account as the database gives it: realistic token lengths (X's are ~90 characters, Meta's ~200). */
const storedAccount = (cipher: TokenCipher, now: Date): { row: SocialAccountRow; pageTokenSealed: string } => ({
  row: {
    id: randomUUID(),
    ownerId: randomUUID(),
    platform: "facebook",
    platformUserId: "1234567890",
    username: "bench",
    displayName: "Bench",
    pictureUrl: null,
    isPremium: false,
    accessTokenSealed: cipher.seal(`EAAB${"x".repeat(200)}`),
    refreshTokenSealed: cipher.seal(`rt-${"y".repeat(90)}`),
    accessTokenExpiresAt: new Date(now.getTime() + 60 * 24 * 3600 * 1000),
    refreshTokenExpiresAt: null,
    scope: "pages_manage_posts",
    status: "linked",
    statusReason: null,
    linkedAt: now,
    refreshedAt: null,
    updatedAt: now,
  },
  pageTokenSealed: cipher.seal(`EAAP${"p".repeat(200)}`),
});

/** Median and p95 in milliseconds of one publish's token work, over `calls` timed calls. */
export const measureTokenCheck = (cipher: TokenCipher, calls: number) => {
  const now = new Date();
  const { row, pageTokenSealed } = storedAccount(cipher, now);
  let opened = 0;
  const once = () => {
    const tokens = openTokens(row, cipher);
    const pageToken = cipher.open(pageTokenSealed);
    const due = isRefreshDue(row, new Date());
    opened += tokens.accessToken.length + pageToken.length + (due ? 1 : 0);
  };
  for (let i = 0; i < WARM_UP_CALLS; i += 1) {
    once();
  }
  const times: number[] = [];
  for (let i = 0; i < calls; i += 1) {
    const started = performance.now();
    once();
    times.push(performance.now() - started);
  }
  if (opened === 0) {
    throw new Error("nothing was opened");
  }
  return { median: percentile(times, 0.5), p95: percentile(times, 0.95), calls };
};
