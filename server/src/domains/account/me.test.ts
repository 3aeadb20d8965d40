import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ApiError } from "@wordloom/shared/api";
import { createTestApp } from "../../../test/test-app";
import { buildUser } from "../../../test/factories";
import { users } from "./users.tables";
import { apiFailure as apiErrorOf } from "../../../test/api-failure";

const app = await createTestApp();

/** A handle no other test (in any file sharing the database) uses: prefix plus 10 hex digits. */
const uniqueHandle = (prefix = "h_") => `${prefix}${randomBytes(5).toString("hex")}`;

const storedUser = async (id: string) => {
  const [row] = await app.ctx.db.select().from(users).where(eq(users.id, id));
  if (!row) {
    throw new Error("user row missing");
  }
  return row;
};

describe("GET /api/me", () => {
  it("answers the signed-in user with plan and flags, never the password hash", async () => {
    const { user, accessToken } = await buildUser(app.ctx, {
      fname: "Grace",
      lname: "Hopper",
      selectedProduct: "content",
      subscriptionProduct: "content",
    });
    const me = await app.clientFor(accessToken).me();
    expect(me).toMatchObject({
      id: user.id,
      email: user.email,
      fname: "Grace",
      lname: "Hopper",
      handle: null,
      about: "",
      profilepic: null,
      userRole: "Member",
      selectedProduct: "content",
      subscriptionProduct: "content",
      subscriptionType: "basic",
      accountType: "individual",
      addons: [],
    });
    expect(me.flags.show_Campaign_Nav).toBe(true);
    expect(me.flags.show_Writing_Nav).toBe(false);
    const raw = await app.app.inject({ method: "GET", url: "/api/me", headers: { authorization: `Bearer ${accessToken}` } });
    expect(raw.body).not.toContain("passwordHash");
    expect(raw.body).not.toContain(user.passwordHash);
  });

  it("answers 401 without a token or with an unknown one", async () => {
    expect((await apiErrorOf(app.client.me())).status).toBe(401);
    const error = await apiErrorOf(app.clientFor("not-a-real-token").me());
    expect(error.status).toBe(401);
    expect(error.code).toBe("UNAUTHENTICATED");
  });
});

describe("PATCH /api/me", () => {
  it("updates names and about, trimming names", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const updated = await app
      .clientFor(accessToken)
      .updateProfile({ body: { fname: "  Grace ", lname: "\tHopper  ", about: "I write compilers." } });
    expect(updated).toMatchObject({ fname: "Grace", lname: "Hopper", about: "I write compilers." });
    const row = await storedUser(user.id);
    expect(row).toMatchObject({ fname: "Grace", lname: "Hopper", about: "I write compilers." });
    // The change is visible on the next read.
    expect(await app.clientFor(accessToken).me()).toMatchObject({ fname: "Grace", lname: "Hopper" });
  });

  it("leaves fields that are not sent unchanged", async () => {
    const { accessToken } = await buildUser(app.ctx, { fname: "Ada", lname: "Lovelace", about: "Analyst" });
    const updated = await app.clientFor(accessToken).updateProfile({ body: { lname: "Byron" } });
    expect(updated).toMatchObject({ fname: "Ada", lname: "Byron", about: "Analyst" });
  });

  it("answers the unchanged user for an empty change set", async () => {
    const { accessToken } = await buildUser(app.ctx, { fname: "Same", about: "Still here" });
    expect(await app.clientFor(accessToken).updateProfile({ body: {} })).toMatchObject({
      fname: "Same",
      about: "Still here",
      handle: null,
    });
  });

  it("refuses an empty or whitespace-only first name with 400 and a field issue", async () => {
    const { user, accessToken } = await buildUser(app.ctx, { fname: "Keep" });
    for (const fname of ["", "   "]) {
      const error = await apiErrorOf(app.clientFor(accessToken).updateProfile({ body: { fname } }));
      expect(error.status).toBe(400);
      expect(error.code).toBe("VALIDATION_FAILED");
      expect(Object.keys(error.fieldIssues)).toContain("body.fname");
    }
    expect((await storedUser(user.id)).fname).toBe("Keep");
  });

  it("refuses names and about text over their limits or with control characters", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    expect((await apiErrorOf(client.updateProfile({ body: { fname: "x".repeat(61) } }))).status).toBe(400);
    expect((await apiErrorOf(client.updateProfile({ body: { about: "x".repeat(1001) } }))).status).toBe(400);
    expect((await apiErrorOf(client.updateProfile({ body: { lname: "bad\u0000name" } }))).status).toBe(400);
    expect((await client.updateProfile({ body: { about: "x".repeat(1000) } })).about).toHaveLength(1000);
  });

  it("refuses unknown fields such as userRole, email or the plan", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    for (const payload of [
      { userRole: "SuperAdmin" },
      { email: "new@example.test" },
      { subscriptionType: "gold" },
      { addons: ["legal"] },
    ]) {
      const response = await app.app.inject({
        method: "PATCH",
        url: "/api/me",
        headers: { authorization: `Bearer ${accessToken}` },
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    }
    const row = await storedUser(user.id);
    expect(row).toMatchObject({ userRole: "Member", email: user.email, subscriptionType: "basic", addons: [] });
  });

  it("answers malformed JSON with 400 and the error shape", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const response = await app.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
      payload: "{not json",
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "BAD_REQUEST" } });
  });

  it("answers 401 without a token", async () => {
    const response = await app.app.inject({ method: "PATCH", url: "/api/me", payload: { fname: "Eve" } });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { code: "UNAUTHENTICATED" } });
  });

  it("changes the selected product; the flags stay with the subscription", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    expect((await client.me()).flags.show_Writing_Nav).toBe(true);
    const proof = await client.updateProfile({ body: { selectedProduct: "proof" } });
    expect(proof.selectedProduct).toBe("proof");
    expect(proof.flags.full_document_check).toBe(false);
    expect(proof.flags.show_Writing_Nav).toBe(true);
    expect((await storedUser(user.id)).selectedProduct).toBe("proof");
    const response = await app.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { selectedProduct: "enterprise" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    expect((await storedUser(user.id)).selectedProduct).toBe("proof");
  });
});

