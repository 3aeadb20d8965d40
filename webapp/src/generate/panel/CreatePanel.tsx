import { Body1, Button, makeStyles, Subtitle2, tokens } from "@fluentui/react-components";
import { ArrowLeftRegular } from "@fluentui/react-icons";
import { memo, useState } from "react";
import type { FeatureFlags } from "@wordloom/shared/rules";
import { CreatePaneView } from "../CreatePage";
import type { CreatePaneId } from "../create-panes";
import { GenerationHostProvider, type GenerationHost } from "../generation-host";
import { availableCreatePanes } from "./create-pane-menu";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  group: { display: "grid", gap: "4px" },
  entries: { display: "grid", gridTemplateColumns: "repeat(auto-fill, minmax(170px, 1fr))", gap: "6px" },
  entry: { justifyContent: "flex-start" },
  back: { justifySelf: "start" },
  heading: { color: tokens.colorNeutralForeground2 },
});

const NO_CREATE_PANES = "Your plan does not include creation tools.";

interface CreatePanelProps {
  /** The plan's flags: the panes offered are the Create menu's (spec document 1 §2). */
  flags: FeatureFlags;
  /** Where the panes sit: the editor's open document, the Word add-in's defaults. */
  host: GenerationHost;
  initialPane?: CreatePaneId | null;
}

/**
 * Create, in a pane (the editor's assistant, the Word add-in's frame): the creation panes as a
 * list grouped like the Create menu; choosing one shows it, with a way back to the list.
 */
export const CreatePanel = memo(function CreatePanel({ flags, host, initialPane = null }: CreatePanelProps) {
  const styles = useStyles();
  const entries = availableCreatePanes(flags);
  const [chosen, setChosen] = useState<CreatePaneId | null>(
    initialPane && entries.some((entry) => entry.id === initialPane) ? initialPane : null,
  );
  const groups = [...new Set(entries.map((entry) => entry.group))];

  if (chosen) {
    return (
      <GenerationHostProvider host={host}>
        <div className={styles.root}>
          <Button className={styles.back} appearance="subtle" size="small" icon={<ArrowLeftRegular />} onClick={() => setChosen(null)}>
            All creation panes
          </Button>
          <CreatePaneView key={chosen} id={chosen} />
        </div>
      </GenerationHostProvider>
    );
  }
  if (entries.length === 0) {
    return <Body1>{NO_CREATE_PANES}</Body1>;
  }
  return (
    <nav className={styles.root} aria-label="Create">
      {groups.map((group) => (
        <section key={group} className={styles.group} aria-label={group}>
          <Subtitle2 as="h3" className={styles.heading}>
            {group}
          </Subtitle2>
          <div className={styles.entries}>
            {entries
              .filter((entry) => entry.group === group)
              .map((entry) => {
                const Icon = entry.icon;
                return (
                  <Button key={entry.id} className={styles.entry} appearance="subtle" icon={<Icon />} onClick={() => setChosen(entry.id)}>
                    {entry.label}
                  </Button>
                );
              })}
          </div>
        </section>
      ))}
    </nav>
  );
});
