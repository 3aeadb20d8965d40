import { shorthands, makeStyles, mergeClasses, Subtitle1, Caption1, tokens } from "@fluentui/react-components";
import { CheckmarkFilled, LockClosedRegular, TrophyFilled } from "@fluentui/react-icons";
import type { Journey, ObjectiveSlot } from "@wordloom/shared/model";
import { LEARNING_MESSAGES } from "@wordloom/shared/rules";
import { ObjectiveSlotCard } from "./ObjectiveSlotCard";

type JourneyLevel = Journey["levels"][number];

const useStyles = makeStyles({
  path: { listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 0 },
  station: { display: "grid", gridTemplateColumns: "56px minmax(0, 1fr)", gap: "16px" },
  rail: { position: "relative", display: "grid", justifyItems: "center", alignContent: "start" },
  line: {
    position: "absolute",
    top: "48px",
    bottom: 0,
    left: "50%",
    width: "4px",
    marginLeft: "-2px",
    borderRadius: "2px",
    backgroundColor: tokens.colorNeutralStroke2,
  },
  lineDone: { backgroundImage: `linear-gradient(${tokens.colorPaletteGreenBorderActive}, ${tokens.colorPaletteGreenBorderActive})` },
  lineCurrent: { backgroundImage: `linear-gradient(${tokens.colorBrandStroke1} 0%, ${tokens.colorNeutralStroke2} 100%)` },
  node: {
    zIndex: 1,
    width: "48px",
    height: "48px",
    borderRadius: "50%",
    display: "grid",
    placeItems: "center",
    fontWeight: tokens.fontWeightBold,
    fontSize: tokens.fontSizeBase400,
    border: `3px solid ${tokens.colorNeutralStroke1}`,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
  },
  nodeDone: {
    ...shorthands.borderColor(tokens.colorPaletteGreenBorderActive),
    backgroundColor: tokens.colorPaletteGreenBackground3,
    color: tokens.colorNeutralForegroundOnBrand,
  },
  nodeCurrent: {
    ...shorthands.borderColor(tokens.colorBrandStroke1),
    backgroundColor: tokens.colorBrandBackground,
    color: tokens.colorNeutralForegroundOnBrand,
    boxShadow: `0 0 0 6px ${tokens.colorBrandBackground2}`,
  },
  body: { display: "grid", gap: "10px", paddingBottom: "28px", minWidth: 0 },
  head: { display: "flex", alignItems: "center", gap: "10px", flexWrap: "wrap", minHeight: "48px" },
  ahead: { color: tokens.colorNeutralForeground3 },
  here: {
    padding: "2px 10px",
    borderRadius: tokens.borderRadiusCircular,
    backgroundColor: tokens.colorBrandBackground2,
    color: tokens.colorBrandForeground2,
    fontWeight: tokens.fontWeightSemibold,
  },
  slots: {
    listStyle: "none",
    margin: 0,
    padding: 0,
    display: "grid",
    gap: "10px",
    gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
  },
  summit: { color: tokens.colorPaletteMarigoldForeground1 },
});

/** The slot the learner is on: the current level's first slot not completed. */
export const hereSlotId = (journey: Journey): string | null => {
  const current = journey.levels.find((level) => level.state === "current");
  return current?.slots.find((slot) => slot.status !== "completed")?.id ?? null;
};

interface JourneyPathProps {
  journey: Journey;
  busySlot: string | null;
  onAction: (slot: ObjectiveSlot) => void;
}

const LevelNode = ({ level }: { level: JourneyLevel }) => {
  const styles = useStyles();
  return (
    <span
      className={mergeClasses(styles.node, level.state === "done" && styles.nodeDone, level.state === "current" && styles.nodeCurrent)}
      aria-hidden
    >
      {level.state === "done" ? <CheckmarkFilled /> : level.slots.length === 0 ? <TrophyFilled /> : level.code}
    </span>
  );
};

/**
 * The path from L0 Beginner to L5 Mentor (spec document 3 §2.11): a station per level on a rail,
 * done levels in green, the current one marked "You are here", each with its objective slots.
 */
export const JourneyPath = ({ journey, busySlot, onAction }: JourneyPathProps) => {
  const styles = useStyles();
  const here = hereSlotId(journey);
  return (
    <ol className={styles.path} aria-label="Levels">
      {journey.levels.map((level, index) => {
        const last = index === journey.levels.length - 1;
        return (
          <li key={level.level} className={styles.station} aria-label={`${level.code} ${level.title}`} data-state={level.state}>
            <div className={styles.rail}>
              <LevelNode level={level} />
              {!last ? (
                <span
                  className={mergeClasses(
                    styles.line,
                    level.state === "done" && styles.lineDone,
                    level.state === "current" && styles.lineCurrent,
                  )}
                />
              ) : null}
            </div>
            <div className={styles.body}>
              <div className={styles.head}>
                <Subtitle1 as="h3" className={level.state === "ahead" ? styles.ahead : undefined}>
                  {level.code} {level.title}
                </Subtitle1>
                {level.state === "current" ? <span className={styles.here}>{LEARNING_MESSAGES.youAreHere}</span> : null}
                {level.state === "ahead" ? (
                  <Caption1 className={styles.ahead}>
                    <LockClosedRegular aria-hidden /> Ahead
                  </Caption1>
                ) : null}
                {level.state === "done" ? <Caption1>Completed</Caption1> : null}
              </div>
              {level.slots.length > 0 ? (
                <ul className={styles.slots}>
                  {level.slots.map((slot) => (
                    <ObjectiveSlotCard key={slot.id} slot={slot} here={slot.id === here} busy={busySlot === slot.id} onAction={onAction} />
                  ))}
                </ul>
              ) : (
                <Caption1 className={styles.summit}>The summit: complete every level before it to become a Mentor.</Caption1>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
};
