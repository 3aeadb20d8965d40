import { Button, Label, Slider, Switch, makeStyles, tokens, useId } from "@fluentui/react-components";
import { ArrowResetRegular, DismissRegular, PauseRegular, PlayRegular } from "@fluentui/react-icons";
import { TELEPROMPTER_FONT_SIZE, TELEPROMPTER_SPEED } from "./teleprompter-settings";

const useStyles = makeStyles({
  bar: {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "center",
    gap: "12px 20px",
    padding: "8px 16px",
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
  },
  setting: { display: "flex", alignItems: "center", gap: "6px" },
  value: { minWidth: "2ch", fontVariantNumeric: "tabular-nums" },
  close: { marginLeft: "auto" },
});

interface TeleprompterToolbarProps {
  playing: boolean;
  onTogglePlay: () => void;
  onReset: () => void;
  speed: number;
  onSpeedChange: (speed: number) => void;
  fontSize: number;
  onFontSizeChange: (fontSize: number) => void;
  mirrored: boolean;
  onMirroredChange: (mirrored: boolean) => void;
  onClose: () => void;
}

/** Play / Pause, Reset, speed 1–50, font size 1–40, mirror, and close. */
export const TeleprompterToolbar = (props: TeleprompterToolbarProps) => {
  const styles = useStyles();
  const speedId = useId("teleprompter-speed");
  const fontId = useId("teleprompter-font");
  return (
    <div className={styles.bar} role="toolbar" aria-label="Teleprompter controls">
      <Button
        data-testid="teleprompter-play"
        appearance="primary"
        icon={props.playing ? <PauseRegular /> : <PlayRegular />}
        onClick={props.onTogglePlay}
      >
        {props.playing ? "Pause" : "Play"}
      </Button>
      <Button data-testid="teleprompter-reset" icon={<ArrowResetRegular />} onClick={props.onReset}>
        Reset
      </Button>
      <div className={styles.setting}>
        <Label htmlFor={speedId}>Speed</Label>
        <Slider
          id={speedId}
          data-testid="teleprompter-speed"
          min={TELEPROMPTER_SPEED.min}
          max={TELEPROMPTER_SPEED.max}
          value={props.speed}
          onChange={(_event, data) => props.onSpeedChange(data.value)}
        />
        <span className={styles.value} aria-hidden>
          {props.speed}
        </span>
      </div>
      <div className={styles.setting}>
        <Label htmlFor={fontId}>Font size</Label>
        <Slider
          id={fontId}
          data-testid="teleprompter-font-size"
          min={TELEPROMPTER_FONT_SIZE.min}
          max={TELEPROMPTER_FONT_SIZE.max}
          value={props.fontSize}
          onChange={(_event, data) => props.onFontSizeChange(data.value)}
        />
        <span className={styles.value} aria-hidden>
          {props.fontSize}
        </span>
      </div>
      <Switch
        data-testid="teleprompter-mirror"
        label="Mirror"
        checked={props.mirrored}
        onChange={(_event, data) => props.onMirroredChange(data.checked)}
      />
      <Button
        data-testid="teleprompter-close"
        className={styles.close}
        appearance="subtle"
        icon={<DismissRegular />}
        onClick={props.onClose}
      >
        Close
      </Button>
    </div>
  );
};
