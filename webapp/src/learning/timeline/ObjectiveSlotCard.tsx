import { shorthands, Badge, Body1, Button, Caption1, makeStyles, mergeClasses, Subtitle2, tokens } from "@fluentui/react-components";
import { CheckmarkCircleFilled, LocationFilled } from "@fluentui/react-icons";
import type { ObjectiveSlot } from "@wordloom/shared/model";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  card: {
    position: "relative",
    display: "grid",
    gap: "6px",
    alignContent: "start",
    padding: "12px",
    borderRadius: tokens.borderRadiusXLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
    minWidth: 0,
  },
  completed: { ...shorthands.borderColor(tokens.colorPaletteGreenBorder1), backgroundColor: tokens.colorPaletteGreenBackground1 },
  here: { ...shorthands.borderColor(tokens.colorBrandStroke1), boxShadow: `0 0 0 2px ${tokens.colorBrandStroke2}, ${tokens.shadow8}` },
  top: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "6px", flexWrap: "wrap" },
  label: { fontVariantNumeric: "tabular-nums", fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  title: { overflowWrap: "anywhere" },
  description: { color: tokens.colorNeutralForeground2 },
  marker: {
    display: "inline-flex",
    alignItems: "center",
    gap: "4px",
    padding: "2px 8px",
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
  },
  done: { color: tokens.colorPaletteGreenForeground1, display: "inline-flex", alignItems: "center", gap: "4px" },
  action: { justifySelf: "start" },
});

const STATUS_LABELS: Record<ObjectiveSlot["status"], string> = {
  NotAttempted: "Not attempted",
  pending: "Started",
  attempted: "Attempted",
  completed: "Completed",
};

interface ObjectiveSlotCardProps {
  slot: ObjectiveSlot;
  here: boolean;
  busy: boolean;
  onAction: (slot: ObjectiveSlot) => void;
}

/** One objective slot on the path: its 'x.y', title, status and its Start / Take action (spec document 3 §4.8). */
export const ObjectiveSlotCard = ({ slot, here, busy, onAction }: ObjectiveSlotCardProps) => {
  const styles = useStyles();
  return (
    <li
      className={mergeClasses(styles.card, slot.status === "completed" && styles.completed, here && styles.here)}
      aria-label={`${slot.journeyLevel} ${slot.title}`}
    >
      <div className={styles.top}>
        <span className={styles.label}>{slot.journeyLevel}</span>
        {here ? (
          <span className={styles.marker}>
            <LocationFilled aria-hidden /> {LEARNING_MESSAGES.youAreHere}
          </span>
        ) : slot.status === "completed" ? (
          <span className={styles.done}>
            <CheckmarkCircleFilled aria-hidden /> Completed
          </span>
        ) : (
          <Badge appearance="tint" color={slot.status === "NotAttempted" ? "subtle" : "warning"}>
            {STATUS_LABELS[slot.status]}
          </Badge>
        )}
      </div>
      <Subtitle2 as="h4" className={styles.title}>
        {slot.title}
      </Subtitle2>
      <Body1 className={styles.description}>{slot.description}</Body1>
      {slot.actionLabel ? (
        <Button
          className={styles.action}
          size="small"
          appearance={here ? "primary" : "secondary"}
          disabled={busy}
          onClick={() => onAction(slot)}
          aria-label={`${slot.actionLabel}: ${slot.title}`}
        >
          {slot.actionLabel}
        </Button>
      ) : (
        <Caption1>{slot.completedAt ? `Done on ${new Date(slot.completedAt).toLocaleDateString()}` : "Done"}</Caption1>
      )}
    </li>
  );
};
