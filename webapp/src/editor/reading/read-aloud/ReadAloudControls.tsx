import { Button, MessageBar, MessageBarActions, MessageBarBody, ToggleButton, Toolbar, makeStyles } from "@fluentui/react-components";
import { DismissRegular, PauseRegular, PlayRegular, Speaker2Regular, StopRegular } from "@fluentui/react-icons";
import { useReadAloudHighlightStyles } from "./highlight-styles";
import type { ReadAloudController } from "./use-read-aloud";

const useStyles = makeStyles({
  root: { display: "flex", flexDirection: "column", gap: "8px" },
});

/**
 * The Read Aloud toggle with Pause / Resume and Stop while reading (spec document 2 §4), and the
 * 'Browser Does not support Text to Speech.' message. The page owns the controller (`useReadAloud`).
 */
export const ReadAloudControls = ({ readAloud }: { readAloud: ReadAloudController }) => {
  useReadAloudHighlightStyles();
  const styles = useStyles();
  const { status, readOutMode, message } = readAloud;
  return (
    <div className={styles.root}>
      <Toolbar aria-label="Read aloud" size="small">
        <ToggleButton
          data-testid="read-aloud-toggle"
          appearance="subtle"
          icon={<Speaker2Regular />}
          checked={readOutMode}
          onClick={readAloud.toggle}
        >
          Read Aloud
        </ToggleButton>
        {status === "speaking" ? (
          <Button data-testid="read-aloud-pause" appearance="subtle" icon={<PauseRegular />} onClick={readAloud.pause}>
            Pause
          </Button>
        ) : null}
        {status === "paused" ? (
          <Button data-testid="read-aloud-resume" appearance="subtle" icon={<PlayRegular />} onClick={readAloud.resume}>
            Resume
          </Button>
        ) : null}
        {readOutMode ? (
          <Button data-testid="read-aloud-stop" appearance="subtle" icon={<StopRegular />} onClick={readAloud.stop}>
            Stop
          </Button>
        ) : null}
      </Toolbar>
      {message ? (
        <MessageBar intent="warning" data-testid="read-aloud-message">
          <MessageBarBody>{message}</MessageBarBody>
          <MessageBarActions
            containerAction={
              <Button appearance="transparent" aria-label="Dismiss" icon={<DismissRegular />} onClick={readAloud.dismissMessage} />
            }
          />
        </MessageBar>
      ) : null}
    </div>
  );
};
