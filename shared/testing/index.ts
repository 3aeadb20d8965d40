import type { AuthResult, User } from "../model";
import { computeFeatureFlags } from "../rules";

/**
 * Test fixtures the packages share (`@wordloom/shared/testing`); only tests import this entry.
 * A complete user on the basic writing plan; override what the test is about.
 */
export const testUser = (overrides: Partial<User> = {}): User => ({
  id: "8f7d1c2e-1111-4a2b-9c3d-000000000001",
  email: "ada@example.com",
  fname: "Ada",
  lname: "Lovelace",
  handle: "ada",
  about: "",
  profilepic: null,
  userRole: "Member",
  selectedProduct: "writing",
  subscriptionProduct: "writing",
  subscriptionType: "basic",
  subscriptionValidTo: null,
  accountType: "individual",
  addons: [],
  timeZone: "UTC",
  flags: computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: [] }),
  can: { checkDocumentGrammar: false },
  createdAt: "2025-01-01T00:00:00.000Z",
  ...overrides,
});

/** A signed-in session for that user. */
export const testSession = (overrides: Partial<AuthResult> = {}): AuthResult => ({
  accessToken: "access-token",
  refreshToken: "refresh-token",
  accessTokenExpiresAt: "2030-01-01T00:00:00.000Z",
  user: testUser(),
  ...overrides,
});
