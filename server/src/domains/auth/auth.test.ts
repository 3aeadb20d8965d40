import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ApiError, ErrorBodySchema, ERROR_MESSAGES, type ApiClient, type ErrorCode } from "@wordloom/shared/api";
import { AuthResultSchema, type AuthResult } from "@wordloom/shared/model";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import { buildUser, TEST_PASSWORD } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { REFRESH_GRACE_SECONDS } from "./rotate-refresh-token";

const clock = new ManualClock();
const app = await createTestApp({ clock });
/** A second app whose auth routes allow only three attempts per window. */
const limited = await createTestApp({ env: { AUTH_RATE_LIMIT_MAX: "3" } });
/** A third app where only the per-address limits are low: three sign-ins and two sign-ups per address. */
const addressClock = new ManualClock();
const byAddress = await createTestApp({
  clock: addressClock,
  env: { SIGNIN_ADDRESS_RATE_LIMIT_MAX: "3", SIGNUP_ADDRESS_RATE_LIMIT_MAX: "2" },
});

const PASSWORD = "a perfectly fine password";

/** A fresh e-mail per call: rate-limit counters and users may be shared with other test files. */
const uniqueEmail = (label = "auth") => `${label}-${randomUUID()}@example.test`;

/** Awaits a call that must fail and returns its ApiError after checking status and code. */
const expectApiError = async (call: Promise<unknown>, status: number, code: ErrorCode): Promise<ApiError> => {
  let caught: unknown;
  try {
    await call;
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ApiError);
  const apiError = caught as ApiError;
  expect({ status: apiError.status, code: apiError.code }).toEqual({ status, code });
  return apiError;
};

const signUp = (email: string = uniqueEmail()): Promise<AuthResult> =>
  app.client.signUp({ body: { email, password: PASSWORD, fname: "Grace", lname: "Hopper" } });

const signIn = (email: string, password: string = PASSWORD): Promise<AuthResult> => app.client.signIn({ body: { email, password } });

/** Whether an access token currently opens GET /api/me. */
const accessWorks = async (accessToken: string): Promise<boolean> => {
  try {
    await app.clientFor(accessToken).me();
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && error.code === "UNAUTHENTICATED") {
      return false;
    }
    throw error;
  }
};

const postJson = (url: string, payload: unknown) =>
  app.app.inject({ method: "POST", url, headers: { "content-type": "application/json" }, payload: JSON.stringify(payload) });

