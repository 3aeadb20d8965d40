import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { LEARNING_LEVELS, WELCOME_CREDITS, planJourney, positionFromCompleted, type LevelPosition } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import type { Database } from "../../db/client";
import { learningJourneys, learningObjectiveSlots, type JourneyRow, type ObjectiveSlotRow } from "./learning.tables";

type Tx = Pick<Database, "select" | "insert" | "update">;

/** The learner's journey row and slots, created on first use (credits to start with, the default plan). */
export const ensureJourney = async ({ db, clock }: DbDeps, userId: string): Promise<JourneyRow> => {
  const [existing] = await db.select().from(learningJourneys).where(eq(learningJourneys.userId, userId)).limit(1);
  if (existing) {
    return existing;
  }
  const now = clock.now();
  await db.insert(learningJourneys).values({ userId, credits: WELCOME_CREDITS, createdAt: now, updatedAt: now }).onConflictDoNothing();
  await writePlan(db, userId, planJourney(null), now);
  const [row] = await db.select().from(learningJourneys).where(eq(learningJourneys.userId, userId)).limit(1);
  if (!row) {
    throw new Error("journey row missing after insert");
  }
  return row;
};

/** Writes the plan's keys into the slots that were not started yet (started or completed slots keep theirs). */
export const writePlan = async (db: Tx, userId: string, plan: string[][], now: Date): Promise<void> => {
  const existing = await db.select().from(learningObjectiveSlots).where(eq(learningObjectiveSlots.userId, userId));
  const at = (level: number, slotIndex: number) => existing.find((slot) => slot.level === level && slot.slotIndex === slotIndex);
  for (const info of LEARNING_LEVELS) {
    const keys = plan[info.level] ?? [];
    for (let slotIndex = 0; slotIndex < info.slots; slotIndex += 1) {
      const objectiveKey = keys[slotIndex];
      if (objectiveKey === undefined) {
        continue;
      }
      const slot = at(info.level, slotIndex);
      if (!slot) {
        await db
          .insert(learningObjectiveSlots)
          .values({ userId, level: info.level, slotIndex, objectiveKey, updatedAt: now })
          .onConflictDoNothing();
      } else if (slot.status === "NotAttempted" && slot.objectiveKey !== objectiveKey) {
        await db.update(learningObjectiveSlots).set({ objectiveKey, updatedAt: now }).where(eq(learningObjectiveSlots.id, slot.id));
      }
    }
  }
};

export const listSlots = (db: Pick<Database, "select">, userId: string): Promise<ObjectiveSlotRow[]> =>
  db
    .select()
    .from(learningObjectiveSlots)
    .where(eq(learningObjectiveSlots.userId, userId))
    .orderBy(asc(learningObjectiveSlots.level), asc(learningObjectiveSlots.slotIndex));

/** currentLevel.currentSubLevel from the completed slots. */
export const positionOf = (slots: readonly Pick<ObjectiveSlotRow, "level" | "status">[]): LevelPosition => {
  const completed = LEARNING_LEVELS.map((info) => slots.filter((slot) => slot.level === info.level && slot.status === "completed").length);
  return positionFromCompleted(completed);
};

export const learnerPosition = async (deps: DbDeps, userId: string): Promise<LevelPosition> => {
  await ensureJourney(deps, userId);
  return positionOf(await listSlots(deps.db, userId));
};

export interface SlotProgress {
  /** completed; attempted (a try that did not complete it, e.g. a failed exercise); pending (started, only from NotAttempted) */
  status: "completed" | "attempted" | "pending";
  subId?: string | null;
  documentId?: string | null;
  data?: Record<string, unknown>;
}

/**
 * Marks the learner's slots whose key matches (`matches(objectiveKey)`) and whose level is reached
 * (levels ahead stay locked), without ever undoing a completion. Returns how many changed.
 */
export const progressSlots = async (
  { db, clock }: DbDeps,
  userId: string,
  matches: (objectiveKey: string) => boolean,
  progress: SlotProgress,
): Promise<number> => {
  const slots = await listSlots(db, userId);
  if (slots.length === 0) {
    return 0;
  }
  const position = positionOf(slots);
  const targets = slots.filter(
    (slot) =>
      slot.level <= position.currentLevel &&
      slot.status !== "completed" &&
      (progress.status !== "pending" || slot.status === "NotAttempted") &&
      matches(slot.objectiveKey),
  );
  if (targets.length === 0) {
    return 0;
  }
  const now = clock.now();
  await db
    .update(learningObjectiveSlots)
    .set({
      status: progress.status,
      ...(progress.subId !== undefined ? { subId: progress.subId } : {}),
      ...(progress.documentId !== undefined ? { documentId: progress.documentId } : {}),
      ...(progress.data ? { objectiveData: progress.data } : {}),
      ...(progress.status === "completed" ? { completedAt: now } : {}),
      updatedAt: now,
    })
    .where(
      and(
        inArray(
          learningObjectiveSlots.id,
          targets.map((slot) => slot.id),
        ),
        eq(learningObjectiveSlots.userId, userId),
        lte(learningObjectiveSlots.level, position.currentLevel),
      ),
    );
  return targets.length;
};
