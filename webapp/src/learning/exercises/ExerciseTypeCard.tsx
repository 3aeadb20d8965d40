import { Badge, Body1, Button, Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from "@fluentui/react-components";
import { LockClosedRegular, PlayRegular, StarFilled } from "@fluentui/react-icons";
import type { ExerciseType } from "@wordloom/shared/model";
import { cutCardText, LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { ProgressSlots } from "./ProgressSlots";

const useStyles = makeStyles({
  card: {
    display: "grid",
    gridTemplateRows: "auto 150px auto 1fr auto",
    gap: "10px",
    padding: "14px",
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
    minWidth: 0,
    height: "100%",
    boxSizing: "border-box",
  },
  locked: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground3 },
  top: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "8px", minWidth: 0 },
  imageBox: {
    borderRadius: tokens.borderRadiusLarge,
    overflow: "hidden",
    backgroundColor: tokens.colorNeutralBackground2,
    display: "grid",
    placeItems: "center",
  },
  image: { width: "100%", height: "150px", objectFit: "cover", display: "block" },
  dim: { filter: "grayscale(1)", opacity: 0.6 },
  name: { overflowWrap: "anywhere" },
  notes: { color: tokens.colorNeutralForeground2, overflowWrap: "anywhere" },
  footer: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "8px", flexWrap: "wrap" },
});

interface ExerciseTypeCardProps {
  type: ExerciseType;
  onStart: (type: ExerciseType) => void;
  /** The label of the action (Start on the exercises screen, Load in the creation pane). */
  actionLabel?: string;
}

/**
 * One exercise type on the Writing Exercises carousel (spec document 3 §2.10): its level title,
 * image, name, introductory notes cut at 150 characters, the progress slots and Start; locked when
 * its minimum level is above the learner's.
 */
export const ExerciseTypeCard = ({ type, onStart, actionLabel = "Start" }: ExerciseTypeCardProps) => {
  const styles = useStyles();
  return (
    <article className={mergeClasses(styles.card, type.locked && styles.locked)} aria-label={type.name}>
      <div className={styles.top}>
        <Badge appearance="tint" color={type.locked ? "subtle" : "brand"}>
          {type.levelTitle} · L{type.minimumLevel}
        </Badge>
        {type.recommended && !type.locked ? (
          <Caption1>
            <StarFilled aria-hidden style={{ color: tokens.colorPaletteMarigoldForeground1, verticalAlign: "text-bottom" }} /> For you
          </Caption1>
        ) : null}
      </div>
      <div className={styles.imageBox}>
        <img className={mergeClasses(styles.image, type.locked && styles.dim)} src={type.cardImage} alt="" loading="lazy" />
      </div>
      <Subtitle2 as="h3" className={styles.name}>
        {type.name}
      </Subtitle2>
      <Body1 className={styles.notes}>{cutCardText(type.introductoryNotes)}</Body1>
      <div className={styles.footer}>
        <ProgressSlots slots={type.progress.slots} />
        {type.locked ? (
          <Button
            icon={<LockClosedRegular />}
            disabled
            aria-label={`${type.name} is locked`}
            title={LEARNING_MESSAGES.typeLocked(type.minimumLevel)}
          >
            Locked
          </Button>
        ) : (
          <Button appearance="primary" icon={<PlayRegular />} onClick={() => onStart(type)} aria-label={`${actionLabel} ${type.name}`}>
            {actionLabel}
          </Button>
        )}
      </div>
      {type.locked ? <Caption1>{LEARNING_MESSAGES.typeLocked(type.minimumLevel)}</Caption1> : null}
    </article>
  );
};
