import { and, asc, eq } from "drizzle-orm";
import type { AppContext } from "../src/context";
import type { UserRow } from "../src/domains/account/users.tables";
import { ensureCatalogue } from "../src/domains/learning/catalogue/seed-catalogue";
import { ensureJourney } from "../src/domains/learning/journey";
import {
  exercises,
  exerciseTypes,
  learningObjectiveSlots,
  learningSubmissions,
  type ExerciseRow,
  type ExerciseTypeRow,
  type SubmissionRow,
} from "../src/domains/learning/learning.tables";

type Deps = Pick<AppContext, "db" | "clock">;

/** A seeded exercise type by slug, with its first exercise (by title). */
export const seededExercise = async (deps: Deps, slug = "describe-picture"): Promise<{ type: ExerciseTypeRow; exercise: ExerciseRow }> => {
  await ensureCatalogue(deps);
  const [type] = await deps.db.select().from(exerciseTypes).where(eq(exerciseTypes.slug, slug)).limit(1);
  if (!type) {
    throw new Error(`no seeded exercise type ${slug}`);
  }
  const [exercise] = await deps.db
    .select()
    .from(exercises)
    .where(eq(exercises.exerciseTypeId, type.id))
    .orderBy(asc(exercises.title))
    .limit(1);
  if (!exercise) {
    throw new Error(`no exercise of ${slug}`);
  }
  return { type, exercise };
};

/** A submission of the learner's, written straight into the table (default: pending, describe-picture). */
export const buildSubmission = async (
  deps: Deps,
  user: Pick<UserRow, "id">,
  overrides: Partial<typeof learningSubmissions.$inferInsert> = {},
  slug = "describe-picture",
): Promise<SubmissionRow> => {
  const { type, exercise } = await seededExercise(deps, slug);
  const [row] = await deps.db
    .insert(learningSubmissions)
    .values({
      userId: user.id,
      exerciseTypeId: type.id,
      exerciseId: exercise.id,
      status: "pending",
      forLevel: "0.0",
      createdAt: deps.clock.now(),
      ...overrides,
    })
    .returning();
  if (!row) {
    throw new Error("could not create submission");
  }
  return row;
};

/** The learner's first objective slot (their journey is created if needed). */
export const firstObjectiveSlot = async (deps: Deps, user: Pick<UserRow, "id">) => {
  await ensureJourney(deps, user.id);
  const [slot] = await deps.db
    .select()
    .from(learningObjectiveSlots)
    .where(and(eq(learningObjectiveSlots.userId, user.id), eq(learningObjectiveSlots.level, 0)))
    .orderBy(asc(learningObjectiveSlots.slotIndex))
    .limit(1);
  if (!slot) {
    throw new Error("no objective slot");
  }
  return slot;
};
