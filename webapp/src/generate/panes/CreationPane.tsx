import { Body1, Button, Title2, makeStyles } from "@fluentui/react-components";
import { SparkleRegular } from "@fluentui/react-icons";
import type { FormEvent, ReactNode } from "react";
import type { GenerationKind } from "@wordloom/shared/api";
import { BrandVoiceSelector } from "../../brand-voice/public/BrandVoiceSelector";
import { AiStatusNote } from "../status/AiStatusNote";
import type { Generation } from "../use-generation";
import { GenerationOutput } from "./GenerationOutput";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", maxWidth: "760px", margin: "0 auto" },
  form: { display: "grid", gap: "14px" },
  submit: { justifySelf: "start" },
});

interface CreationPaneProps {
  title: string;
  intro: string;
  kinds: readonly GenerationKind[];
  generation: Generation;
  /** The new document's title when the generated text gives none. */
  fallbackTitle: string;
  generateLabel?: string;
  onGenerate: () => void;
  children: ReactNode;
}

/**
 * The frame every creation pane shares: the Brand Voice selector at the top (spec document 3
 * §2.9), the AI status, the pane's fields, Generate, and the generated text with its actions.
 */
export const CreationPane = ({
  title,
  intro,
  kinds,
  generation,
  fallbackTitle,
  generateLabel = "Generate",
  onGenerate,
  children,
}: CreationPaneProps) => {
  const styles = useStyles();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onGenerate();
  };
  return (
    <section className={styles.root} aria-labelledby="creation-pane-title">
      <header>
        <Title2 block as="h2" id="creation-pane-title">
          {title}
        </Title2>
        <Body1 block as="p">
          {intro}
        </Body1>
      </header>
      <BrandVoiceSelector />
      {kinds.length > 0 ? <AiStatusNote kinds={kinds} /> : null}
      <form className={styles.form} onSubmit={submit} noValidate aria-label={title}>
        {children}
        <Button
          className={styles.submit}
          type="submit"
          appearance="primary"
          icon={<SparkleRegular />}
          disabled={generation.state.status === "streaming"}
        >
          {generateLabel}
        </Button>
      </form>
      <GenerationOutput generation={generation} fallbackTitle={fallbackTitle} />
    </section>
  );
};
