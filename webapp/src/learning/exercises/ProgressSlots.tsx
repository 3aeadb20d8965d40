import { makeStyles, tokens, Tooltip } from "@fluentui/react-components";
import type { ExerciseType } from "@wordloom/shared/model";

type Slot = ExerciseType["progress"]["slots"][number];

const COLOURS: Record<Slot, string> = {
  passed: tokens.colorPaletteGreenBackground3,
  failed: tokens.colorPaletteRedBackground3,
  waiting: tokens.colorPaletteMarigoldBackground3,
  empty: tokens.colorNeutralBackground5,
};
const LABELS: Record<Slot, string> = { passed: "Passed", failed: "Not passed", waiting: "Being evaluated", empty: "Not attempted" };

const useStyles = makeStyles({
  row: { display: "flex", gap: "4px", alignItems: "center", margin: 0, padding: 0, listStyle: "none" },
  slot: { width: "18px", height: "8px", borderRadius: "4px" },
});

/** The row of progress slots on a type card: the learner's latest attempts (passed, failed, waiting or empty). */
export const ProgressSlots = ({ slots }: { slots: readonly Slot[] }) => {
  const styles = useStyles();
  const passed = slots.filter((slot) => slot === "passed").length;
  return (
    <Tooltip content={`${passed} of ${slots.length} passed`} relationship="description">
      <ul className={styles.row} aria-label={`Progress: ${passed} of ${slots.length} passed`}>
        {slots.map((slot, index) => (
          <li key={index} className={styles.slot} style={{ backgroundColor: COLOURS[slot] }} title={LABELS[slot]} data-slot={slot} />
        ))}
      </ul>
    </Tooltip>
  );
};
