import { randomUUID } from "node:crypto";
import type { Page } from "@wordloom/shared/model";
import type { AppContext } from "../src/context";
import { admins, users, type UserRow } from "../src/domains/account/users.tables";
import { documents, type DocumentRow } from "../src/domains/documents/documents.tables";
import { brandVoices, toneStyles, type BrandVoiceRow, type ToneStyleRow } from "../src/domains/brand-voices/brand-voices.tables";
import { hashPassword } from "../src/domains/auth/passwords";
import { startAdminSession, startUserSession } from "../src/domains/auth/sessions";
import { summarizePages } from "../src/domains/documents/document-text";
import { writeSearchText } from "../src/domains/documents/search-index";
import { socialAccounts, type SocialAccountRow } from "../src/domains/social-accounts/social-accounts.tables";
import { socialRuntime } from "../src/domains/social-accounts/social-runtime";

export const TEST_PASSWORD = "correct horse battery";
let passwordHash: Promise<string> | undefined;
/** Hashing is slow on purpose; every factory user shares one hash of TEST_PASSWORD. */
const testPasswordHash = () => (passwordHash ??= hashPassword(TEST_PASSWORD));

const unique = () => randomUUID().slice(0, 8);

type Deps = Pick<AppContext, "db" | "clock" | "config">;

export interface TestUser {
  user: UserRow;
  accessToken: string;
  refreshToken: string;
  headers: { authorization: string };
}

/** A fresh user (own tenant) with a signed-in session. */
export const buildUser = async (deps: Deps, overrides: Partial<typeof users.$inferInsert> = {}): Promise<TestUser> => {
  const now = deps.clock.now();
  const [user] = await deps.db
    .insert(users)
    .values({
      email: `user-${unique()}@example.test`,
      passwordHash: await testPasswordHash(),
      fname: "Ada",
      lname: "Lovelace",
      createdAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!user) {
    throw new Error("could not create user");
  }
  const tokens = await startUserSession(deps, user.id);
  return { user, ...tokens, headers: { authorization: `Bearer ${tokens.accessToken}` } };
};

export const buildAdmin = async (deps: Deps) => {
  const [admin] = await deps.db
    .insert(admins)
    .values({ email: `admin-${unique()}@example.test`, passwordHash: await testPasswordHash(), createdAt: deps.clock.now() })
    .returning();
  if (!admin) {
    throw new Error("could not create admin");
  }
  const { accessToken } = await startAdminSession(deps, admin.id);
  return { admin, accessToken, headers: { authorization: `Bearer ${accessToken}` } };
};

/** Pages with one text block per paragraph and one sentence per paragraph. */
export const buildPages = (...paragraphs: string[]): Page[] => [
  {
    blocks: paragraphs.map((text) => ({
      id: randomUUID(),
      htmlType: "text" as const,
      sentences: [{ id: randomUUID(), text, fragments: [{ text }] }],
    })),
  },
];

export const buildDocument = async (
  deps: Pick<AppContext, "db" | "clock">,
  owner: UserRow,
  overrides: Partial<typeof documents.$inferInsert> & { paragraphs?: string[] } = {},
): Promise<DocumentRow> => {
  const { paragraphs = ["A first paragraph."], ...rest } = overrides;
  const pages = rest.pages ?? buildPages(...paragraphs);
  const now = deps.clock.now();
  const { searchText, ...summary } = summarizePages(pages);
  const [row] = await deps.db
    .insert(documents)
    .values({
      ownerId: owner.id,
      title: "Test document",
      category: "General",
      pages,
      ...summary,
      createdAt: now,
      updatedAt: now,
      ...rest,
    })
    .returning();
  if (!row) {
    throw new Error("could not create document");
  }
  await writeSearchText(deps.db, { documentId: row.id, ownerId: row.ownerId, title: row.title, bodyText: searchText });
  return row;
};

export const buildBrandVoice = async (
  deps: Pick<AppContext, "db" | "clock">,
  owner: UserRow,
  title = "Test voice",
): Promise<BrandVoiceRow> => {
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(brandVoices)
    .values({
      ownerId: owner.id,
      title,
      targetAudience: { segment: "", interests: [], ageGroup: "", geography: "" },
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) {
    throw new Error("could not create brand voice");
  }
  return row;
};

export const buildToneStyle = async (
  deps: Pick<AppContext, "db" | "clock">,
  owner: UserRow,
  brandVoiceId: string | null = null,
): Promise<ToneStyleRow> => {
  const [row] = await deps.db
    .insert(toneStyles)
    .values({ ownerId: owner.id, brandVoiceId, tone: `Tone ${unique()}`, style: "Plain", createdAt: deps.clock.now() })
    .returning();
  if (!row) {
    throw new Error("could not create tone style");
  }
  return row;
};

/** A linked X account with sealed (made-up) tokens, for tests that need one without the OAuth round trip. */
export const buildSocialAccount = async (
  deps: Pick<AppContext, "db" | "clock" | "config">,
  owner: UserRow,
  overrides: Partial<typeof socialAccounts.$inferInsert> = {},
): Promise<SocialAccountRow> => {
  const { cipher } = socialRuntime(deps);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(socialAccounts)
    .values({
      ownerId: owner.id,
      platform: "x",
      platformUserId: `x-${unique()}`,
      username: "factory_user",
      accessTokenSealed: cipher.seal(`x-access-${unique()}`),
      refreshTokenSealed: cipher.seal(`x-refresh-${unique()}`),
      accessTokenExpiresAt: new Date(now.getTime() + 2 * 60 * 60 * 1000),
      linkedAt: now,
      updatedAt: now,
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error("could not create social account");
  }
  return row;
};