describe("POST /api/auth/signup", () => {
  it("creates a basic writing account and answers 201 with the user and tokens", async () => {
    const email = uniqueEmail("New.Person");
    const response = await postJson("/api/auth/signup", {
      email: `  ${email.toUpperCase()} `,
      password: PASSWORD,
      fname: "Grace",
      lname: "Hopper",
    });

    expect(response.statusCode).toBe(201);
    const result = AuthResultSchema.parse(response.json());
    expect(result.user).toMatchObject({
      email: email.toLowerCase(),
      fname: "Grace",
      lname: "Hopper",
      selectedProduct: "writing",
      subscriptionType: "basic",
      accountType: "individual",
      userRole: "Member",
      addons: [],
      handle: null,
    });
    expect(result.user.flags).toEqual(
      computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: [] }),
    );
    expect(result.user.flags.show_Writing_Nav).toBe(true);
    expect(result.accessToken).toMatch(/^wl_at_/);
    expect(result.refreshToken).toMatch(/^wl_rt_/);
    expect(result.accessToken).not.toBe(result.refreshToken);
    expect(new Date(result.accessTokenExpiresAt).getTime()).toBe(clock.now().getTime() + app.config.accessTokenTtlSeconds * 1000);

    const me = await app.clientFor(result.accessToken).me();
    expect(me.id).toBe(result.user.id);
    expect(me.email).toBe(email.toLowerCase());
  });

  it("never sends the password or its hash", async () => {
    const response = await postJson("/api/auth/signup", { email: uniqueEmail(), password: PASSWORD, fname: "Grace", lname: "Hopper" });
    expect(response.statusCode).toBe(201);
    const text = response.body;
    expect(text).not.toMatch(/password/i);
    expect(text).not.toContain("$argon2");
    expect(text).not.toContain(PASSWORD);
    const payload = response.json<{ user: Record<string, unknown> }>();
    expect(Object.keys(payload.user)).not.toContain("passwordHash");
  });

  it("refuses an e-mail that is already taken, in any letter case, with 409 EMAIL_TAKEN", async () => {
    const email = uniqueEmail("taken");
    await signUp(email);

    const same = await expectApiError(signUp(email), 409, "EMAIL_TAKEN");
    expect(same.message).toBe(ERROR_MESSAGES.EMAIL_TAKEN);
    await expectApiError(signUp(email.toUpperCase()), 409, "EMAIL_TAKEN");
  });

  it("lets exactly one of two simultaneous sign-ups with the same e-mail through", async () => {
    const email = uniqueEmail("race");
    const outcomes = await Promise.allSettled([signUp(email), signUp(email.toUpperCase())]);
    const created = outcomes.filter((outcome) => outcome.status === "fulfilled");
    const refused = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as unknown] : []));
    expect(created).toHaveLength(1);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBeInstanceOf(ApiError);
    expect(refused[0]).toMatchObject({ status: 409, code: "EMAIL_TAKEN" });
  });

  it("refuses a 7-character password with 400 VALIDATION_FAILED naming the field", async () => {
    const error = await expectApiError(
      app.client.signUp({ body: { email: uniqueEmail(), password: "1234567", fname: "Grace", lname: "Hopper" } }),
      400,
      "VALIDATION_FAILED",
    );
    const details = error.details as { issues: { path: (string | number)[]; message: string }[] };
    expect(details.issues.map((issue) => issue.path)).toContainEqual(["body", "password"]);
    expect(error.fieldIssues["body.password"]).toMatch(/at least 8/);
  });

  it("accepts a password of exactly 8 characters that is hard to guess", async () => {
    const result = await app.client.signUp({ body: { email: uniqueEmail(), password: "qv7#Lr2w", fname: "Grace", lname: "Hopper" } });
    expect(result.user.subscriptionType).toBe("basic");
  });

  it.each([
    ["a common password", "12345678", /too easy to guess\. This is a heavily used password/],
    ["the e-mail address", "EMAIL", /cannot be your e-mail address or your name/],
    ["the name", "Grace Hopper", /cannot be your e-mail address or your name/],
    ["8 spaces", "        ", /at least 8 characters besides spaces/],
    ["8 NULs", "\u0000".repeat(8), /./],
    ["a tab among letters", "correct\thorse battery", /control characters/],
  ])("refuses %s as a password with 400 naming the field and saying why, and creates no account", async (_label, password, why) => {
    const email = uniqueEmail("weak");
    const error = await expectApiError(
      app.client.signUp({ body: { email, password: password === "EMAIL" ? email : password, fname: "Grace", lname: "Hopper" } }),
      400,
      "VALIDATION_FAILED",
    );
    expect(error.fieldIssues["body.password"]).toMatch(why);
    // No account exists: a sign-in with a well-formed password for that e-mail is refused as unknown.
    await expectApiError(signIn(email, PASSWORD), 401, "INVALID_CREDENTIALS");
  });

  it("refuses a body without fname", async () => {
    const response = await postJson("/api/auth/signup", { email: uniqueEmail(), password: PASSWORD, lname: "Hopper" });
    expect(response.statusCode).toBe(400);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe("VALIDATION_FAILED");
    expect(JSON.stringify(body.error.details)).toContain("fname");
  });

  it("refuses an invalid e-mail address", async () => {
    const response = await postJson("/api/auth/signup", { email: "not-an-email", password: PASSWORD, fname: "Grace", lname: "Hopper" });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("refuses unknown extra fields", async () => {
    const email = uniqueEmail();
    const response = await postJson("/api/auth/signup", {
      email,
      password: PASSWORD,
      fname: "Grace",
      lname: "Hopper",
      subscriptionType: "gold",
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
    // Nothing was created: the same e-mail can still sign up.
    const created = await signUp(email);
    expect(created.user.subscriptionType).toBe("basic");
  });

  it("answers malformed JSON with 400, not 500", async () => {
    const response = await app.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: '{"email": "broken@example.test", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("BAD_REQUEST");
  });

  it("answers an empty JSON body with 400, not 500", async () => {
    const response = await app.app.inject({
      method: "POST",
      url: "/api/auth/signup",
      headers: { "content-type": "application/json" },
      payload: "",
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorBodySchema.parse(response.json()).error.code).toMatch(/^(BAD_REQUEST|VALIDATION_FAILED)$/);
  });

  it.each(["application/xml", "text/plain", "application/x-www-form-urlencoded"])(
    "answers content-type %s with 415, not 500",
    async (contentType) => {
      const response = await app.app.inject({
        method: "POST",
        url: "/api/auth/signup",
        headers: { "content-type": contentType },
        payload: JSON.stringify({ email: uniqueEmail(), password: PASSWORD, fname: "Grace", lname: "Hopper" }),
      });
      expect(response.statusCode).toBe(415);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    },
  );
});

describe("POST /api/auth/signin", () => {
  it("signs in with the right password, case-insensitively on the e-mail", async () => {
    const email = uniqueEmail();
    const created = await signUp(email);

    const result = await signIn(email.toUpperCase());
    expect(result.user.id).toBe(created.user.id);
    expect(result.accessToken).not.toBe(created.accessToken);
    expect(result.refreshToken).not.toBe(created.refreshToken);
    expect((await app.clientFor(result.accessToken).me()).id).toBe(created.user.id);
  });

  it("signs in a factory user", async () => {
    const { user } = await buildUser(app.ctx);
    const result = await signIn(user.email, TEST_PASSWORD);
    expect(result.user.id).toBe(user.id);
  });

  it("answers a wrong password and an unknown e-mail with the same 401 INVALID_CREDENTIALS", async () => {
    const email = uniqueEmail();
    await signUp(email);

    const wrongPassword = await expectApiError(signIn(email, `${PASSWORD}!`), 401, "INVALID_CREDENTIALS");
    const unknownEmail = await expectApiError(signIn(uniqueEmail("nobody")), 401, "INVALID_CREDENTIALS");
    expect(wrongPassword.message).toBe(ERROR_MESSAGES.INVALID_CREDENTIALS);
    expect(unknownEmail.message).toBe(wrongPassword.message);
    expect(unknownEmail.details).toEqual(wrongPassword.details);
  });

  it("refuses an empty password with 400", async () => {
    await expectApiError(app.client.signIn({ body: { email: uniqueEmail(), password: "" } }), 400, "VALIDATION_FAILED");
  });
});

describe("POST /api/auth/refresh", () => {
  it("rotates: the new tokens work and the old refresh token does not", async () => {
    const first = await signUp();

    const second = await app.client.refresh({ body: { refreshToken: first.refreshToken } });
    expect(second.user.id).toBe(first.user.id);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(await accessWorks(second.accessToken)).toBe(true);

    const third = await app.client.refresh({ body: { refreshToken: second.refreshToken } });
    expect(await accessWorks(third.accessToken)).toBe(true);
  });

  it("treats a reused refresh token as stolen: 401 and the whole session family is revoked", async () => {
    const email = uniqueEmail("reuse");
    const deviceA = await signUp(email);
    const deviceB = await signIn(email);

    const rotated = await app.client.refresh({ body: { refreshToken: deviceA.refreshToken } });
    expect(await accessWorks(rotated.accessToken)).toBe(true);

    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    const reuse = await expectApiError(app.client.refresh({ body: { refreshToken: deviceA.refreshToken } }), 401, "UNAUTHENTICATED");
    expect(reuse.message).toMatch(/sign in again/i);

    // Everything issued in that session stops working.
    expect(await accessWorks(rotated.accessToken)).toBe(false);
    expect(await accessWorks(deviceA.accessToken)).toBe(false);
    await expectApiError(app.client.refresh({ body: { refreshToken: rotated.refreshToken } }), 401, "UNAUTHENTICATED");

    // The other device's session is untouched.
    expect(await accessWorks(deviceB.accessToken)).toBe(true);
    const deviceBRotated = await app.client.refresh({ body: { refreshToken: deviceB.refreshToken } });
    expect(await accessWorks(deviceBRotated.accessToken)).toBe(true);
  });

  it("answers parallel refreshes with the same token (two tabs, a retry) with one new pair and keeps the session", async () => {
    const session = await signUp();

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => app.client.refresh({ body: { refreshToken: session.refreshToken } })),
    );

    const pairs = new Set(answers.map((answer) => `${answer.accessToken} ${answer.refreshToken} ${answer.accessTokenExpiresAt}`));
    expect(pairs.size).toBe(1);
    const [pair] = answers;
    expect(pair?.refreshToken).not.toBe(session.refreshToken);
    expect(await accessWorks(pair?.accessToken ?? "")).toBe(true);
    // The new refresh token rotates normally: the session was not taken for stolen.
    const next = await app.client.refresh({ body: { refreshToken: pair?.refreshToken ?? "" } });
    expect(await accessWorks(next.accessToken)).toBe(true);
  });

  it("repeats the same pair up to the end of the grace window and revokes the family after it", async () => {
    const session = await signUp();
    const rotated = await app.client.refresh({ body: { refreshToken: session.refreshToken } });

    clock.advance(REFRESH_GRACE_SECONDS * 1000);
    const repeated = await app.client.refresh({ body: { refreshToken: session.refreshToken } });
    expect(repeated).toEqual(rotated);

    clock.advance(1000);
    await expectApiError(app.client.refresh({ body: { refreshToken: session.refreshToken } }), 401, "UNAUTHENTICATED");
    expect(await accessWorks(rotated.accessToken)).toBe(false);
    await expectApiError(app.client.refresh({ body: { refreshToken: rotated.refreshToken } }), 401, "UNAUTHENTICATED");
  });

  it("gives nothing within the grace window once the session was signed out", async () => {
    const session = await signUp();
    const rotated = await app.client.refresh({ body: { refreshToken: session.refreshToken } });
    await app.clientFor(rotated.accessToken).signOut({ body: {} });

    await expectApiError(app.client.refresh({ body: { refreshToken: session.refreshToken } }), 401, "UNAUTHENTICATED");
  });

  it("refuses an unknown refresh token and an access token presented as a refresh token", async () => {
    const session = await signUp();
    await expectApiError(app.client.refresh({ body: { refreshToken: "wl_rt_not-a-real-token" } }), 401, "UNAUTHENTICATED");
    await expectApiError(app.client.refresh({ body: { refreshToken: session.accessToken } }), 401, "UNAUTHENTICATED");
    // Neither failed attempt harmed the real session.
    expect(await accessWorks(session.accessToken)).toBe(true);
    expect(await accessWorks((await app.client.refresh({ body: { refreshToken: session.refreshToken } })).accessToken)).toBe(true);
  });

  it("refuses an empty refresh token with 400", async () => {
    await expectApiError(app.client.refresh({ body: { refreshToken: "" } }), 400, "VALIDATION_FAILED");
  });
});

describe("access-token expiry", () => {
  it("stops the access token after ACCESS_TOKEN_TTL_SECONDS while the refresh token still works", async () => {
    const session = await signUp();
    const ttlMs = app.config.accessTokenTtlSeconds * 1000;

    clock.advance(ttlMs - 1000);
    expect(await accessWorks(session.accessToken)).toBe(true);

    clock.advance(2000);
    await expectApiError(app.clientFor(session.accessToken).me(), 401, "UNAUTHENTICATED");

    const refreshed = await app.client.refresh({ body: { refreshToken: session.refreshToken } });
    expect(new Date(refreshed.accessTokenExpiresAt).getTime()).toBe(clock.now().getTime() + ttlMs);
    expect((await app.clientFor(refreshed.accessToken).me()).id).toBe(session.user.id);
  });

  it("stops the refresh token after REFRESH_TOKEN_TTL_DAYS", async () => {
    const session = await signUp();
    clock.advanceDays(app.config.refreshTokenTtlDays);
    clock.advance(1000);
    await expectApiError(app.client.refresh({ body: { refreshToken: session.refreshToken } }), 401, "UNAUTHENTICATED");
  });
});

describe("POST /api/auth/signout", () => {
  it("signs out this device only by default", async () => {
    const email = uniqueEmail("signout");
    const deviceA = await signUp(email);
    const deviceB = await signIn(email);

    const answer = await app.clientFor(deviceA.accessToken).signOut({ body: {} });
    expect(answer).toEqual({ ok: true });

    expect(await accessWorks(deviceA.accessToken)).toBe(false);
    await expectApiError(app.client.refresh({ body: { refreshToken: deviceA.refreshToken } }), 401, "UNAUTHENTICATED");
    expect(await accessWorks(deviceB.accessToken)).toBe(true);
    const rotatedB = await app.client.refresh({ body: { refreshToken: deviceB.refreshToken } });
    expect(await accessWorks(rotatedB.accessToken)).toBe(true);
  });

  it("signs out every device with allDevices: true, refresh tokens included", async () => {
    const email = uniqueEmail("signout-all");
    const deviceA = await signUp(email);
    const deviceB = await signIn(email);
    const deviceC = await signIn(email);
    const bystander = await signUp();

    await app.clientFor(deviceB.accessToken).signOut({ body: { allDevices: true } });

    for (const device of [deviceA, deviceB, deviceC]) {
      expect(await accessWorks(device.accessToken)).toBe(false);
      await expectApiError(app.client.refresh({ body: { refreshToken: device.refreshToken } }), 401, "UNAUTHENTICATED");
    }
    // Another user is not affected, and the user can sign in again.
    expect(await accessWorks(bystander.accessToken)).toBe(true);
    expect(await accessWorks((await signIn(email)).accessToken)).toBe(true);
  });

  it("requires a session", async () => {
    await expectApiError(app.client.signOut({ body: {} }), 401, "UNAUTHENTICATED");
  });
});

describe("GET /api/me authentication", () => {
  const expectUnauthenticated = async (headers: Record<string, string>) => {
    const response = await app.app.inject({ method: "GET", url: "/api/me", headers });
    expect(response.statusCode).toBe(401);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe("UNAUTHENTICATED");
    expect(body.error.message).toBe(ERROR_MESSAGES.UNAUTHENTICATED);
  };

  it("answers 401 without an authorization header", async () => {
    await expectUnauthenticated({});
  });

  it("answers 401 for a garbage token", async () => {
    await expectUnauthenticated({ authorization: "Bearer garbage" });
    await expectUnauthenticated({ authorization: "Bearer wl_at_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" });
    await expectUnauthenticated({ authorization: "Bearer " });
  });

  it("answers 401 for a valid token sent with another scheme", async () => {
    const session = await signUp();
    await expectUnauthenticated({ authorization: `Basic ${session.accessToken}` });
    await expectUnauthenticated({ authorization: session.accessToken });
    // The same token with the Bearer scheme works, so the scheme was the only problem.
    const response = await app.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${session.accessToken}` } });
    expect(response.statusCode).toBe(200);
  });

  it("answers 401 for a refresh token used as an access token", async () => {
    const session = await signUp();
    await expectUnauthenticated({ authorization: `Bearer ${session.refreshToken}` });
  });
});

describe("auth rate limit", () => {
  const attempt = (client: ApiClient, email: string) => client.signIn({ body: { email, password: "wrong password" } });

  it("answers the 4th attempt for one e-mail with 429 RATE_LIMITED and Retry-After, other e-mails still pass", async () => {
    const email = uniqueEmail("limited");
    for (let index = 0; index < 3; index += 1) {
      await expectApiError(attempt(limited.client, email), 401, "INVALID_CREDENTIALS");
    }

    const response = await limited.app.inject({
      method: "POST",
      url: "/api/auth/signin",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email, password: "wrong password" }),
    });
    expect(response.statusCode).toBe(429);
    const retryAfter = response.headers["retry-after"];
    expect(typeof retryAfter).toBe("string");
    expect(String(retryAfter)).toMatch(/^\d+$/);
    const seconds = Number(retryAfter);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(limited.config.authRateLimit.windowSeconds);
    const body = ErrorBodySchema.parse(response.json());
    expect(body.error.code).toBe("RATE_LIMITED");
    expect(body.error.message).toMatch(/try again/i);
    expect(body.error.details).toEqual({ retryAfterSeconds: seconds });

    // The typed client sees the same code; the e-mail's letter case does not get around the limit.
    await expectApiError(attempt(limited.client, email.toUpperCase()), 429, "RATE_LIMITED");

    // A different e-mail has its own counter.
    await expectApiError(attempt(limited.client, uniqueEmail("limited-other")), 401, "INVALID_CREDENTIALS");
  });
});

describe("rate limits per client address, whatever the e-mail", () => {
  /** A client address of its own per test (TEST-NET-3), so no other test's attempts count against it. */
  const freshAddress = () => `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
  const post = (url: string, remoteAddress: string, payload: unknown) =>
    byAddress.app.inject({
      method: "POST",
      url,
      remoteAddress,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(payload),
    });

  it("refuses the fourth sign-in from one address with four different e-mails, and not another address's", async () => {
    const address = freshAddress();
    for (let index = 0; index < 3; index += 1) {
      const response = await post("/api/auth/signin", address, { email: uniqueEmail("stuffing"), password: "guess-password" });
      expect(response.statusCode).toBe(401);
    }
    const refused = await post("/api/auth/signin", address, { email: uniqueEmail("stuffing"), password: "guess-password" });
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe("RATE_LIMITED");
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    // The admin sign-in counts against the same address budget.
    const admin = await post("/api/admin/auth/signin", address, { email: uniqueEmail("admin"), password: "guess-password" });
    expect(admin.statusCode).toBe(429);

    const elsewhere = await post("/api/auth/signin", `198.51.100.${Math.floor(Math.random() * 250) + 1}`, {
      email: uniqueEmail("stuffing"),
      password: "guess-password",
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it("refuses a third sign-up from one address within the window and allows it again after the window", async () => {
    const address = freshAddress();
    const body = () => ({ email: uniqueEmail("bulk"), password: PASSWORD, fname: "Bulk", lname: "Account" });
    expect((await post("/api/auth/signup", address, body())).statusCode).toBe(201);
    expect((await post("/api/auth/signup", address, body())).statusCode).toBe(201);
    const refused = await post("/api/auth/signup", address, body());
    expect(refused.statusCode).toBe(429);
    expect(ErrorBodySchema.parse(refused.json()).error.code).toBe("RATE_LIMITED");

    addressClock.advance((byAddress.config.addressRateLimits.signUp.windowSeconds + 1) * 1000);
    expect((await post("/api/auth/signup", address, body())).statusCode).toBe(201);
  });
});
