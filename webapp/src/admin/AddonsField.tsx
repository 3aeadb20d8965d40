import { Checkbox, makeStyles, tokens } from "@fluentui/react-components";
import { useId } from "react";
import { ADDONS, type Addon } from "@wordloom/shared/rules";
import { ADDON_LABELS } from "./labels";
import { sortAddons } from "./plan-changes";

const useStyles = makeStyles({
  group: { border: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "1fr 1fr" },
  legend: { padding: 0, marginBottom: "4px", fontWeight: tokens.fontWeightSemibold },
});

/** One checkbox per add-on bundle. */
export const AddonsField = ({ value, onChange }: { value: readonly Addon[]; onChange: (addons: Addon[]) => void }) => {
  const styles = useStyles();
  const legendId = useId();
  const toggle = (addon: Addon, checked: boolean) =>
    onChange(sortAddons(checked ? [...value, addon] : value.filter((item) => item !== addon)));
  return (
    <fieldset className={styles.group} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.legend}>
        Add-ons
      </legend>
      {ADDONS.map((addon) => (
        <Checkbox
          key={addon}
          label={ADDON_LABELS[addon]}
          checked={value.includes(addon)}
          onChange={(_event, data) => toggle(addon, data.checked === true)}
        />
      ))}
    </fieldset>
  );
};
