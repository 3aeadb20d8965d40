import type { AppContext } from "../../context";
import { admins } from "../account/users.tables";
import { hashPassword } from "../auth/passwords";

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin with that e-mail exists. */
export const seedAdmin = async ({ db, clock, config }: Pick<AppContext, "db" | "clock" | "config">): Promise<void> => {
  if (!config.admin) {
    return;
  }
  const existing = await db.query.admins.findFirst({ where: (table, { eq }) => eq(table.email, config.admin?.email ?? "") });
  if (existing) {
    return;
  }
  await db
    .insert(admins)
    .values({ email: config.admin.email, passwordHash: await hashPassword(config.admin.password), createdAt: clock.now() })
    .onConflictDoNothing();
};
