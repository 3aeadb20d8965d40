import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildSocialAccount, buildUser } from "../../../test/factories";
import { createTestApp } from "../../../test/test-app";
import { rotateSealedTokens } from "./rotate-secrets";
import { socialAccounts } from "./social-accounts.tables";
import { createTokenCipher } from "./token-cipher";

const OLD = "the-old-app-secret-of-at-least-32-characters";
const NEW = "the-new-app-secret-of-at-least-32-characters";
const app = await createTestApp({ env: { APP_SECRET: OLD } });

describe("secrets:rotate", () => {
  it("re-seals every token with the current key; a second run changes nothing", async () => {
    const { user } = await buildUser(app.ctx);
    const account = await buildSocialAccount(app.ctx, user);
    const oldCipher = createTokenCipher(OLD);
    const access = oldCipher.open(account.accessTokenSealed);

    const rotated = createTokenCipher(NEW, [OLD]);
    expect((await rotateSealedTokens(app.ctx.db, rotated)).accounts).toBeGreaterThanOrEqual(1);
    const [row] = await app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.id, account.id));
    expect(row && rotated.keyIdOf(row.accessTokenSealed)).toBe(rotated.keyId);
    // The new secret alone now opens it.
    expect(row && createTokenCipher(NEW).open(row.accessTokenSealed)).toBe(access);
    // Other test files' rows in the same database are sealed with other secrets: counted unreadable, never changed.
    expect(await rotateSealedTokens(app.ctx.db, rotated)).toMatchObject({ accounts: 0, targets: 0, states: 0 });
  });

  it("leaves a token sealed with an unknown secret as it is, counts it, and re-seals the others", async () => {
    const { user } = await buildUser(app.ctx);
    const readable = await buildSocialAccount(app.ctx, user);
    const stranger = createTokenCipher("a-secret-nobody-configured-at-least-32-chars");
    const [unreadable] = await app.ctx.db
      .update(socialAccounts)
      .set({ accessTokenSealed: stranger.seal("lost"), refreshTokenSealed: null })
      .where(eq(socialAccounts.id, (await buildSocialAccount(app.ctx, user)).id))
      .returning();

    const counts = await rotateSealedTokens(app.ctx.db, createTokenCipher(NEW, [OLD]));
    expect(counts.unreadable).toBeGreaterThanOrEqual(1);
    const rows = await app.ctx.db.select().from(socialAccounts).where(eq(socialAccounts.ownerId, user.id));
    expect(rows.find((row) => row.id === unreadable?.id)?.accessTokenSealed).toBe(unreadable?.accessTokenSealed);
    expect(createTokenCipher(NEW).open(rows.find((row) => row.id === readable.id)?.accessTokenSealed ?? "")).toBe(
      createTokenCipher(OLD).open(readable.accessTokenSealed),
    );
  });
});
