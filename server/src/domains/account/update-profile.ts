import { and, eq, ne, sql } from "drizzle-orm";
import type { z } from "zod";
import type { UpdateProfileBodySchema, User } from "@wordloom/shared/model";
import { isValidHandle, normalizeHandle } from "@wordloom/shared/rules";
import type { AppContext, DbDeps } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import { formerHandles, users, type UserRow } from "./users.tables";
import { AppError } from "../../errors";
import { presentUser } from "./present-user";

const handleTakenBy = async ({ db }: Pick<DbDeps, "db">, handle: string, exceptUserId: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(sql`lower(${users.handle})`, normalizeHandle(handle)), ne(users.id, exceptUserId)))
    .limit(1);
  return Boolean(row);
};

/** Whether a screen name could be taken by this user now (live check while typing). */
export const checkHandleAvailability = async (deps: Pick<DbDeps, "db">, user: UserRow, handle: string) => {
  const trimmed = handle.trim();
  if (!isValidHandle(trimmed)) {
    return { handle: trimmed, valid: false, available: false };
  }
  return { handle: trimmed, valid: true, available: !(await handleTakenBy(deps, trimmed, user.id)) };
};

export const updateProfile = async (
  deps: Pick<AppContext, "db" | "clock" | "events">,
  user: UserRow,
  changes: z.output<typeof UpdateProfileBodySchema>,
): Promise<User> => {
  if (changes.handle && (await handleTakenBy(deps, changes.handle, user.id))) {
    throw new AppError("HANDLE_TAKEN");
  }
  const now = deps.clock.now();
  const [updated] = await deps.db
    .transaction(async (tx) => {
      if (changes.handle !== undefined) {
        // A screen name taken (again) stops redirecting; the one given up starts redirecting here.
        if (changes.handle) {
          await tx.delete(formerHandles).where(eq(formerHandles.handleKey, normalizeHandle(changes.handle)));
        }
        if (user.handle && normalizeHandle(user.handle) !== normalizeHandle(changes.handle ?? "")) {
          await tx
            .insert(formerHandles)
            .values({ handleKey: normalizeHandle(user.handle), userId: user.id, createdAt: now })
            .onConflictDoUpdate({ target: formerHandles.handleKey, set: { userId: user.id, createdAt: now } });
        }
      }
      return tx
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
    })
    .catch((error: unknown) => {
      // Two users racing for one screen name: the unique index decides.
      throw isUniqueViolation(error) ? new AppError("HANDLE_TAKEN") : error;
    });
  if (!updated) {
    throw new AppError("UNAUTHENTICATED");
  }
  await deps.events.emit("profile.updated", { userId: user.id, fields: Object.keys(changes) });
  return presentUser(updated);
};
