import { Caption1, Field, Input, makeStyles, Tag, TagGroup } from "@fluentui/react-components";
import { useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { MAX_TAGS } from "@wordloom/shared/rules";
import { commitTags, removeTag, tagsFull, typeTags } from "./tag-input";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px", minWidth: 0 },
  tags: { flexWrap: "wrap", gap: "6px" },
  tag: { maxWidth: "100%", overflowWrap: "anywhere" },
});

interface TagsFieldProps {
  tags: readonly string[];
  disabled: boolean;
  onChange: (tags: string[]) => void;
}

/**
 * Up to 20 hashtags (spec document 2 §5): each is prefixed with "#", a space or "#" ends one, a
 * pasted "#one #two" gives two, and tags beyond 20 are cut.
 */
export const TagsField = ({ tags, disabled, onChange }: TagsFieldProps) => {
  const styles = useStyles();
  const [typed, setTyped] = useState("");
  const full = tagsFull(tags);
  const change = (next: string[]) => {
    if (next.join(" ") !== tags.join(" ")) {
      onChange(next);
    }
  };
  const commit = () => {
    if (typed.trim()) {
      change(commitTags(tags, typed));
    }
    setTyped("");
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Backspace" && typed === "" && tags.length > 0) {
      change(tags.slice(0, -1));
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    change(commitTags(tags, `${typed} ${event.clipboardData.getData("text")}`));
    setTyped("");
  };
  return (
    <div className={styles.root}>
      <Field label="Hashtags" hint={`${tags.length}/${MAX_TAGS} hashtags. A space or # starts a new one.`}>
        <Input
          value={typed}
          disabled={disabled || full}
          placeholder={full ? "20 hashtags reached" : "#writing #ideas"}
          onChange={(_event, data) => {
            const next = typeTags(tags, data.value);
            change(next.tags);
            setTyped(next.rest);
          }}
          onKeyDown={onKeyDown}
          onPaste={onPaste}
          onBlur={commit}
        />
      </Field>
      {tags.length > 0 ? (
        <TagGroup aria-label="Hashtags" className={styles.tags} onDismiss={(_event, data) => change(removeTag(tags, String(data.value)))}>
          {tags.map((tag) => (
            <Tag
              key={tag}
              value={tag}
              size="small"
              dismissible={!disabled}
              className={styles.tag}
              dismissIcon={{ "aria-label": `Remove ${tag}` }}
            >
              {tag}
            </Tag>
          ))}
        </TagGroup>
      ) : (
        <Caption1>No hashtags yet.</Caption1>
      )}
    </div>
  );
};
