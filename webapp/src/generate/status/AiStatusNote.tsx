import { Caption1, MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from "@fluentui/react-components";
import type { GenerationKind } from "@wordloom/shared/api";
import { supportFor, supportSentence } from "./ai-status-text";
import { useAiStatus } from "./use-ai-status";

const useStyles = makeStyles({
  list: { margin: "4px 0 0", paddingLeft: "18px" },
  code: { fontFamily: "monospace" },
});

/** What to set to connect a model, as the server lists it. */
export const ConfigureList = ({ items }: { items: readonly string[] }) => {
  const styles = useStyles();
  if (items.length === 0) {
    return null;
  }
  return (
    <ul className={styles.list} aria-label="What to configure">
      {items.map((item) => (
        <li key={item} className={styles.code}>
          {item}
        </li>
      ))}
    </ul>
  );
};

/**
 * The AI status, plainly (issue 9): which provider is active, and what it does for this pane's
 * kinds; when the pane needs a model that is not there, what to configure.
 */
export const AiStatusNote = ({ kinds }: { kinds: readonly GenerationKind[] }) => {
  const status = useAiStatus();
  if (!status.data) {
    return null;
  }
  const support = supportFor(status.data, kinds);
  const needsModel = support?.mode === "needs-model";
  return (
    <section aria-label="AI status" data-ai-provider={status.data.provider}>
      <MessageBar intent={needsModel ? "warning" : "info"} layout="multiline">
        <MessageBarBody>
          <MessageBarTitle>{status.data.label}</MessageBarTitle>
          {supportSentence(support)}
          {support?.note ? <Caption1 block>{support.note}</Caption1> : null}
          {!status.data.health.ok && status.data.provider !== "offline" ? <Caption1 block>{status.data.health.message}</Caption1> : null}
          {needsModel ? <ConfigureList items={status.data.configure} /> : null}
        </MessageBarBody>
      </MessageBar>
    </section>
  );
};
