import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { admins } from "../account/users.tables";
import { hashPassword } from "../auth/passwords";

/** Creates the first admin from ADMIN_EMAIL/ADMIN_PASSWORD when no admin with that e-mail exists. */
export const seedAdmin = async ({ db, clock, config }: Pick<AppContext, "db" | "clock" | "config">): Promise<void> => {
  if (!config.admin) {
    return;
  }
  const [existing] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, config.admin.email)).limit(1);
  if (existing) {
    return;
  }
  await db
    .insert(admins)
    .values({ email: config.admin.email, passwordHash: await hashPassword(config.admin.password), createdAt: clock.now() })
    .onConflictDoNothing();
};
