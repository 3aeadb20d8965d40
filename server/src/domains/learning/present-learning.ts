import type { Exercise, Submission } from "@wordloom/shared/api";
import type { ExerciseRow, ExerciseTypeRow, SubmissionRow } from "./learning.tables";
import { submissionAbilities, type LearnerActor } from "./submission.policy";

/** The catalogue fields of an exercise type, as learners and admins both see them. */
export const exerciseTypeFields = (row: ExerciseTypeRow) => ({
  slug: row.slug,
  name: row.name,
  introductoryNotes: row.introductoryNotes,
  cardImage: row.cardImage,
  minimumLevel: row.minimumLevel,
  timeAllowed: row.timeAllowed,
  extensionTime: row.extensionTime,
  delayPenalty: row.delayPenalty,
  credits: row.credits,
  wordLimit: row.wordLimit,
  task: row.task,
  sourceKind: row.sourceKind,
  info: row.info,
});

export const presentExercise = (row: ExerciseRow): Exercise => ({
  id: row.id,
  exerciseTypeId: row.exerciseTypeId,
  title: row.title,
  content: row.content,
  image: row.image,
  imageAlt: row.imageAlt,
  contentJson: row.contentJson,
  hasHint: row.hint.trim().length > 0,
});

/** A submission as its learner sees it, with what they may do next (`can`). */
export const presentSubmission = (row: SubmissionRow, type: ExerciseTypeRow, exercise: ExerciseRow, actor: LearnerActor): Submission => ({
  id: row.id,
  status: row.status,
  exerciseType: {
    id: type.id,
    name: type.name,
    cardImage: type.cardImage,
    sourceKind: type.sourceKind,
    wordLimit: type.wordLimit,
    timeAllowed: type.timeAllowed,
    extensionTime: type.extensionTime,
    delayPenalty: type.delayPenalty,
    task: type.task,
  },
  exercise: { id: exercise.id, title: exercise.title, content: exercise.content, image: exercise.image, imageAlt: exercise.imageAlt },
  content: row.content,
  completeTime: row.completeTime,
  forLevel: row.forLevel,
  hintUsed: row.hintUsed,
  extensionUsed: row.extensionUsed,
  result: row.passed === null ? null : { passed: row.passed },
  score: row.score,
  credits: row.credits,
  remarks: row.remarks,
  assessment: row.assessment ?? null,
  feedback: row.feedback,
  objective: row.objective,
  documentId: row.documentId,
  createdAt: row.createdAt.toISOString(),
  submittedAt: row.submittedAt?.toISOString() ?? null,
  evaluatedAt: row.evaluatedAt?.toISOString() ?? null,
  can: submissionAbilities(actor, { ...row, type }),
});
