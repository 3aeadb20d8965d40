import { eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { notFound } from "../../errors";
import { authorize } from "../../policies/index";
import {
  exercises,
  exerciseTypes,
  learningSubmissions,
  type ExerciseRow,
  type ExerciseTypeRow,
  type SubmissionRow,
} from "./learning.tables";
import { submissionPolicy, type LearnerActor } from "./submission.policy";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";

type Select = Pick<Database, "select">;

export interface LoadedSubmission {
  row: SubmissionRow;
  type: ExerciseTypeRow;
  exercise: ExerciseRow;
}

/** A submission with its type and exercise, for one action; 404 for anyone but its learner. */
export const loadSubmission = async (
  db: Select,
  actor: LearnerActor,
  action: keyof typeof submissionPolicy.rules,
  id: string,
  lock = false,
): Promise<LoadedSubmission> => {
  const query = db
    .select({ row: learningSubmissions, type: exerciseTypes, exercise: exercises })
    .from(learningSubmissions)
    .innerJoin(exerciseTypes, eq(exerciseTypes.id, learningSubmissions.exerciseTypeId))
    .innerJoin(exercises, eq(exercises.id, learningSubmissions.exerciseId))
    .where(eq(learningSubmissions.id, id))
    .limit(1);
  const [found] = lock ? await query.for("update", { of: learningSubmissions }) : await query;
  authorize(actor, action, found ? { ...found.row, type: found.type } : undefined, submissionPolicy);
  if (!found) {
    throw notFound(LEARNING_MESSAGES.submissionNotFound);
  }
  return found;
};

export const findExerciseType = async (db: Select, id: string): Promise<ExerciseTypeRow> => {
  const [row] = await db.select().from(exerciseTypes).where(eq(exerciseTypes.id, id)).limit(1);
  if (!row) {
    throw notFound(LEARNING_MESSAGES.exerciseTypeNotFound);
  }
  return row;
};
