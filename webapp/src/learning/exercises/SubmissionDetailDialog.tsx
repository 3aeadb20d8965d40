import {
  Badge,
  Body1,
  Button,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Spinner,
  Subtitle2,
  Tab,
  TabList,
  tokens,
} from "@fluentui/react-components";
import { ArrowClockwiseRegular, ArrowSyncRegular, DismissRegular, EditRegular } from "@fluentui/react-icons";
import { useState } from "react";
import type { Submission } from "@wordloom/shared/model";
import { LEARNING_MESSAGES, type Product } from "@wordloom/shared/rules";
import { useReloadSubmission, useResubmit, useSubmission } from "../use-learning";
import { ScoresTab } from "./ScoresTab";
import { statusColour, statusLabel, submittedOn } from "./submission-labels";
import { useSmartEdit } from "./use-smart-edit";

const useStyles = makeStyles({
  surface: { maxWidth: "min(860px, 94vw)", width: "100%" },
  content: { display: "grid", gap: "14px", maxHeight: "min(70vh, 720px)", overflowY: "auto", paddingRight: "4px" },
  meta: { display: "flex", gap: "8px", alignItems: "center", flexWrap: "wrap" },
  block: { display: "grid", gap: "6px" },
  text: {
    whiteSpace: "pre-wrap",
    overflowWrap: "anywhere",
    padding: "12px",
    borderRadius: tokens.borderRadiusLarge,
    backgroundColor: tokens.colorNeutralBackground2,
    margin: 0,
    fontFamily: tokens.fontFamilyBase,
  },
  image: { maxWidth: "100%", maxHeight: "220px", borderRadius: tokens.borderRadiusLarge, justifySelf: "start" },
});

interface SubmissionDetailDialogProps {
  submissionId: string | null;
  product: Product;
  onClose: () => void;
}

const ContentTab = ({ submission }: { submission: Submission }) => {
  const styles = useStyles();
  return (
    <div className={styles.content}>
      <div className={styles.block}>
        <Subtitle2 as="h3">Task</Subtitle2>
        <Body1>{submission.exerciseType.task}</Body1>
      </div>
      {submission.exercise.title || submission.exercise.content ? (
        <div className={styles.block}>
          <Subtitle2 as="h3">{submission.exercise.title || "Exercise"}</Subtitle2>
          {submission.exercise.content ? <Body1 className={styles.text}>{submission.exercise.content}</Body1> : null}
        </div>
      ) : null}
      {submission.exercise.image ? (
        <img className={styles.image} src={submission.exercise.image} alt={submission.exercise.imageAlt ?? ""} />
      ) : null}
      <div className={styles.block}>
        <Subtitle2 as="h3">Your text</Subtitle2>
        <p className={styles.text}>{submission.content || "No text written."}</p>
      </div>
      {submission.remarks ? (
        <div className={styles.block}>
          <Subtitle2 as="h3">Remarks</Subtitle2>
          <Body1>{submission.remarks}</Body1>
        </div>
      ) : null}
      {submission.feedback ? (
        <div className={styles.block}>
          <Subtitle2 as="h3">Feedback</Subtitle2>
          <Body1>{submission.feedback}</Body1>
        </div>
      ) : null}
    </div>
  );
};

/**
 * The submission detail popup (spec document 3 §2.10): a Content tab (the task, the exercise, the
 * text, remarks) and a Scores tab (each score with its details). Smart Edit on evaluated
 * submissions; Re submit and reload as on the cards (§4.7).
 */
export const SubmissionDetailDialog = ({ submissionId, product, onClose }: SubmissionDetailDialogProps) => {
  const styles = useStyles();
  const [tab, setTab] = useState<"content" | "scores">("content");
  const query = useSubmission(submissionId);
  const resubmit = useResubmit();
  const reload = useReloadSubmission();
  const smartEdit = useSmartEdit(product);
  const submission = query.data;
  return (
    <Dialog open={submissionId !== null} onOpenChange={(_event, data) => (data.open ? undefined : onClose())}>
      <DialogSurface className={styles.surface} aria-label={submission ? `Submission: ${submission.exerciseType.name}` : "Submission"}>
        <DialogBody>
          <DialogTitle action={<Button appearance="subtle" aria-label="Close" icon={<DismissRegular />} onClick={onClose} />}>
            {submission ? submission.exercise.title || submission.exerciseType.name : "Submission"}
          </DialogTitle>
          <DialogContent>
            {query.isPending ? <Spinner label="Loading submission" /> : null}
            {query.isError ? <p role="alert">{LEARNING_MESSAGES.submissionNotFound}</p> : null}
            {submission ? (
              <div className={styles.content}>
                <div className={styles.meta}>
                  <Badge appearance="tint" color={statusColour(submission)}>
                    {statusLabel(submission)}
                  </Badge>
                  <Caption1>
                    {submission.exerciseType.name} · {submittedOn(submission)} · level {submission.forLevel}
                  </Caption1>
                  {submission.score !== null ? <Caption1>Score {Math.round(submission.score)}/100</Caption1> : null}
                  {submission.credits !== null ? <Caption1>Credits earned {submission.credits}</Caption1> : null}
                </div>
                {submission.status === "failed" ? (
                  <MessageBar intent="warning">
                    <MessageBarBody>{LEARNING_MESSAGES.unableToEvaluate}</MessageBarBody>
                  </MessageBar>
                ) : null}
                {submission.status === "submit" ? (
                  <MessageBar intent="info">
                    <MessageBarBody>Your text is being evaluated.</MessageBarBody>
                  </MessageBar>
                ) : null}
                <TabList selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value === "scores" ? "scores" : "content")}>
                  <Tab value="content">Content</Tab>
                  <Tab value="scores">Scores</Tab>
                </TabList>
                {tab === "content" ? <ContentTab submission={submission} /> : null}
                {tab === "scores" ? (
                  submission.assessment ? (
                    <ScoresTab assessment={submission.assessment} />
                  ) : (
                    <Body1>The scores appear once the submission is evaluated.</Body1>
                  )
                ) : null}
              </div>
            ) : null}
          </DialogContent>
          <DialogActions>
            {submission?.can.reload ? (
              <Button icon={<ArrowClockwiseRegular />} disabled={reload.isPending} onClick={() => reload.mutate(submission.id)}>
                Reload
              </Button>
            ) : null}
            {submission?.can.resubmit && submission.status === "failed" ? (
              <Button icon={<ArrowSyncRegular />} disabled={resubmit.isPending} onClick={() => resubmit.mutate(submission.id)}>
                {LEARNING_MESSAGES.resubmitLabel}
              </Button>
            ) : null}
            {submission?.can.smartEdit ? (
              <Button
                appearance="primary"
                icon={<EditRegular />}
                disabled={smartEdit.isPending}
                onClick={() => smartEdit.mutate(submission.id)}
              >
                Smart Edit
              </Button>
            ) : null}
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
};
