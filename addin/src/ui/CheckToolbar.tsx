import { Button, makeStyles, Switch, tokens } from "@fluentui/react-components";

const useStyles = makeStyles({
  root: { display: "grid", gap: tokens.spacingVerticalXS },
  actions: { display: "flex", gap: tokens.spacingHorizontalS, alignItems: "center" },
  options: { display: "flex", flexWrap: "wrap", columnGap: tokens.spacingHorizontalM },
});

interface CheckToolbarProps {
  checking: boolean;
  hasResults: boolean;
  selectionOnly: boolean;
  trackChanges: boolean;
  /** Track changes needs WordApi 1.4. */
  canTrackChanges: boolean;
  /** Grammar only: the "Show style suggestions" switch (absent for other tools). */
  includeStyle?: boolean;
  onIncludeStyle?: (value: boolean) => void;
  onCheck: () => void;
  onClear: () => void;
  onSelectionOnly: (value: boolean) => void;
  onTrackChanges: (value: boolean) => void;
}

export const CheckToolbar = (props: CheckToolbarProps) => {
  const styles = useStyles();
  return (
    <div className={styles.root}>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={props.onCheck} disabled={props.checking}>
          {props.checking ? "Checking…" : "Check"}
        </Button>
        {props.hasResults ? (
          <Button appearance="subtle" onClick={props.onClear} disabled={props.checking}>
            Clear results
          </Button>
        ) : null}
      </div>
      <div className={styles.options}>
        <Switch label="Selection only" checked={props.selectionOnly} onChange={(_event, data) => props.onSelectionOnly(data.checked)} />
        {props.includeStyle !== undefined && props.onIncludeStyle ? (
          <Switch
            label="Show style suggestions"
            checked={props.includeStyle}
            disabled={props.checking}
            onChange={(_event, data) => props.onIncludeStyle?.(data.checked)}
          />
        ) : null}
        {props.canTrackChanges ? (
          <Switch label="Track changes" checked={props.trackChanges} onChange={(_event, data) => props.onTrackChanges(data.checked)} />
        ) : null}
      </div>
    </div>
  );
};
