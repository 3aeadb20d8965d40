import { makeStyles, mergeClasses, tokens } from "@fluentui/react-components";
import { JOURNEY_BADGE_STEPS } from "@wordloom/shared/rules";

const useStyles = makeStyles({
  row: { display: "flex", gap: "6px", alignItems: "center", margin: 0, padding: 0, listStyle: "none" },
  step: {
    width: "30px",
    height: "30px",
    display: "grid",
    placeItems: "center",
    borderRadius: "50%",
    border: `2px solid ${tokens.colorNeutralStroke1}`,
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  earned: {
    border: `2px solid ${tokens.colorPaletteMarigoldBorderActive}`,
    backgroundColor: tokens.colorPaletteMarigoldBackground2,
    color: tokens.colorPaletteMarigoldForeground2,
  },
});

/** The journey badge's 5 steps (spec document 1 §7, document 3 §9): one per level completed. */
export const BadgeSteps = ({ earned }: { earned: number }) => {
  const styles = useStyles();
  return (
    <ol className={styles.row} aria-label={`Badge: ${earned} of ${JOURNEY_BADGE_STEPS} steps`}>
      {Array.from({ length: JOURNEY_BADGE_STEPS }, (_unused, index) => (
        <li key={index} className={mergeClasses(styles.step, index < earned && styles.earned)} data-earned={index < earned}>
          {index < earned ? "★" : index + 1}
        </li>
      ))}
    </ol>
  );
};
