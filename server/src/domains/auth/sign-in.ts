import { eq } from "drizzle-orm";
import type { AuthResult } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { users } from "../account/users.tables";
import { AppError } from "../../errors";
import { presentUser } from "../account/present-user";
import { spendPasswordCheck, verifyPassword } from "./passwords";
import { startUserSession } from "./sessions";
import { rotateRefreshToken } from "./rotate-refresh-token";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Signs in with e-mail and password; the same answer whether the e-mail or the password is wrong. */
export const signIn = async (
  deps: Deps,
  { email, password }: { email: string; password: string },
  userAgent?: string,
): Promise<AuthResult> => {
  const [user] = await deps.db.select().from(users).where(eq(users.email, email)).limit(1);
  if (!user) {
    await spendPasswordCheck(password);
    throw new AppError("INVALID_CREDENTIALS");
  }
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new AppError("INVALID_CREDENTIALS");
  }
  const tokens = await startUserSession(deps, user.id, userAgent);
  return { ...tokens, user: presentUser(user) };
};

export const refreshSession = async (deps: Deps, refreshToken: string): Promise<AuthResult> => {
  const { userId, tokens } = await rotateRefreshToken(deps, refreshToken);
  const [user] = await deps.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) {
    throw new AppError("UNAUTHENTICATED");
  }
  return { ...tokens, user: presentUser(user) };
};
