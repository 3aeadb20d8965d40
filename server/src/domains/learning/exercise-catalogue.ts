import { and, asc, desc, eq, lte, ne } from "drizzle-orm";
import type { ExerciseType, ExerciseTypeList, PickExerciseResult } from "@wordloom/shared/api";
import {
  CARD_PROGRESS_SLOTS,
  LEARNING_MESSAGES,
  compareLevels,
  isExerciseTypeLocked,
  levelInfo,
  levelLabel,
  parseLevel,
  type LevelPosition,
} from "@wordloom/shared/rules";
import type { DbDeps } from "../../context";
import { notFound } from "../../errors";
import { authorize } from "../../policies/index";
import type { UserRow } from "../account/users.tables";
import { ensureCatalogue } from "./catalogue/seed-catalogue";
import { exerciseTypePolicy } from "./exercise-type.policy";
import { findExerciseType } from "./find-learning";
import { ensureJourney, learnerPosition } from "./journey";
import { exercises, exerciseTypes, learningSubmissions, type ExerciseTypeRow, type SubmissionRow } from "./learning.tables";
import { exerciseTypeFields, presentExercise } from "./present-learning";

/** Text sources offer up to this many topics to choose from (the player's choice stage). */
export const TOPIC_CHOICES = 3;

const progressOf = (submissions: readonly Pick<SubmissionRow, "status" | "passed">[]): ExerciseType["progress"] => {
  const recent = submissions.slice(0, CARD_PROGRESS_SLOTS).reverse();
  const slots = recent.map((submission) =>
    submission.status === "evaluated" ? (submission.passed ? ("passed" as const) : ("failed" as const)) : ("waiting" as const),
  );
  return {
    attempts: submissions.length,
    passed: submissions.filter((submission) => submission.passed === true).length,
    slots: [...slots, ...Array.from({ length: CARD_PROGRESS_SLOTS - slots.length }, () => "empty" as const)],
  };
};

const presentType = (
  row: ExerciseTypeRow,
  position: LevelPosition,
  submissions: readonly SubmissionRow[],
  recommended: boolean,
): ExerciseType => ({
  id: row.id,
  ...exerciseTypeFields(row),
  locked: isExerciseTypeLocked(row.minimumLevel, position),
  levelTitle: levelInfo(parseLevel(row.minimumLevel)?.currentLevel ?? 0).title,
  progress: progressOf(submissions),
  recommended,
});

/** The exercises screen's cards: unlocked and recommended first, then by level and name. */
export const listExerciseTypes = async (deps: DbDeps, user: Pick<UserRow, "id">): Promise<ExerciseTypeList> => {
  await ensureCatalogue(deps);
  const journey = await ensureJourney(deps, user.id);
  const position = await learnerPosition(deps, user.id);
  const types = await deps.db.select().from(exerciseTypes).orderBy(asc(exerciseTypes.minimumLevel), asc(exerciseTypes.name));
  const submissions = await deps.db
    .select()
    .from(learningSubmissions)
    .where(and(eq(learningSubmissions.userId, user.id), ne(learningSubmissions.status, "pending")))
    .orderBy(desc(learningSubmissions.createdAt));
  const rank = (row: ExerciseTypeRow) => {
    const index = journey.recommended.indexOf(row.slug);
    return index < 0 ? journey.recommended.length : index;
  };
  const items = types
    .map((row) =>
      presentType(
        row,
        position,
        submissions.filter((submission) => submission.exerciseTypeId === row.id),
        journey.recommended.includes(row.slug),
      ),
    )
    .map((item, index) => ({ item, row: types[index] as ExerciseTypeRow }))
    .sort(
      (a, b) =>
        Number(a.item.locked) - Number(b.item.locked) ||
        rank(a.row) - rank(b.row) ||
        compareLevels(parseLevel(a.row.minimumLevel) ?? position, parseLevel(b.row.minimumLevel) ?? position) ||
        a.row.name.localeCompare(b.row.name),
    )
    .map(({ item }) => item);
  return { items, level: levelLabel(position), levelTitle: levelInfo(position.currentLevel).title, credits: journey.credits };
};

const shuffled = <T>(items: readonly T[], random: () => number): T[] => {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
};

/** A random exercise of the type for the learner's level (up to 3 topics for text sources). */
export const pickExercise = async (
  deps: DbDeps,
  user: Pick<UserRow, "id">,
  typeId: string,
  random: () => number = Math.random,
): Promise<PickExerciseResult> => {
  await ensureCatalogue(deps);
  const type = await findExerciseType(deps.db, typeId);
  const position = await learnerPosition(deps, user.id);
  authorize({ id: user.id, position }, "play", type, exerciseTypePolicy);
  const candidates = await deps.db
    .select()
    .from(exercises)
    .where(and(eq(exercises.exerciseTypeId, type.id), lte(exercises.level, position.currentLevel)))
    .orderBy(asc(exercises.title));
  if (candidates.length === 0) {
    throw notFound(LEARNING_MESSAGES.noExercisesForType);
  }
  const count = type.sourceKind === "text" ? TOPIC_CHOICES : 1;
  const journey = await ensureJourney(deps, user.id);
  const recommended = journey.recommended.includes(type.slug);
  const submissions = await deps.db
    .select()
    .from(learningSubmissions)
    .where(
      and(
        eq(learningSubmissions.userId, user.id),
        eq(learningSubmissions.exerciseTypeId, type.id),
        ne(learningSubmissions.status, "pending"),
      ),
    )
    .orderBy(desc(learningSubmissions.createdAt));
  return {
    exerciseType: presentType(type, position, submissions, recommended),
    exercises: shuffled(candidates, random).slice(0, count).map(presentExercise),
  };
};