describe("screen names", () => {
  it("accepts letters, digits, '_' and '.' between 3 and 30 characters", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const suffix = randomBytes(4).toString("hex");
    const handles = [`A.b_${suffix}`, `${"z".repeat(22)}${suffix}`];
    expect(handles[1]).toHaveLength(30);
    for (const handle of handles) {
      expect((await client.updateProfile({ body: { handle } })).handle).toBe(handle);
    }
    // The shortest valid length, checked without claiming a three-character name in the shared database.
    expect((await client.handleAvailability({ query: { handle: suffix.slice(0, 3) } })).valid).toBe(true);
  });

  it("trims a screen name before saving it", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const handle = uniqueHandle("trim_");
    expect((await app.clientFor(accessToken).updateProfile({ body: { handle: `  ${handle} ` } })).handle).toBe(handle);
  });

  it("refuses screen names that break the rule with 400", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    for (const handle of ["ab", "x".repeat(31), "bad name!", "dash-name", "émile_x", "semi;colon", ""]) {
      const error = await apiErrorOf(client.updateProfile({ body: { handle } }));
      expect(error.status, handle).toBe(400);
      expect(error.code, handle).toBe("VALIDATION_FAILED");
      expect(Object.keys(error.fieldIssues), handle).toContain("body.handle");
    }
    expect((await storedUser(user.id)).handle).toBeNull();
  });

  it("keeps screen names unique regardless of case", async () => {
    const suffix = randomBytes(4).toString("hex");
    const taken = `Writer_One_${suffix}`;
    const other = await buildUser(app.ctx);
    await app.clientFor(other.accessToken).updateProfile({ body: { handle: taken } });

    const { user, accessToken } = await buildUser(app.ctx);
    for (const attempt of [taken, taken.toLowerCase(), taken.toUpperCase()]) {
      const error = await apiErrorOf(app.clientFor(accessToken).updateProfile({ body: { handle: attempt } }));
      expect(error.status, attempt).toBe(409);
      expect(error.code, attempt).toBe("HANDLE_TAKEN");
    }
    expect((await storedUser(user.id)).handle).toBeNull();
    expect((await storedUser(other.user.id)).handle).toBe(taken);
  });

  it("does not apply any other change of a request refused for a taken screen name", async () => {
    const taken = uniqueHandle("Taken_");
    await buildUser(app.ctx, { handle: taken });
    const { user, accessToken } = await buildUser(app.ctx, { fname: "Before" });
    const error = await apiErrorOf(app.clientFor(accessToken).updateProfile({ body: { fname: "After", handle: taken.toLowerCase() } }));
    expect(error.code).toBe("HANDLE_TAKEN");
    expect((await storedUser(user.id)).fname).toBe("Before");
  });

  it("lets a user re-save their own screen name in another case", async () => {
    const { user, accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    const handle = uniqueHandle("Mine_");
    await client.updateProfile({ body: { handle } });
    expect((await client.updateProfile({ body: { handle: handle.toUpperCase() } })).handle).toBe(handle.toUpperCase());
    expect((await client.updateProfile({ body: { handle } })).handle).toBe(handle);
    expect((await storedUser(user.id)).handle).toBe(handle);
  });

  it("clears the screen name with null, freeing it for someone else", async () => {
    const handle = uniqueHandle("clear_");
    const first = await buildUser(app.ctx);
    const firstClient = app.clientFor(first.accessToken);
    await firstClient.updateProfile({ body: { handle } });
    const cleared = await firstClient.updateProfile({ body: { handle: null } });
    expect(cleared.handle).toBeNull();
    expect((await storedUser(first.user.id)).handle).toBeNull();

    const second = await buildUser(app.ctx);
    expect((await app.clientFor(second.accessToken).updateProfile({ body: { handle: handle.toUpperCase() } })).handle).toBe(
      handle.toUpperCase(),
    );
  });

  it("gives a screen name to exactly one of two users claiming it at once", async () => {
    const handle = uniqueHandle("race_");
    const claimants = await Promise.all([buildUser(app.ctx), buildUser(app.ctx), buildUser(app.ctx)]);
    const results = await Promise.allSettled(
      claimants.map((claimant, index) =>
        app.clientFor(claimant.accessToken).updateProfile({ body: { handle: index % 2 === 0 ? handle : handle.toUpperCase() } }),
      ),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(2);
    for (const reason of lost) {
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason).toMatchObject({ status: 409, code: "HANDLE_TAKEN" });
    }
  });
});

