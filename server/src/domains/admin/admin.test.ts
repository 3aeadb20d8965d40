import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ApiError, ErrorBodySchema, ERROR_MESSAGES, type ErrorCode } from "@wordloom/shared/api";
import { defaultAllowance, FEATURES } from "@wordloom/shared/rules";
import { ManualClock } from "../../clock";
import { admins } from "../account/users.tables";
import { featureUsage } from "../account/feature-usage.tables";
import { seedAdmin } from "./seed-admin";
import { buildAdmin, buildUser, TEST_PASSWORD } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";

const ADMIN_EMAIL = `root-${randomUUID().slice(0, 8)}@example.test`;
const ADMIN_PASSWORD = "seeded admin password";

const clock = new ManualClock();
const app = await createTestApp({ clock, env: { ADMIN_EMAIL, ADMIN_PASSWORD } });

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

/** A fresh admin session for one test. */
const adminClient = async () => app.clientFor((await buildAdmin(app.ctx)).accessToken);

describe("seeded admin and admin sign-in", () => {
  it("seeds the admin from ADMIN_EMAIL/ADMIN_PASSWORD and lets it sign in", async () => {
    const result = await app.client.adminSignIn({ body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(result.admin.email).toBe(ADMIN_EMAIL);
    expect(result.accessToken).toMatch(/^wl_adm_/);
    expect(new Date(result.accessTokenExpiresAt).getTime()).toBeGreaterThan(clock.now().getTime());

    const me = await app.clientFor(result.accessToken).adminMe();
    expect(me).toEqual(result.admin);
  });

  it("accepts the admin e-mail in another letter case", async () => {
    const result = await app.client.adminSignIn({ body: { email: ` ${ADMIN_EMAIL.toUpperCase()} `, password: ADMIN_PASSWORD } });
    expect(result.admin.email).toBe(ADMIN_EMAIL);
  });

  it("does not seed a second admin when the app starts again with the same e-mail", async () => {
    await seedAdmin({ ...app.ctx, config: { ...app.config, admin: { email: ADMIN_EMAIL, password: "a different password" } } });
    const rows = await app.ctx.db.select().from(admins).where(eq(admins.email, ADMIN_EMAIL));
    expect(rows).toHaveLength(1);
    // The existing password is kept.
    const result = await app.client.adminSignIn({ body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    expect(result.admin.id).toBe(rows[0]?.id);
  });

  it("answers a wrong password and an unknown admin with the same 401 INVALID_CREDENTIALS", async () => {
    const wrong = await expectApiError(
      app.client.adminSignIn({ body: { email: ADMIN_EMAIL, password: `${ADMIN_PASSWORD}!` } }),
      401,
      "INVALID_CREDENTIALS",
    );
    expect(wrong.message).toBe(ERROR_MESSAGES.INVALID_CREDENTIALS);
    const unknown = await expectApiError(
      app.client.adminSignIn({ body: { email: `nobody-${randomUUID()}@example.test`, password: ADMIN_PASSWORD } }),
      401,
      "INVALID_CREDENTIALS",
    );
    expect(unknown.message).toBe(wrong.message);
  });

  it("does not let a user's password open the admin side", async () => {
    const { user } = await buildUser(app.ctx);
    await expectApiError(app.client.adminSignIn({ body: { email: user.email, password: TEST_PASSWORD } }), 401, "INVALID_CREDENTIALS");
  });
});

describe("admin and user sessions are separate", () => {
  it("refuses an admin token on a user route", async () => {
    const { accessToken } = await buildAdmin(app.ctx);
    await expectApiError(app.clientFor(accessToken).me(), 401, "UNAUTHENTICATED");
    await expectApiError(app.clientFor(accessToken).accountUsage(), 401, "UNAUTHENTICATED");
    // The token itself is live: it opens the admin side.
    expect((await app.clientFor(accessToken).adminMe()).id).toBeTruthy();
  });

  it("refuses a user token on every admin route", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const asUser = app.clientFor(accessToken);
    await expectApiError(asUser.adminMe(), 401, "UNAUTHENTICATED");
    await expectApiError(asUser.adminListUsers(), 401, "UNAUTHENTICATED");
    await expectApiError(asUser.adminUpdateUser({ params: { id: user.id }, body: { subscriptionType: "gold" } }), 401, "UNAUTHENTICATED");
    await expectApiError(asUser.adminSignOut(), 401, "UNAUTHENTICATED");
    // The user did not manage to upgrade themselves, and the token still works where it belongs.
    expect((await asUser.me()).subscriptionType).toBe("basic");
  });

  it("refuses admin routes without a token", async () => {
    await expectApiError(app.client.adminMe(), 401, "UNAUTHENTICATED");
    await expectApiError(app.client.adminListUsers(), 401, "UNAUTHENTICATED");
    await expectApiError(
      app.client.adminUpdateUser({ params: { id: randomUUID() }, body: { userRole: "SuperAdmin" } }),
      401,
      "UNAUTHENTICATED",
    );
    const response = await app.app.inject({ method: "GET", url: "/api/admin/users", headers: { authorization: "Bearer wl_adm_garbage" } });
    expect(response.statusCode).toBe(401);
    expect(ErrorBodySchema.parse(response.json()).error.code).toBe("UNAUTHENTICATED");
  });
});

describe("GET /api/admin/users", () => {
  /** Three users sharing a marker, created one second apart (oldest first). */
  const buildMarkedUsers = async (marker: string) => {
    const created = [];
    for (let index = 1; index <= 3; index += 1) {
      created.push(await buildUser(app.ctx, { email: `list-${marker}-${index}@example.test`, fname: `Marked${index}` }));
      clock.advance(1000);
    }
    return created.map(({ user }) => user);
  };

  it("pages through matching users, newest first", async () => {
    const marker = randomUUID().slice(0, 12);
    const [oldest, middle, newest] = await buildMarkedUsers(marker);
    const admin = await adminClient();

    const first = await admin.adminListUsers({ query: { q: marker, page: 1, limit: 2 } });
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2 });
    expect(first.items.map((user) => user.id)).toEqual([newest?.id, middle?.id]);

    const second = await admin.adminListUsers({ query: { q: marker, page: 2, limit: 2 } });
    expect(second).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(second.items.map((user) => user.id)).toEqual([oldest?.id]);

    const beyond = await admin.adminListUsers({ query: { q: marker, page: 3, limit: 2 } });
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(3);
  });

  it("uses page 1 and limit 20 by default and never shows password hashes", async () => {
    const { user } = await buildUser(app.ctx);
    const { accessToken } = await buildAdmin(app.ctx);
    const response = await app.app.inject({ method: "GET", url: "/api/admin/users", headers: { authorization: `Bearer ${accessToken}` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toMatch(/password/i);
    expect(response.body).not.toContain("$argon2");
    const list = await app.clientFor(accessToken).adminListUsers();
    expect(list.page).toBe(1);
    expect(list.limit).toBe(20);
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.items.length).toBe(Math.min(list.total, 20));
    // Other test files may share the database, so find this user by e-mail rather than position.
    const found = await app.clientFor(accessToken).adminListUsers({ query: { q: user.email } });
    expect(found).toMatchObject({ total: 1, page: 1, limit: 20 });
    expect(found.items[0]?.id).toBe(user.id);
  });

  it("filters by an e-mail substring, case-insensitively", async () => {
    const marker = randomUUID().slice(0, 12);
    const [one, two] = await buildMarkedUsers(marker);
    const unrelated = await buildUser(app.ctx);
    const admin = await adminClient();

    const byEmail = await admin.adminListUsers({ query: { q: `${marker}-2@` } });
    expect(byEmail.total).toBe(1);
    expect(byEmail.items.map((user) => user.id)).toEqual([two?.id]);

    const upperCase = await admin.adminListUsers({ query: { q: `LIST-${marker.toUpperCase()}-1` } });
    expect(upperCase.items.map((user) => user.id)).toEqual([one?.id]);

    const all = await admin.adminListUsers({ query: { q: marker, limit: 100 } });
    expect(all.total).toBe(3);
    expect(all.items.every((user) => user.email.includes(marker))).toBe(true);
    expect(all.items.map((user) => user.id)).not.toContain(unrelated.user.id);
  });

  it("filters by name too", async () => {
    const marker = `Zq${randomUUID().slice(0, 8)}`;
    const { user } = await buildUser(app.ctx, { lname: `Surname${marker}` });
    const list = await (await adminClient()).adminListUsers({ query: { q: marker.toLowerCase() } });
    expect(list.items.map((item) => item.id)).toEqual([user.id]);
  });

  it("treats LIKE wildcards in the search literally", async () => {
    const marker = randomUUID().slice(0, 12);
    await buildMarkedUsers(marker);
    const admin = await adminClient();
    expect((await admin.adminListUsers({ query: { q: `${marker}%` } })).total).toBe(0);
    expect((await admin.adminListUsers({ query: { q: `list_${marker}` } })).total).toBe(0);
  });

  it("refuses limit=0, a limit above 100 and page=0 with 400", async () => {
    const admin = await adminClient();
    const zero = await expectApiError(admin.adminListUsers({ query: { limit: 0 } }), 400, "VALIDATION_FAILED");
    expect(Object.keys(zero.fieldIssues)).toContain("querystring.limit");
    await expectApiError(admin.adminListUsers({ query: { limit: 101 } }), 400, "VALIDATION_FAILED");
    await expectApiError(admin.adminListUsers({ query: { page: 0 } }), 400, "VALIDATION_FAILED");
  });
});

describe("PATCH /api/admin/users/:id", () => {
  it("adds the legal add-on, which turns on the user's legal flags", async () => {
    const target = await buildUser(app.ctx);
    const asUser = app.clientFor(target.accessToken);
    expect((await asUser.me()).flags.legal_feature).toBe(false);

    const updated = await (await adminClient()).adminUpdateUser({ params: { id: target.user.id }, body: { addons: ["legal"] } });
    expect(updated.addons).toEqual(["legal"]);
    expect(updated.flags.legal_feature).toBe(true);

    const me = await asUser.me();
    expect(me.addons).toEqual(["legal"]);
    expect(me.flags.legal_feature).toBe(true);
    expect(me.flags.citation_legal_available).toBe(true);
    // Other plan fields are untouched.
    expect(me.subscriptionType).toBe("basic");
    expect(me.selectedProduct).toBe("writing");
  });

  it("upgrades to gold, which moves every allowance to the gold values", async () => {
    const target = await buildUser(app.ctx);
    const asUser = app.clientFor(target.accessToken);
    const before = await asUser.accountUsage();
    for (const usage of before.features) {
      expect(usage.allowedUsage).toBe(defaultAllowance(usage.feature, "basic"));
    }
    // A feature already in use keeps its count and takes the new allowance.
    await app.ctx.db
      .insert(featureUsage)
      .values({ userId: target.user.id, feature: "Grammar", allowedUsage: defaultAllowance("Grammar", "basic"), usageCount: 7 });

    const updated = await (await adminClient()).adminUpdateUser({ params: { id: target.user.id }, body: { subscriptionType: "gold" } });
    expect(updated.subscriptionType).toBe("gold");

    const after = await asUser.accountUsage();
    expect(after.features.map((usage) => usage.feature)).toEqual([...FEATURES]);
    for (const usage of after.features) {
      expect(usage.allowedUsage, usage.feature).toBe(defaultAllowance(usage.feature, "gold"));
    }
    expect(after.features.find((usage) => usage.feature === "Grammar")?.usageCount).toBe(7);
    const [grammar] = await app.ctx.db
      .select()
      .from(featureUsage)
      .where(and(eq(featureUsage.userId, target.user.id), eq(featureUsage.feature, "Grammar")));
    expect(grammar?.allowedUsage).toBe(defaultAllowance("Grammar", "gold"));
    expect(defaultAllowance("Grammar", "gold")).not.toBe(defaultAllowance("Grammar", "basic"));
  });

  it("sets the role to TeamAdmin and the account type", async () => {
    const target = await buildUser(app.ctx);
    const updated = await (
      await adminClient()
    ).adminUpdateUser({
      params: { id: target.user.id },
      body: { userRole: "TeamAdmin", accountType: "corporate" },
    });
    expect(updated.userRole).toBe("TeamAdmin");
    expect(updated.accountType).toBe("corporate");
    const me = await app.clientFor(target.accessToken).me();
    expect(me.userRole).toBe("TeamAdmin");
    expect(me.accountType).toBe("corporate");
  });

  it("sets and clears the subscription end date", async () => {
    const target = await buildUser(app.ctx);
    const admin = await adminClient();
    const validTo = "2027-01-31T00:00:00.000Z";
    expect(
      (await admin.adminUpdateUser({ params: { id: target.user.id }, body: { subscriptionValidTo: validTo } })).subscriptionValidTo,
    ).toBe(validTo);
    expect(
      (await admin.adminUpdateUser({ params: { id: target.user.id }, body: { subscriptionValidTo: null } })).subscriptionValidTo,
    ).toBeNull();
  });

  it("answers 404 NOT_FOUND for an unknown user", async () => {
    await expectApiError(
      (await adminClient()).adminUpdateUser({ params: { id: randomUUID() }, body: { subscriptionType: "gold" } }),
      404,
      "NOT_FOUND",
    );
  });

  it("answers 400 for an id that is not a uuid", async () => {
    const error = await expectApiError(
      (await adminClient()).adminUpdateUser({ params: { id: "abc" }, body: { subscriptionType: "gold" } }),
      400,
      "VALIDATION_FAILED",
    );
    expect(Object.keys(error.fieldIssues)).toContain("params.id");
  });

  it("answers 400 for an empty body, unknown values and unknown fields", async () => {
    const target = await buildUser(app.ctx);
    const admin = await adminClient();
    await expectApiError(admin.adminUpdateUser({ params: { id: target.user.id }, body: {} }), 400, "VALIDATION_FAILED");

    const { accessToken } = await buildAdmin(app.ctx);
    const patch = (payload: unknown) =>
      app.app.inject({
        method: "PATCH",
        url: `/api/admin/users/${target.user.id}`,
        headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
    for (const payload of [
      { subscriptionType: "platinum" },
      { addons: ["everything"] },
      { userRole: "Owner" },
      { email: "x@example.test" },
    ]) {
      const response = await patch(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(ErrorBodySchema.parse(response.json()).error.code).toBe("VALIDATION_FAILED");
    }
    // Nothing changed.
    const me = await app.clientFor(target.accessToken).me();
    expect(me).toMatchObject({ subscriptionType: "basic", addons: [], userRole: "Member", email: target.user.email });
  });
});

describe("PATCH /api/admin/users/:id subscription product", () => {
  it("moves the user's flags to the new product's", async () => {
    const target = await buildUser(app.ctx, { subscriptionProduct: "writing" });
    const updated = await (
      await adminClient()
    ).adminUpdateUser({ params: { id: target.user.id }, body: { subscriptionProduct: "content" } });
    expect(updated.subscriptionProduct).toBe("content");
    expect(updated.flags.show_Campaign_Nav).toBe(true);
    expect(updated.flags.show_Writing_Nav).toBe(false);
    expect((await app.clientFor(target.accessToken).me()).flags.gen_social_post).toBe(true);
  });
});

describe("admin sessions", () => {
  it("ends the admin session on sign-out", async () => {
    const { accessToken } = await app.client.adminSignIn({ body: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });
    const other = await buildAdmin(app.ctx);
    const asAdmin = app.clientFor(accessToken);
    expect((await asAdmin.adminMe()).email).toBe(ADMIN_EMAIL);

    expect(await asAdmin.adminSignOut()).toEqual({ ok: true });

    await expectApiError(asAdmin.adminMe(), 401, "UNAUTHENTICATED");
    await expectApiError(asAdmin.adminListUsers(), 401, "UNAUTHENTICATED");
    // Another admin session is not affected.
    expect((await app.clientFor(other.accessToken).adminMe()).id).toBe(other.admin.id);
  });

  it("expires an admin session after eight hours", async () => {
    const { accessToken, admin } = await buildAdmin(app.ctx);
    clock.advance(8 * 60 * 60 * 1000 - 1000);
    expect((await app.clientFor(accessToken).adminMe()).id).toBe(admin.id);
    clock.advance(2000);
    await expectApiError(app.clientFor(accessToken).adminMe(), 401, "UNAUTHENTICATED");
  });
});
