import {
  Button,
  Caption1,
  Field,
  MessageBar,
  MessageBarBody,
  Tab,
  TabList,
  Textarea,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { useState } from "react";
import { ConvertForX, X_LENGTH_MESSAGES, xMaxLength, xWeightedLength } from "../../post-generators/public/ConvertForX";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px", minWidth: "0" },
  count: { justifySelf: "end", color: tokens.colorNeutralForeground3 },
  over: { justifySelf: "end", color: tokens.colorPaletteRedForeground1 },
});

interface ContentTabsProps {
  content: string;
  xContent: string | null;
  view: "original" | "twitter";
  /** An X Premium account is chosen (longer limit). */
  premium: boolean;
  brandVoiceId: string | null;
  disabled: boolean;
  onContent: (content: string) => void;
  onXContent: (xContent: string | null) => void;
  onView: (view: "original" | "twitter") => void;
}

/**
 * The Original and Twitter tabs (spec 4 §2, §5): the X version counted with twitter-text, typing
 * beyond X's limit is blocked with the spec's message, and ConvertForX shortens the original.
 */
export const ContentTabs = ({
  content,
  xContent,
  view,
  premium,
  brandVoiceId,
  disabled,
  onContent,
  onXContent,
  onView,
}: ContentTabsProps) => {
  const styles = useStyles();
  const max = xMaxLength(premium);
  const [blocked, setBlocked] = useState<string | null>(null);
  const xText = xContent ?? content;
  const xLength = xWeightedLength(xText);
  const typeX = (next: string) => {
    if (xWeightedLength(next) > max && xWeightedLength(next) > xLength) {
      setBlocked(X_LENGTH_MESSAGES.typing(max));
      return;
    }
    setBlocked(null);
    onXContent(next);
  };
  return (
    <div className={styles.root}>
      <TabList size="small" selectedValue={view} onTabSelect={(_event, data) => onView(data.value as "original" | "twitter")}>
        <Tab value="original">Original</Tab>
        <Tab value="twitter">Twitter</Tab>
      </TabList>
      {view === "original" ? (
        <Field label="Content">
          <Textarea
            resize="vertical"
            rows={10}
            value={content}
            disabled={disabled}
            aria-label="Post content"
            onChange={(_event, data) => onContent(data.value)}
          />
        </Field>
      ) : (
        <>
          <Field
            label="Content for X"
            validationMessage={blocked ?? undefined}
            validationState={blocked ? "error" : "none"}
            hint={xContent === null ? "Uses the original text until you change it or convert it." : undefined}
          >
            <Textarea
              resize="vertical"
              rows={6}
              value={xText}
              disabled={disabled}
              aria-label="Content for X"
              onChange={(_event, data) => typeX(data.value)}
            />
          </Field>
          <Caption1 className={xLength > max ? styles.over : styles.count} aria-live="polite">{`${xLength} / ${max}`}</Caption1>
          {xLength > max ? (
            <MessageBar intent="error">
              <MessageBarBody>{X_LENGTH_MESSAGES.saving(max)}</MessageBarBody>
            </MessageBar>
          ) : null}
          {!disabled ? (
            <>
              <ConvertForX
                content={content}
                premium={premium}
                brandVoiceId={brandVoiceId}
                onConverted={(result) => onXContent(result.text)}
              />
              {xContent !== null ? (
                <Button size="small" appearance="subtle" onClick={() => onXContent(null)}>
                  Use the original text
                </Button>
              ) : null}
            </>
          ) : null}
        </>
      )}
    </div>
  );
};
