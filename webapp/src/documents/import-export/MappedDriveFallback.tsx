import { Button, MessageBar, MessageBarActions, MessageBarBody, MessageBarTitle } from "@fluentui/react-components";
import { MAPPED_DRIVE_MESSAGE, mappedDriveSteps } from "./mapped-drive";

interface MappedDriveFallbackProps {
  fileName: string;
  onDownload: () => void;
  onDismiss: () => void;
}

/** The fallback offered when a save to the chosen place failed: a plain download and the browser's steps. */
export const MappedDriveFallback = ({ fileName, onDownload, onDismiss }: MappedDriveFallbackProps) => (
  <MessageBar intent="warning" layout="multiline">
    <MessageBarBody>
      <MessageBarTitle>Could not save {fileName}</MessageBarTitle>
      {MAPPED_DRIVE_MESSAGE}
      <ol>
        {mappedDriveSteps(navigator.userAgent).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </MessageBarBody>
    <MessageBarActions>
      <Button appearance="primary" onClick={onDownload}>
        Download instead
      </Button>
      <Button appearance="secondary" onClick={onDismiss}>
        Dismiss
      </Button>
    </MessageBarActions>
  </MessageBar>
);
