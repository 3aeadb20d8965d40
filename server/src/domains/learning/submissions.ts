import { and, desc, eq, ne, sql } from "drizzle-orm";
import type { CreateSubmissionBody, Submission, SubmitSubmissionBody } from "@wordloom/shared/api";
import { cutToWordLimit, HINT_COST_CREDITS, LEARNING_MESSAGES, levelLabel, objectiveKeyOf } from "@wordloom/shared/rules";
import type { AppContext } from "../../context";
import { AppError, notFound } from "../../errors";
import { authorize } from "../../policies/index";
import type { UserRow } from "../account/users.tables";
import { createDocument } from "../documents/document-commands";
import { documents } from "../documents/documents.tables";
import { ensureCatalogue } from "./catalogue/seed-catalogue";
import { exerciseTypePolicy } from "./exercise-type.policy";
import { findExerciseType, loadSubmission, type LoadedSubmission } from "./find-learning";
import { ensureJourney, learnerPosition, listSlots, progressSlots } from "./journey";
import { queueEvaluation } from "./learning.jobs";
import { exercises, exerciseTypes, learningJourneys, learningSubmissions } from "./learning.tables";
import { presentSubmission } from "./present-learning";
import "./learning.events";

type Deps = Pick<AppContext, "db" | "clock" | "jobs" | "events">;
type Learner = Pick<UserRow, "id">;

const present = ({ row, type, exercise }: LoadedSubmission, actor: Learner): Submission => presentSubmission(row, type, exercise, actor);

/** Start writing: a pending submission for an exercise of an unlocked type (spec document 3 §4.7). */
export const createSubmission = async (deps: Deps, user: Learner, body: CreateSubmissionBody): Promise<Submission> => {
  await ensureCatalogue(deps);
  const type = await findExerciseType(deps.db, body.exerciseTypeId);
  const position = await learnerPosition(deps, user.id);
  authorize({ id: user.id, position }, "play", type, exerciseTypePolicy);
  const [exercise] = await deps.db
    .select()
    .from(exercises)
    .where(and(eq(exercises.id, body.exerciseId), eq(exercises.exerciseTypeId, type.id)))
    .limit(1);
  if (!exercise) {
    throw notFound(LEARNING_MESSAGES.exerciseNotFound);
  }
  const passKey = objectiveKeyOf("passExercise", [type.slug]);
  const slot = (await listSlots(deps.db, user.id)).find(
    (candidate) => candidate.objectiveKey === passKey && candidate.status !== "completed",
  );
  const [row] = await deps.db
    .insert(learningSubmissions)
    .values({
      userId: user.id,
      exerciseTypeId: type.id,
      exerciseId: exercise.id,
      status: "pending",
      forLevel: levelLabel(position),
      objective: slot?.objectiveKey ?? null,
      createdAt: deps.clock.now(),
    })
    .returning();
  if (!row) {
    throw new AppError("INTERNAL");
  }
  if (slot) {
    await progressSlots(deps, user.id, (key) => key === passKey, { status: "pending", subId: row.id });
  }
  return presentSubmission(row, type, exercise, user);
};

/** Submit: pending → submit, the text cut to the word limit; the evaluation job takes it from there. */
export const submitSubmission = async (deps: Deps, user: Learner, id: string, body: SubmitSubmissionBody): Promise<Submission> => {
  const loaded = await deps.db.transaction(async (tx) => {
    const found = await loadSubmission(tx, user, "submit", id, true);
    const content = cutToWordLimit(body.content, found.type.wordLimit).text;
    const [row] = await tx
      .update(learningSubmissions)
      .set({ status: "submit", content, completeTime: body.completeTime, submittedAt: deps.clock.now(), remarks: "" })
      .where(eq(learningSubmissions.id, id))
      .returning();
    return { ...found, row: row ?? found.row };
  });
  await queueEvaluation(deps.jobs, id);
  await deps.events.emit("learning.submitted", { userId: user.id, submissionId: id, exerciseTypeId: loaded.type.id });
  await progressSlots(deps, user.id, (key) => key === "submitExercise", { status: "completed", subId: id });
  return present(loaded, user);
};

/** Resubmit: pending or failed → submit, evaluated again (spec document 3 §4.7). */
export const resubmitSubmission = async (deps: Deps, user: Learner, id: string): Promise<Submission> => {
  const loaded = await deps.db.transaction(async (tx) => {
    const found = await loadSubmission(tx, user, "resubmit", id, true);
    const [row] = await tx
      .update(learningSubmissions)
      .set({ status: "submit", submittedAt: deps.clock.now(), remarks: "", evaluatedAt: null })
      .where(eq(learningSubmissions.id, id))
      .returning();
    return { ...found, row: row ?? found.row };
  });
  await queueEvaluation(deps.jobs, id);
  return present(loaded, user);
};

