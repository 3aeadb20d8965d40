import { makeStyles, Toolbar as FluentToolbar, ToolbarButton, ToolbarDivider, Tooltip, tokens } from "@fluentui/react-components";
import type { Editor } from "@tiptap/core";
import { useEditorState } from "@tiptap/react";
import { Fragment } from "react";
import type { FeatureFlags } from "@wordloom/shared/rules";
import { tooltipText } from "./shortcuts";
import { TOOLBAR_GROUPS, type ToolbarActions, type ToolbarItem } from "./toolbar-items";

const useStyles = makeStyles({
  bar: {
    position: "sticky",
    top: 0,
    zIndex: 5,
    flexWrap: "wrap",
    justifyContent: "center",
    marginBottom: "12px",
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow4,
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected },
});

type ItemState = Record<string, { active: boolean; enabled: boolean }>;

const sameState = (next: ItemState, previous: ItemState | null) => previous !== null && JSON.stringify(next) === JSON.stringify(previous);

interface ButtonsProps extends ToolbarActions {
  groups: readonly (readonly ToolbarItem[])[];
  editor: Editor | null;
  state: ItemState;
}

const Buttons = ({ groups, editor, state, ...actions }: ButtonsProps) => {
  const styles = useStyles();
  return (
    <>
      {groups.map((group, index) => (
        <Fragment key={group[0]?.id ?? index}>
          {index > 0 ? <ToolbarDivider /> : null}
          {group.map((item) => {
            const itemState = state[item.id];
            return (
              <Tooltip key={item.id} content={tooltipText(item.label, item.shortcut)} relationship="description" withArrow>
                <ToolbarButton
                  aria-label={item.label}
                  aria-pressed={item.isActive ? Boolean(itemState?.active) : undefined}
                  className={itemState?.active ? styles.active : undefined}
                  icon={item.icon}
                  disabled={!editor || (itemState ? !itemState.enabled : false)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    if (editor) {
                      item.run(editor, actions);
                    }
                  }}
                />
              </Tooltip>
            );
          })}
        </Fragment>
      ))}
    </>
  );
};

/** The buttons once the editor exists: their pressed and enabled states follow the selection. */
const LiveButtons = (props: Omit<ButtonsProps, "state"> & { editor: Editor }) => {
  const state = useEditorState({
    editor: props.editor,
    selector: ({ editor: current }): ItemState =>
      Object.fromEntries(
        props.groups
          .flat()
          .map((item) => [item.id, { active: item.isActive?.(current) ?? false, enabled: item.isEnabled?.(current) ?? true }]),
      ),
    equalityFn: sameState,
  });
  return <Buttons {...props} state={state} />;
};

interface ToolbarProps extends ToolbarActions {
  /** Null while the editor is being created: the bar keeps its place, its buttons disabled. */
  editor: Editor | null;
  flags: FeatureFlags;
}

/** The formatting toolbar; each tooltip names the action and its keyboard shortcut. */
export const Toolbar = ({ editor, flags, ...actions }: ToolbarProps) => {
  const styles = useStyles();
  const groups = TOOLBAR_GROUPS.map((group) => group.filter((item) => !item.flag || flags[item.flag])).filter((group) => group.length > 0);
  return (
    <FluentToolbar aria-label="Formatting" className={styles.bar} size="small">
      {editor ? (
        <LiveButtons groups={groups} editor={editor} {...actions} />
      ) : (
        <Buttons groups={groups} editor={null} state={{}} {...actions} />
      )}
    </FluentToolbar>
  );
};