describe("GET /api/me/handle-availability", () => {
  it("answers valid false (and not available) for a screen name that breaks the rule", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    for (const handle of ["ab", "x".repeat(31), "bad name!", ""]) {
      expect(await client.handleAvailability({ query: { handle } }), handle).toEqual({ handle, valid: false, available: false });
    }
  });

  it("answers available false for a screen name another user holds, in any case", async () => {
    const handle = uniqueHandle("Other_");
    await buildUser(app.ctx, { handle });
    const { accessToken } = await buildUser(app.ctx);
    const client = app.clientFor(accessToken);
    expect(await client.handleAvailability({ query: { handle } })).toEqual({ handle, valid: true, available: false });
    const lower = handle.toLowerCase();
    expect(await client.handleAvailability({ query: { handle: lower } })).toEqual({ handle: lower, valid: true, available: false });
  });

  it("answers available true for the user's own screen name, in any case", async () => {
    const handle = uniqueHandle("Own_");
    const { accessToken } = await buildUser(app.ctx, { handle });
    const client = app.clientFor(accessToken);
    expect(await client.handleAvailability({ query: { handle } })).toEqual({ handle, valid: true, available: true });
    expect((await client.handleAvailability({ query: { handle: handle.toUpperCase() } })).available).toBe(true);
  });

  it("answers available true for a free screen name, trimmed", async () => {
    const handle = uniqueHandle("free_");
    const { accessToken } = await buildUser(app.ctx);
    expect(await app.clientFor(accessToken).handleAvailability({ query: { handle: ` ${handle} ` } })).toEqual({
      handle,
      valid: true,
      available: true,
    });
  });

  it("answers 400 without the handle parameter and 401 without a token", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const missing = await app.app.inject({
      method: "GET",
      url: "/api/me/handle-availability",
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ error: { code: "VALIDATION_FAILED" } });
    const anonymous = await app.app.inject({ method: "GET", url: "/api/me/handle-availability?handle=someone" });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("selected product versus subscription", () => {
  it("switching the selected product changes navigation only, never the plan's flags", async () => {
    const { accessToken } = await buildUser(app.ctx, { subscriptionProduct: "writing" });
    const client = app.clientFor(accessToken);
    const before = await client.me();
    const switched = await client.updateProfile({ body: { selectedProduct: "content" } });
    expect(switched.selectedProduct).toBe("content");
    expect(switched.subscriptionProduct).toBe("writing");
    expect(switched.flags).toEqual(before.flags);
    expect(switched.flags.show_Campaign_Nav).toBe(false);
  });

  it("refuses a subscription change from the user", async () => {
    const { accessToken } = await buildUser(app.ctx);
    const response = await app.app.inject({
      method: "PATCH",
      url: "/api/me",
      headers: { authorization: `Bearer ${accessToken}` },
      payload: { subscriptionProduct: "content" },
    });
    expect(response.statusCode).toBe(400);
  });
});
