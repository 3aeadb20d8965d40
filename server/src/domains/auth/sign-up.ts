import type { z } from "zod";
import type { AuthResult, SignUpBodySchema } from "@wordloom/shared/model";
import type { AppContext } from "../../context";
import { users } from "../account/users.tables";
import { AppError } from "../../errors";
import { presentUser } from "../account/present-user";
import { isUniqueViolation } from "../../db/errors";
import { hashPassword } from "./passwords";
import { passwordWeakness } from "./password-strength";
import { startUserSession } from "./sessions";

type Deps = Pick<AppContext, "db" | "clock" | "config">;

/** Creates an individual basic-plan account and signs it in on this device. */
export const signUp = async (deps: Deps, input: z.output<typeof SignUpBodySchema>, userAgent?: string): Promise<AuthResult> => {
  const weakness = await passwordWeakness(input.password, input);
  if (weakness) {
    // Answered like a schema failure, so forms show it under the password field.
    throw new AppError("VALIDATION_FAILED", weakness, { issues: [{ path: ["body", "password"], message: weakness }] });
  }
  const now = deps.clock.now();
  const passwordHash = await hashPassword(input.password);
  const [user] = await deps.db
    .insert(users)
    .values({ email: input.email, passwordHash, fname: input.fname, lname: input.lname, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: users.email })
    .returning()
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? new AppError("EMAIL_TAKEN") : error;
    });
  if (!user) {
    throw new AppError("EMAIL_TAKEN");
  }
  const tokens = await startUserSession(deps, user.id, userAgent);
  return { ...tokens, user: presentUser(user) };
};
