import { eq } from "drizzle-orm";
import type { AppContext } from "../../context";
import { admins, type AdminRow } from "../account/users.tables";
import { AppError } from "../../errors";
import { spendPasswordCheck, verifyPassword } from "../auth/passwords";
import { startAdminSession } from "../auth/sessions";

export const presentAdmin = (admin: AdminRow) => ({ id: admin.id, email: admin.email, createdAt: admin.createdAt.toISOString() });

export const adminSignIn = async (
  deps: Pick<AppContext, "db" | "clock" | "config">,
  { email, password }: { email: string; password: string },
) => {
  const [admin] = await deps.db.select().from(admins).where(eq(admins.email, email)).limit(1);
  if (!admin) {
    await spendPasswordCheck(password);
    throw new AppError("INVALID_CREDENTIALS");
  }
  if (!(await verifyPassword(admin.passwordHash, password))) {
    throw new AppError("INVALID_CREDENTIALS");
  }
  return { admin: presentAdmin(admin), ...(await startAdminSession(deps, admin.id)) };
};
