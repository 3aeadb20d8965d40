import type { User } from "@wordloom/shared/model";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import { testUser } from "../test/user";
import type { AdminSession } from "./admin-session";

export const adminSessionFixture = (): AdminSession => ({
  accessToken: "admin-token",
  accessTokenExpiresAt: new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString(),
  admin: { id: "6a1f0f0e-3c1b-4b7a-9d2e-1f2a3b4c5d6e", email: "root@wordloom.test", createdAt: "2025-01-01T00:00:00.000Z" },
});

/** The user the admin tests edit: a basic writing user holding the legal add-on. */
export const userFixture = (overrides: Partial<User> = {}): User =>
  testUser({
    id: "0b8f3c2a-7d4e-4f61-8a9b-2c3d4e5f6a7b",
    addons: ["legal"],
    flags: computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: ["legal"] }),
    createdAt: "2025-03-01T10:00:00.000Z",
    ...overrides,
  });
