import { sql } from "drizzle-orm";
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { AccountType, Addon, Product, SubscriptionType, UserRole } from "@wordloom/shared/rules";
import { organizations } from "./organizations.tables";

export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    fname: text("fname").notNull(),
    lname: text("lname").notNull(),
    handle: text("handle"),
    about: text("about").notNull().default(""),
    profilePicPath: text("profile_pic_path"),
    userRole: text("user_role").$type<UserRole>().notNull().default("Member"),
    /** The variant the user is looking at; only navigation follows it. */
    selectedProduct: text("selected_product").$type<Product>().notNull().default("writing"),
    /** The product the subscription covers; features and flags follow it (set by admins). */
    subscriptionProduct: text("subscription_product").$type<Product>().notNull().default("writing"),
    subscriptionType: text("subscription_type").$type<SubscriptionType>().notNull().default("basic"),
    subscriptionValidTo: timestamp("subscription_valid_to", { withTimezone: true }),
    accountType: text("account_type").$type<AccountType>().notNull().default("individual"),
    addons: text("addons")
      .array()
      .$type<Addon[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The user's IANA time zone; campaigns and post times are shown in it. */
    timeZone: text("time_zone").notNull().default("UTC"),
    /** The corporate organisation the user belongs to, if any. */
    organizationId: uuid("organization_id").references(() => organizations.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex("users_handle_lower_key").on(sql`lower(${table.handle})`),
    index("users_organization_idx").on(table.organizationId),
  ],
);

/**
 * Screen names a user had before (lower case): links made under an old name (public articles, the
 * author page) redirect to the current one, the way old slugs do. A name someone takes again stops
 * redirecting (its row is removed when it is taken).
 */
export const formerHandles = pgTable(
  "former_handles",
  {
    handleKey: text("handle_key").primaryKey(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("former_handles_user_idx").on(table.userId)],
);

export const admins = pgTable("admins", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

export type UserRow = typeof users.$inferSelect;
export type AdminRow = typeof admins.$inferSelect;
