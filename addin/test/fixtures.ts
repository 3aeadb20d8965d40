import type { AuthResult, User } from "@wordloom/shared/model";
import { computeFeatureFlags } from "@wordloom/shared/rules";
import { testSession as sharedTestSession, testUser as sharedTestUser } from "@wordloom/shared/testing";

/** A complete user for the add-in's tests: the shared fixture with the legal add-on's flags. */
export const testUser = (overrides: Partial<User> = {}): User =>
  sharedTestUser({
    flags: computeFeatureFlags({ product: "writing", subscriptionType: "basic", accountType: "individual", addons: ["legal"] }),
    ...overrides,
  });

export const testSession = (overrides: Partial<AuthResult> = {}): AuthResult => sharedTestSession({ user: testUser(), ...overrides });

export const json = (status: number, payload: unknown) =>
  new Response(JSON.stringify(payload), { status, headers: { "content-type": "application/json" } });
