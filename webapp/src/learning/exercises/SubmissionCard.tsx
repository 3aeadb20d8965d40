import { Badge, Button, Caption1, makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import { ArrowClockwiseRegular, ArrowSyncRegular } from "@fluentui/react-icons";
import type { Submission } from "@wordloom/shared/model";
import { cutCardText, LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { statusColour, statusLabel, submittedOn } from "./submission-labels";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gridTemplateColumns: "72px minmax(0, 1fr)",
    gap: "12px",
    padding: "12px",
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow2,
    minWidth: 0,
    height: "100%",
    boxSizing: "border-box",
  },
  image: { width: "72px", height: "72px", objectFit: "cover", borderRadius: tokens.borderRadiusMedium },
  body: { display: "grid", gap: "6px", minWidth: 0, alignContent: "start" },
  title: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" },
  excerpt: { color: tokens.colorNeutralForeground2, overflowWrap: "anywhere" },
  row: { display: "flex", alignItems: "center", gap: "6px", flexWrap: "wrap" },
  score: { fontWeight: tokens.fontWeightSemibold },
});

interface SubmissionCardProps {
  submission: Submission;
  onOpen: (submission: Submission) => void;
  onResubmit: (submission: Submission) => void;
  onReload: (submission: Submission) => void;
  busy?: boolean;
}

/**
 * One earlier submission on Your Evaluation (spec document 3 §2.10, §4.7): its type, status and
 * score; "Re submit" on failed ones; the reload icon on those waiting (submit) or failed.
 */
export const SubmissionCard = ({ submission, onOpen, onResubmit, onReload, busy = false }: SubmissionCardProps) => {
  const styles = useStyles();
  const name = submission.exerciseType.name;
  return (
    <article className={styles.card} aria-label={`${name}, ${submittedOn(submission)}`}>
      <img className={styles.image} src={submission.exerciseType.cardImage} alt="" loading="lazy" />
      <div className={styles.body}>
        <Subtitle2 as="h3" className={styles.title} title={submission.exercise.title || name}>
          {submission.exercise.title || name}
        </Subtitle2>
        <Caption1>
          {name} · {submittedOn(submission)}
        </Caption1>
        <div className={styles.row}>
          <Badge appearance="tint" color={statusColour(submission)}>
            {statusLabel(submission)}
          </Badge>
          {submission.score !== null ? <span className={styles.score}>{Math.round(submission.score)}/100</span> : null}
          {submission.credits ? <Caption1>+{submission.credits} credits</Caption1> : null}
        </div>
        <Caption1 className={styles.excerpt}>{cutCardText(submission.content, 90) || "No text written."}</Caption1>
        <div className={styles.row}>
          <Button size="small" appearance="secondary" onClick={() => onOpen(submission)}>
            View
          </Button>
          {submission.status === "failed" && submission.can.resubmit ? (
            <Button size="small" appearance="primary" icon={<ArrowSyncRegular />} disabled={busy} onClick={() => onResubmit(submission)}>
              {LEARNING_MESSAGES.resubmitLabel}
            </Button>
          ) : null}
          {submission.can.reload ? (
            <Button
              size="small"
              appearance="subtle"
              icon={<ArrowClockwiseRegular />}
              aria-label={`Reload ${name}`}
              disabled={busy}
              onClick={() => onReload(submission)}
            />
          ) : null}
        </div>
      </div>
    </article>
  );
};
