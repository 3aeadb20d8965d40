import { randomUUID } from "node:crypto";
import type { UserRow } from "../src/domains/account/users.tables";

const NOW = new Date("2026-01-15T12:00:00.000Z");

/** A user row in memory, for policy tables that need no database. */
export const userRow = (overrides: Partial<UserRow> = {}): UserRow => ({
  id: randomUUID(),
  email: `${randomUUID()}@example.test`,
  passwordHash: "hash",
  fname: "Ada",
  lname: "Lovelace",
  handle: null,
  about: "",
  profilePicPath: null,
  userRole: "Member",
  selectedProduct: "writing",
  subscriptionProduct: "writing",
  subscriptionType: "basic",
  subscriptionValidTo: null,
  accountType: "individual",
  addons: [],
  organizationId: null,
  timeZone: "UTC",
  createdAt: NOW,
  updatedAt: NOW,
  ...overrides,
});
