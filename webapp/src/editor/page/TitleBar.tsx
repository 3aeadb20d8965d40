import { Input, makeStyles, mergeClasses, Title2, tokens } from "@fluentui/react-components";
import type { KeyboardEvent, ReactNode } from "react";
import { LIMITS } from "@wordloom/shared/rules";
import { useTitleEditing, type TitleEditingOptions } from "./use-title-editing";

const useStyles = makeStyles({
  bar: { display: "flex", alignItems: "center", gap: "12px", flexWrap: "wrap", padding: "8px 0 12px" },
  start: { display: "flex", alignItems: "center", gap: "8px" },
  title: { flex: "1 1 240px", minWidth: 0, textAlign: "center" },
  heading: {
    display: "block",
    margin: 0,
    overflow: "hidden",
    textOverflow: "ellipsis",
    whiteSpace: "nowrap",
    borderRadius: tokens.borderRadiusMedium,
    padding: "2px 8px",
  },
  editable: { cursor: "text", ":hover": { backgroundColor: tokens.colorNeutralBackground1Hover } },
  input: { width: "100%", fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
  end: { display: "flex", alignItems: "center", gap: "4px" },
});

interface TitleBarProps extends TitleEditingOptions {
  /** Before the title (the back button). */
  start?: ReactNode;
  /** After the title (save status, copy, options). */
  end?: ReactNode;
}

/** The editor's title bar: an editable heading between navigation and the document's actions. */
export const TitleBar = ({ start, end, ...options }: TitleBarProps) => {
  const styles = useStyles();
  const title = useTitleEditing(options);
  return (
    <header className={styles.bar}>
      <div className={styles.start}>{start}</div>
      <div className={styles.title}>
        {title.editing ? (
          <Input
            className={styles.input}
            aria-label="Document title"
            autoFocus
            value={title.draft}
            maxLength={LIMITS.document.maxTitleChars}
            onChange={(_event, data) => title.change(data.value)}
            onKeyDown={title.keyDown}
            onPaste={title.paste}
            onBlur={title.blur}
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <Title2
            as="h2"
            id="document-title"
            className={mergeClasses(styles.heading, options.editable && styles.editable)}
            tabIndex={0}
            title={options.editable ? "Rename" : undefined}
            onClick={title.start}
            onKeyDown={(event: KeyboardEvent<HTMLHeadingElement>) => {
              if (event.key === "Enter" || event.key === " ") {
                event.preventDefault();
                title.start();
              }
            }}
          >
            {title.shown}
          </Title2>
        )}
      </div>
      <div className={styles.end}>{end}</div>
    </header>
  );
};
