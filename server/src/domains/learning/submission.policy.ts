import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import type { SubmissionAbilities } from "@wordloom/shared/api";
import type { UserRow } from "../account/users.tables";
import { allowed, definePolicy } from "../../policies/index";
import type { ExerciseTypeRow, SubmissionRow } from "./learning.tables";

export type LearnerActor = Pick<UserRow, "id">;

/** What the rules read: the submission and, for the extension, its type's extension time. */
export type SubmissionResource = Pick<SubmissionRow, "userId" | "status" | "content" | "hintUsed" | "extensionUsed"> & {
  type: Pick<ExerciseTypeRow, "extensionTime">;
};

/**
 * A submission is its learner's alone: everyone else is answered 404 (spec document 3 §4.7 for the
 * states). Submit from pending; resubmit from pending or failed; hint and extension while writing
 * (pending); Smart Edit on evaluated submissions with text; reload on submit or failed.
 */
export const submissionPolicy = definePolicy({
  notFound: LEARNING_MESSAGES.submissionNotFound,
  see: (actor: LearnerActor, submission: SubmissionResource) => submission.userId === actor.id,
  rules: {
    read: () => true,
    submit: (_actor, submission) => (submission.status === "pending" ? true : { conflict: LEARNING_MESSAGES.alreadySubmitted }),
    resubmit: (_actor, submission) =>
      submission.status === "pending" || submission.status === "failed" ? true : { conflict: LEARNING_MESSAGES.cannotResubmit },
    hint: (_actor, submission) => (submission.status === "pending" ? true : { conflict: LEARNING_MESSAGES.alreadySubmitted }),
    takeExtension: (_actor, submission) =>
      submission.status !== "pending"
        ? { conflict: LEARNING_MESSAGES.alreadySubmitted }
        : submission.type.extensionTime > 0 && !submission.extensionUsed
          ? true
          : { conflict: LEARNING_MESSAGES.extensionUnavailable },
    smartEdit: (_actor, submission) =>
      submission.status === "evaluated" && submission.content.trim().length > 0
        ? true
        : { conflict: LEARNING_MESSAGES.smartEditUnavailable },
    reload: (_actor, submission) => submission.status === "submit" || submission.status === "failed",
  },
});

export const submissionAbilities = (actor: LearnerActor, submission: SubmissionResource): SubmissionAbilities => ({
  submit: allowed(submissionPolicy, actor, "submit", submission),
  resubmit: allowed(submissionPolicy, actor, "resubmit", submission),
  smartEdit: allowed(submissionPolicy, actor, "smartEdit", submission),
  reload: allowed(submissionPolicy, actor, "reload", submission),
  hint: allowed(submissionPolicy, actor, "hint", submission),
  takeExtension: allowed(submissionPolicy, actor, "takeExtension", submission),
});
