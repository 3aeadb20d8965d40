import { Body1, Button, makeStyles, MessageBar, MessageBarBody, Spinner, Subtitle1, tokens } from "@fluentui/react-components";
import { ArrowClockwiseRegular, ArrowSyncRegular, CheckmarkCircleRegular, DismissCircleRegular } from "@fluentui/react-icons";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { LEARNING_MESSAGES, RESULT_POLL_MAX_ATTEMPTS } from "@wordloom/shared/rules";
import { learningKeys } from "../queries";
import { isSettled, useInvalidateLearning, useReloadSubmission, useResubmit, useSubmission } from "../use-learning";
import { useNotify } from "../../ui/toasts";

const useStyles = makeStyles({
  root: { display: "grid", gap: "14px", justifyItems: "center", textAlign: "center", padding: "24px 8px" },
  score: { fontSize: tokens.fontSizeHero900, lineHeight: tokens.lineHeightHero900, fontWeight: tokens.fontWeightBold },
  passed: { color: tokens.colorPaletteGreenForeground1, fontSize: "48px" },
  notPassed: { color: tokens.colorPaletteRedForeground1, fontSize: "48px" },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap", justifyContent: "center" },
});

interface PlayerResultProps {
  submissionId: string;
  onOpenDetail: (submissionId: string) => void;
}

/**
 * The ended stage (spec document 3 §4.9): the result is polled every 10 s, up to 10 times, until
 * the submission is evaluated or failed; failed asks to resubmit.
 */
export const PlayerResult = ({ submissionId, onOpenDetail }: PlayerResultProps) => {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const query = useSubmission(submissionId, { poll: true });
  const resubmit = useResubmit();
  const reload = useReloadSubmission();
  const invalidate = useInvalidateLearning();
  const told = useRef<string | null>(null);
  const submission = query.data;
  const settled = submission ? isSettled(submission) : false;

  useEffect(() => {
    if (!submission || !settled || told.current === submission.status) {
      return;
    }
    told.current = submission.status;
    if (submission.status === "failed") {
      notify(LEARNING_MESSAGES.unableToEvaluate, "warning");
    }
    void invalidate();
  }, [submission, settled, notify, invalidate]);

  if (!submission) {
    return <Spinner label="Loading your result" />;
  }
  if (submission.status === "evaluated") {
    const passed = submission.result?.passed ?? false;
    return (
      <div className={styles.root} aria-live="polite">
        {passed ? (
          <CheckmarkCircleRegular className={styles.passed} aria-hidden />
        ) : (
          <DismissCircleRegular className={styles.notPassed} aria-hidden />
        )}
        <Subtitle1 as="h3">{passed ? "Passed!" : "Not passed this time"}</Subtitle1>
        <span className={styles.score} aria-label={`Score ${Math.round(submission.score ?? 0)} out of 100`}>
          {Math.round(submission.score ?? 0)}/100
        </span>
        {submission.credits ? <Body1>You earned {submission.credits} credits.</Body1> : null}
        {submission.remarks ? <Body1>{submission.remarks}</Body1> : null}
        <div className={styles.actions}>
          <Button appearance="primary" onClick={() => onOpenDetail(submission.id)}>
            See scores
          </Button>
        </div>
      </div>
    );
  }
  if (submission.status === "failed" || submission.status === "pending") {
    return (
      <div className={styles.root}>
        <MessageBar intent="warning">
          <MessageBarBody>
            {submission.status === "failed" ? LEARNING_MESSAGES.unableToEvaluate : "Your text was not submitted."}
          </MessageBarBody>
        </MessageBar>
        <Button
          appearance="primary"
          icon={<ArrowSyncRegular />}
          disabled={resubmit.isPending}
          onClick={() => resubmit.mutate(submission.id)}
        >
          {LEARNING_MESSAGES.resubmitLabel}
        </Button>
      </div>
    );
  }
  // dataUpdatedAt changes with each poll, so this re-renders when the last one came back.
  const gaveUp =
    query.dataUpdatedAt > 0 &&
    (queryClient.getQueryState(learningKeys.submission(submissionId))?.dataUpdateCount ?? 0) > RESULT_POLL_MAX_ATTEMPTS;
  return (
    <div className={styles.root} aria-live="polite">
      {gaveUp ? (
        <>
          <Body1>Your submission will be evaluated shortly. Please check after some time.</Body1>
          <Button icon={<ArrowClockwiseRegular />} disabled={reload.isPending} onClick={() => reload.mutate(submission.id)}>
            Reload
          </Button>
        </>
      ) : (
        <Spinner label="Evaluating your writing… the result appears here in a few seconds." />
      )}
    </div>
  );
};
