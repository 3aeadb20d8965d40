import { asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type {
  AdminExercise,
  AdminExerciseBodySchema,
  AdminExerciseType,
  AdminExerciseTypeBodySchema,
  AdminUpdateExerciseBodySchema,
  AdminUpdateExerciseTypeBodySchema,
} from "@wordloom/shared/api";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { isUniqueViolation } from "../../db/errors";
import { AppError, notFound } from "../../errors";
import { ensureCatalogue } from "./catalogue/seed-catalogue";
import { findExerciseType } from "./find-learning";
import { exercises, exerciseTypes, learningSubmissions, type ExerciseRow, type ExerciseTypeRow } from "./learning.tables";
import { exerciseTypeFields } from "./present-learning";

const SLUG_TAKEN = "An exercise type with this slug already exists.";
const IN_USE = "Learners have submissions for it; it cannot be removed.";

const presentType = (row: ExerciseTypeRow, exerciseCount: number, submissionCount: number): AdminExerciseType => ({
  id: row.id,
  ...exerciseTypeFields(row),
  exerciseCount,
  submissionCount,
  updatedAt: row.updatedAt.toISOString(),
});

const presentExercise = (row: ExerciseRow): AdminExercise => ({
  id: row.id,
  exerciseTypeId: row.exerciseTypeId,
  title: row.title,
  level: row.level,
  content: row.content,
  image: row.image,
  imageAlt: row.imageAlt,
  contentJson: row.contentJson,
  hint: row.hint,
  reference: row.reference,
  updatedAt: row.updatedAt.toISOString(),
});

const countsFor = async (deps: DbDeps, typeId: string) => {
  const [exerciseCount] = await deps.db.select({ value: count() }).from(exercises).where(eq(exercises.exerciseTypeId, typeId));
  const [submissionCount] = await deps.db
    .select({ value: count() })
    .from(learningSubmissions)
    .where(eq(learningSubmissions.exerciseTypeId, typeId));
  return { exercises: exerciseCount?.value ?? 0, submissions: submissionCount?.value ?? 0 };
};

export const adminListExerciseTypes = async (deps: DbDeps): Promise<AdminExerciseType[]> => {
  await ensureCatalogue(deps);
  const rows = await deps.db.select().from(exerciseTypes).orderBy(asc(exerciseTypes.minimumLevel), asc(exerciseTypes.name));
  const exerciseCounts = await deps.db
    .select({ typeId: exercises.exerciseTypeId, value: count() })
    .from(exercises)
    .groupBy(exercises.exerciseTypeId);
  const submissionCounts = await deps.db
    .select({ typeId: learningSubmissions.exerciseTypeId, value: count() })
    .from(learningSubmissions)
    .groupBy(learningSubmissions.exerciseTypeId);
  const of = (list: { typeId: string; value: number }[], id: string) => list.find((entry) => entry.typeId === id)?.value ?? 0;
  return rows.map((row) => presentType(row, of(exerciseCounts, row.id), of(submissionCounts, row.id)));
};

export const adminCreateExerciseType = async (
  deps: DbDeps,
  body: z.output<typeof AdminExerciseTypeBodySchema>,
): Promise<AdminExerciseType> => {
  await ensureCatalogue(deps);
  const now = deps.clock.now();
  try {
    const [row] = await deps.db
      .insert(exerciseTypes)
      .values({ ...body, createdAt: now, updatedAt: now })
      .returning();
    if (!row) {
      throw new AppError("INTERNAL");
    }
    return presentType(row, 0, 0);
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError("CONFLICT", SLUG_TAKEN) : error;
  }
};

export const adminUpdateExerciseType = async (
  deps: DbDeps,
  id: string,
  body: z.output<typeof AdminUpdateExerciseTypeBodySchema>,
): Promise<AdminExerciseType> => {
  await findExerciseType(deps.db, id);
  try {
    const [row] = await deps.db
      .update(exerciseTypes)
      .set({ ...body, updatedAt: deps.clock.now() })
      .where(eq(exerciseTypes.id, id))
      .returning();
    if (!row) {
      throw notFound(LEARNING_MESSAGES.exerciseTypeNotFound);
    }
    const counts = await countsFor(deps, id);
    return presentType(row, counts.exercises, counts.submissions);
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError("CONFLICT", SLUG_TAKEN) : error;
  }
};

export const adminDeleteExerciseType = async (deps: DbDeps, id: string): Promise<void> => {
  await findExerciseType(deps.db, id);
  if ((await countsFor(deps, id)).submissions > 0) {
    throw new AppError("CONFLICT", IN_USE);
  }
  await deps.db.delete(exerciseTypes).where(eq(exerciseTypes.id, id));
};

export const adminListExercises = async (deps: DbDeps, typeId: string): Promise<AdminExercise[]> => {
  await findExerciseType(deps.db, typeId);
  const rows = await deps.db
    .select()
    .from(exercises)
    .where(eq(exercises.exerciseTypeId, typeId))
    .orderBy(asc(exercises.level), asc(exercises.title));
  return rows.map(presentExercise);
};

const findExercise = async (deps: DbDeps, id: string): Promise<ExerciseRow> => {
  const [row] = await deps.db.select().from(exercises).where(eq(exercises.id, id)).limit(1);
  if (!row) {
    throw notFound(LEARNING_MESSAGES.exerciseNotFound);
  }
  return row;
};

export const adminCreateExercise = async (
  deps: DbDeps,
  typeId: string,
  body: z.output<typeof AdminExerciseBodySchema>,
): Promise<AdminExercise> => {
  await findExerciseType(deps.db, typeId);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(exercises)
    .values({ ...body, exerciseTypeId: typeId, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) {
    throw new AppError("CONFLICT", "This type already has an exercise with that title.");
  }
  return presentExercise(row);
};

export const adminUpdateExercise = async (
  deps: DbDeps,
  id: string,
  body: z.output<typeof AdminUpdateExerciseBodySchema>,
): Promise<AdminExercise> => {
  await findExercise(deps, id);
  try {
    const [row] = await deps.db
      .update(exercises)
      .set({ ...body, updatedAt: deps.clock.now() })
      .where(eq(exercises.id, id))
      .returning();
    return presentExercise(row ?? (await findExercise(deps, id)));
  } catch (error) {
    throw isUniqueViolation(error) ? new AppError("CONFLICT", "This type already has an exercise with that title.") : error;
  }
};

export const adminDeleteExercise = async (deps: DbDeps, id: string): Promise<void> => {
  await findExercise(deps, id);
  const [used] = await deps.db.select({ value: count() }).from(learningSubmissions).where(eq(learningSubmissions.exerciseId, id));
  if ((used?.value ?? 0) > 0) {
    throw new AppError("CONFLICT", IN_USE);
  }
  await deps.db.delete(exercises).where(eq(exercises.id, id));
};
