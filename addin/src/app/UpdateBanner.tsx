import { Button, MessageBar, MessageBarActions, MessageBarBody } from "@fluentui/react-components";

const UPDATE_MESSAGE = "A new version of Wordloom is available.";

/** Offers a reload when appInfo.json names a newer version than this pane's build. */
export const UpdateBanner = ({ onReload = () => window.location.reload() }: { onReload?: () => void }) => (
  <MessageBar intent="info" layout="multiline">
    <MessageBarBody>{UPDATE_MESSAGE}</MessageBarBody>
    <MessageBarActions>
      <Button size="small" onClick={onReload}>
        Reload
      </Button>
    </MessageBarActions>
  </MessageBar>
);
