import { and, desc, eq, ne, sql } from "drizzle-orm";
import { assessWriting, type AssessmentResult } from "@wordloom/shared/analysis/assessment";
import { creditsEarned, isPassingScore, LEARNING_MESSAGES, missedPassMarks, objectiveKeyOf, PASS_MARKS } from "@wordloom/shared/rules";
import type { WorkerDeps } from "../../context";
import { exercises, exerciseTypes, learningJourneys, learningSubmissions } from "./learning.tables";
import { progressSlots } from "./journey";
import { writeFeedback } from "./learning-feedback";
import "./learning.events";

/** Other learners' texts of the same exercise that originality is measured against (newest first). */
const PEER_LIMIT = 50;

type Deps = Pick<WorkerDeps, "db" | "clock" | "events" | "config">;

const remarksOf = (totals: AssessmentResult["totals"], passed: boolean): string => {
  if (passed) {
    return `Passed with ${totals.overall}/100. Well done!`;
  }
  const names: Record<string, string> = {
    overall: `overall ${PASS_MARKS.overall}`,
    expression: `expression ${PASS_MARKS.expression}`,
    grammar: `grammar ${PASS_MARKS.grammar}`,
    content: `content ${PASS_MARKS.content}`,
  };
  return `Not passed yet (${totals.overall}/100). Pass marks missed: ${missedPassMarks(totals)
    .map((key) => names[key])
    .join(", ")}. Open the Scores tab to see what to work on.`;
};

/**
 * The evaluation job (spec document 3 §4.7): a submitted text is assessed with Wordloom's engines
 * and becomes evaluated (passed or not, credits earned, objectives progressed), or failed when the
 * assessment cannot be made. Runs once per submit; a submission no longer in `submit` is left alone.
 */
export const evaluateSubmission = async (deps: Deps, submissionId: string, assess: typeof assessWriting = assessWriting): Promise<void> => {
  const [found] = await deps.db
    .select({ row: learningSubmissions, type: exerciseTypes, exercise: exercises })
    .from(learningSubmissions)
    .innerJoin(exerciseTypes, eq(exerciseTypes.id, learningSubmissions.exerciseTypeId))
    .innerJoin(exercises, eq(exercises.id, learningSubmissions.exerciseId))
    .where(eq(learningSubmissions.id, submissionId))
    .limit(1);
  if (!found || found.row.status !== "submit") {
    return;
  }
  const { row, type, exercise } = found;
  const peers = await deps.db
    .select({ content: learningSubmissions.content })
    .from(learningSubmissions)
    .where(
      and(
        eq(learningSubmissions.exerciseId, exercise.id),
        ne(learningSubmissions.userId, row.userId),
        eq(learningSubmissions.status, "evaluated"),
      ),
    )
    .orderBy(desc(learningSubmissions.evaluatedAt))
    .limit(PEER_LIMIT);
  let assessment: AssessmentResult;
  try {
    assessment = await assess({
      text: row.content,
      topic: exercise.title,
      task: type.task,
      source: exercise.content,
      expectedIntents: type.expectedIntents,
      wordLimit: type.wordLimit,
      peers: peers.map((peer) => peer.content),
      extensionUsed: row.extensionUsed,
      delayPenalty: type.delayPenalty,
    });
  } catch {
    await deps.db
      .update(learningSubmissions)
      .set({ status: "failed", remarks: LEARNING_MESSAGES.unableToEvaluate, evaluatedAt: deps.clock.now() })
      .where(and(eq(learningSubmissions.id, row.id), eq(learningSubmissions.status, "submit")));
    await deps.events.emit("learning.evaluation_failed", { userId: row.userId, submissionId: row.id });
    return;
  }
  const passed = isPassingScore(assessment.totals);
  const credits = creditsEarned({ passed, typeCredits: type.credits, extensionUsed: row.extensionUsed, delayPenalty: type.delayPenalty });
  const now = deps.clock.now();
  const updated = await deps.db.transaction(async (tx) => {
    const changed = await tx
      .update(learningSubmissions)
      .set({
        status: "evaluated",
        passed,
        score: assessment.totals.overall,
        credits,
        remarks: remarksOf(assessment.totals, passed),
        assessment,
        evaluatedAt: now,
      })
      .where(and(eq(learningSubmissions.id, row.id), eq(learningSubmissions.status, "submit")))
      .returning({ id: learningSubmissions.id });
    if (changed.length > 0 && credits > 0) {
      await tx
        .update(learningJourneys)
        .set({ credits: sql`${learningJourneys.credits} + ${credits}`, updatedAt: now })
        .where(eq(learningJourneys.userId, row.userId));
    }
    return changed.length > 0;
  });
  if (!updated) {
    return;
  }
  const passKey = objectiveKeyOf("passExercise", [type.slug]);
  await progressSlots(deps, row.userId, (key) => key === passKey, { status: passed ? "completed" : "attempted", subId: row.id });
  await deps.events.emit("learning.evaluated", {
    userId: row.userId,
    submissionId: row.id,
    exerciseTypeSlug: type.slug,
    passed,
    score: assessment.totals.overall,
  });
  await writeFeedback(deps, {
    submissionId: row.id,
    task: type.task,
    exerciseTitle: exercise.title,
    text: row.content,
    assessment,
    passed,
  });
};
