import { Badge, Button, Caption1, Subtitle2, makeStyles, tokens } from "@fluentui/react-components";
import { ChevronLeftRegular, ChevronRightRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { LoadToEditorButton } from "../load/LoadToEditorButton";
import type { Template } from "./types";

const useStyles = makeStyles({
  root: { display: "grid", gap: "12px" },
  card: {
    display: "grid",
    gap: "8px",
    padding: "20px",
    borderRadius: tokens.borderRadiusLarge,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    boxShadow: tokens.shadow4,
  },
  tags: { display: "flex", gap: "6px", flexWrap: "wrap" },
  text: { whiteSpace: "pre-wrap", margin: 0, lineHeight: tokens.lineHeightBase400, maxHeight: "50vh", overflowY: "auto" },
  nav: { display: "flex", alignItems: "center", gap: "8px", flexWrap: "wrap" },
  spacer: { flexGrow: 1 },
});

/** One template at a time, Previous and Next, and Load Template (spec document 3 §2.9). */
export const TemplateCarousel = ({ templates, fallbackTitle }: { templates: readonly Template[]; fallbackTitle: string }) => {
  const styles = useStyles();
  const [index, setIndex] = useState(0);
  const template = templates[Math.min(index, templates.length - 1)];
  if (!template) {
    return null;
  }
  const position = templates.indexOf(template);
  return (
    <section className={styles.root} aria-roledescription="carousel" aria-label="Templates">
      <article className={styles.card} aria-roledescription="slide" aria-label={`${position + 1} of ${templates.length}`}>
        <Subtitle2 as="h3">{template.title}</Subtitle2>
        <div className={styles.tags}>
          {template.tags.map((tag) => (
            <Badge key={tag} appearance="tint" shape="rounded">
              {tag}
            </Badge>
          ))}
        </div>
        <p className={styles.text} data-template-text>
          {template.message}
        </p>
      </article>
      <div className={styles.nav}>
        <Button
          icon={<ChevronLeftRegular />}
          aria-label="Previous template"
          disabled={position === 0}
          onClick={() => setIndex(position - 1)}
        />
        <Caption1>
          {position + 1} of {templates.length}
        </Caption1>
        <Button
          icon={<ChevronRightRegular />}
          aria-label="Next template"
          disabled={position === templates.length - 1}
          onClick={() => setIndex(position + 1)}
        />
        <span className={styles.spacer} />
        <LoadToEditorButton text={template.message} fallbackTitle={template.title || fallbackTitle} label="Load Template" />
      </div>
    </section>
  );
};