/** The exercise's hint for 1 credit, once per submission (asking again is free). */
export const takeHint = async (deps: Deps, user: Learner, id: string) => {
  const result = await deps.db.transaction(async (tx) => {
    const found = await loadSubmission(tx, user, "hint", id, true);
    await ensureJourney({ db: tx as unknown as Deps["db"], clock: deps.clock }, user.id);
    if (found.row.hintUsed) {
      const [journey] = await tx.select().from(learningJourneys).where(eq(learningJourneys.userId, user.id)).limit(1);
      return { found, credits: journey?.credits ?? 0, charged: false };
    }
    const [journey] = await tx
      .update(learningJourneys)
      .set({ credits: sql`${learningJourneys.credits} - ${HINT_COST_CREDITS}`, updatedAt: deps.clock.now() })
      .where(and(eq(learningJourneys.userId, user.id), sql`${learningJourneys.credits} >= ${HINT_COST_CREDITS}`))
      .returning();
    if (!journey) {
      throw new AppError("CONFLICT", LEARNING_MESSAGES.notEnoughCreditsForHint);
    }
    const [row] = await tx.update(learningSubmissions).set({ hintUsed: true }).where(eq(learningSubmissions.id, id)).returning();
    return { found: { ...found, row: row ?? found.row }, credits: journey.credits, charged: true };
  });
  if (result.charged) {
    await deps.events.emit("learning.hint_used", { userId: user.id, submissionId: id });
    await progressSlots(deps, user.id, (key) => key === "useHint", { status: "completed", subId: id });
  }
  return { hint: result.found.exercise.hint || result.found.type.info, credits: result.credits, submission: present(result.found, user) };
};

/** Take Time: the extension once; its delay penalty is charged from the credits the submission earns. */
export const takeExtension = async (deps: Deps, user: Learner, id: string) => {
  const loaded = await deps.db.transaction(async (tx) => {
    const found = await loadSubmission(tx, user, "takeExtension", id, true);
    const [row] = await tx.update(learningSubmissions).set({ extensionUsed: true }).where(eq(learningSubmissions.id, id)).returning();
    return { ...found, row: row ?? found.row };
  });
  return { extensionSeconds: loaded.type.extensionTime, submission: present(loaded, user) };
};

/** Smart Edit: the evaluated text in a new document (the one made before, when it still exists). */
export const smartEditSubmission = async (deps: Deps, user: UserRow, id: string) => {
  const found = await loadSubmission(deps.db, user, "smartEdit", id);
  if (found.row.documentId) {
    return { documentId: found.row.documentId, submission: present(found, user) };
  }
  const paragraphs = found.row.content
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
  const document = await createDocument(deps, user, {
    title: found.exercise.title.slice(0, 200),
    type: "classic",
    pages: [
      {
        blocks: paragraphs.map((text) => ({
          id: crypto.randomUUID(),
          htmlType: "text" as const,
          sentences: [{ id: crypto.randomUUID(), text, fragments: [{ text }] }],
        })),
      },
    ],
  });
  // The document is the submission's (documents.submission_id): its graphs and summary skip the 5-sentence minimum.
  await deps.db.update(documents).set({ submissionId: id }).where(eq(documents.id, document.id));
  const [row] = await deps.db
    .update(learningSubmissions)
    .set({ documentId: document.id })
    .where(eq(learningSubmissions.id, id))
    .returning();
  return { documentId: document.id, submission: present({ ...found, row: row ?? found.row }, user) };
};

/** 'Your Evaluation': the learner's submissions that are not pending, newest first. */
export const listSubmissions = async (deps: Pick<Deps, "db">, user: Learner): Promise<Submission[]> => {
  const rows = await deps.db
    .select({ row: learningSubmissions, type: exerciseTypes, exercise: exercises })
    .from(learningSubmissions)
    .innerJoin(exerciseTypes, eq(exerciseTypes.id, learningSubmissions.exerciseTypeId))
    .innerJoin(exercises, eq(exercises.id, learningSubmissions.exerciseId))
    .where(and(eq(learningSubmissions.userId, user.id), ne(learningSubmissions.status, "pending")))
    .orderBy(desc(learningSubmissions.createdAt))
    .limit(100);
  return rows.map((loaded) => present(loaded, user));
};

export const getSubmission = async (deps: Pick<Deps, "db">, user: Learner, id: string): Promise<Submission> =>
  present(await loadSubmission(deps.db, user, "read", id), user);
