import { count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { z } from "zod";
import type { AdminUpdatePlanBodySchema } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { users, type AdminRow } from "../account/users.tables";
import { authorize } from "../../policies/index";
import { adminPolicy } from "./admin.policy";
import { applyPlanAllowances } from "../account/feature-usage";
import { presentUser } from "../account/present-user";

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const listUsers = async (
  { db }: Pick<AppContext, "db">,
  { page, limit, q }: { page: number; limit: number; q?: string | undefined },
) => {
  const pattern = q ? `%${escapeLike(q)}%` : undefined;
  const where: SQL | undefined = pattern
    ? or(ilike(users.email, pattern), ilike(users.fname, pattern), ilike(users.lname, pattern), ilike(users.handle, pattern))
    : undefined;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { items: rows.map(presentUser), total: totalRow?.total ?? 0, page, limit };
};

/** Sets a user's plan, add-ons, account type or role; allowances follow the new plan. */
export const updateUserPlan = async (
  deps: Pick<AppContext, "db" | "clock" | "events">,
  admin: Pick<AdminRow, "id">,
  userId: string,
  changes: z.output<typeof AdminUpdatePlanBodySchema>,
) => {
  const [target] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  authorize(admin, "updatePlan", target, adminPolicy);
  const { subscriptionValidTo, ...rest } = changes;
  const [user] = await deps.db
    .update(users)
    .set({
      ...rest,
      ...(subscriptionValidTo === undefined ? {} : { subscriptionValidTo: subscriptionValidTo ? new Date(subscriptionValidTo) : null }),
      updatedAt: deps.clock.now(),
    })
    .where(eq(users.id, userId))
    .returning();
  authorize(admin, "updatePlan", user, adminPolicy);
  await applyPlanAllowances(deps.db, user);
  await deps.events.emit("account.plan_changed", { userId: user.id, changes: { ...changes } });
  return presentUser(user);
};
