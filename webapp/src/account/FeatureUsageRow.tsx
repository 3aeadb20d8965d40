import { Button, Caption1, makeStyles, ProgressBar, TableCell, TableRow, Text, tokens } from "@fluentui/react-components";
import { PremiumFilled } from "@fluentui/react-icons";
import type { FeatureUsage } from "@wordloom/shared/model";
import { featureLabel } from "./feature-labels";
import { usageDisplay } from "./usage-display";

export const LIMIT_REACHED_LABEL = "Limit reached";
export const NOT_IN_PLAN_LABEL = "Not in your plan";

const useStyles = makeStyles({
  name: { display: "flex", alignItems: "center", gap: "6px" },
  crown: { color: tokens.colorPaletteGoldForeground2, fontSize: "18px", flexShrink: 0 },
  usage: { display: "grid", gap: "4px", minWidth: "160px", paddingTop: "6px", paddingBottom: "6px" },
  muted: { color: tokens.colorNeutralForeground3 },
});

interface FeatureUsageRowProps {
  usage: FeatureUsage;
  checking: boolean;
  onCheck: () => void;
}

/** One feature: name (with a crown when its limit is reached), usage bar with counts and top-up, Check. */
export const FeatureUsageRow = ({ usage, checking, onCheck }: FeatureUsageRowProps) => {
  const styles = useStyles();
  const label = featureLabel(usage.feature);
  const display = usageDisplay(usage);
  const color = display.state === "exhausted" ? "error" : display.nearLimit ? "warning" : "brand";
  return (
    <TableRow data-feature={usage.feature} data-state={display.state}>
      <TableCell>
        <span className={styles.name}>
          <Text weight="semibold">{label}</Text>
          {display.state === "exhausted" ? <PremiumFilled className={styles.crown} aria-label={LIMIT_REACHED_LABEL} /> : null}
        </span>
      </TableCell>
      <TableCell>
        {display.state === "notInPlan" ? (
          <Text className={styles.muted}>{NOT_IN_PLAN_LABEL}</Text>
        ) : (
          <div className={styles.usage}>
            <ProgressBar
              value={display.fraction}
              max={1}
              color={color}
              thickness="large"
              aria-label={`${label} usage`}
              aria-valuetext={`${display.usageText} used`}
            />
            <Caption1>
              {display.usageText}
              {display.topUpText ? ` · ${display.topUpText}` : null}
            </Caption1>
          </div>
        )}
      </TableCell>
      <TableCell>
        <Button size="small" onClick={onCheck} disabled={checking} aria-label={`Check ${label}`}>
          {checking ? "Checking…" : "Check"}
        </Button>
      </TableCell>
    </TableRow>
  );
};
