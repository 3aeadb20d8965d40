import type { Submission } from "@wordloom/shared/model";

type Status = Submission["status"];

/** How a submission's status reads on its card (spec document 3 §4.7). */
export const statusLabel = (submission: Pick<Submission, "status" | "result">): string => {
  const labels: Record<Status, string> = {
    pending: "Not submitted",
    submit: "Being evaluated",
    evaluated: submission.result?.passed ? "Passed" : "Not passed",
    failed: "Evaluation failed",
  };
  return labels[submission.status];
};

export const statusColour = (submission: Pick<Submission, "status" | "result">) => {
  if (submission.status === "evaluated") {
    return submission.result?.passed ? ("success" as const) : ("danger" as const);
  }
  return submission.status === "failed" ? ("warning" as const) : ("informative" as const);
};

const DATE = new Intl.DateTimeFormat(undefined, { day: "numeric", month: "short", year: "numeric" });
export const submittedOn = (submission: Pick<Submission, "submittedAt" | "createdAt">) =>
  DATE.format(new Date(submission.submittedAt ?? submission.createdAt));
