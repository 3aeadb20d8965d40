import { Body1, Button, Caption1, Field, Input, Title2, makeStyles, tokens } from "@fluentui/react-components";
import { DeleteRegular, MicOffRegular, MicRegular, SaveRegular } from "@fluentui/react-icons";
import { useCallback, useState } from "react";
import { useDebouncedValue } from "../../ui/use-debounced-value";
import { useNotify } from "../../ui/toasts";
import { CREATE_PANES } from "../create-panes";
import { useLoadToDocument } from "../load/use-load-to-document";
import { headlineTitle } from "./headline-title";
import { QuickCommandReference } from "./QuickCommandReference";
import { useVoiceDictation } from "./use-voice-dictation";
import { commitTitle, voiceText, type VoiceDocument } from "./voice-document";
import { VoiceStatusBar } from "./VoiceStatusBar";

const PANE = CREATE_PANES.voice;
/** Spec document 3 §9: voice text debounce 500 ms. */
const INTERIM_DEBOUNCE_MS = 500;

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", maxWidth: "960px", margin: "0 auto" },
  layout: {
    display: "grid",
    gridTemplateColumns: "minmax(0, 2fr) minmax(240px, 1fr)",
    gap: "20px",
    "@media (max-width: 800px)": { gridTemplateColumns: "1fr" },
  },
  main: { display: "grid", gap: "12px", alignContent: "start" },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap" },
  text: {
    minHeight: "200px",
    padding: "16px",
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  paragraph: { margin: "0 0 10px", whiteSpace: "pre-wrap" },
  interim: { color: tokens.colorNeutralForeground3, fontStyle: "italic" },
});

/** Voice Create (spec document 3 §2.9, §4.6): dictation with spoken commands, saved as a new document. */
export const VoiceCreatePane = () => {
  const styles = useStyles();
  const notify = useNotify();
  const load = useLoadToDocument();
  const [titling, setTitling] = useState(false);
  const [manualTitle, setManualTitle] = useState<string | null>(null);

  const save = useCallback(
    async (document: VoiceDocument) => {
      const text = voiceText(document);
      if (!text) {
        notify("Nothing has been dictated yet.", "warning");
        return;
      }
      setTitling(true);
      const title = (manualTitle ?? document.title).trim() || (await headlineTitle(text, PANE.fallbackTitle));
      setTitling(false);
      load.mutate({ text, title, fallbackTitle: PANE.fallbackTitle, target: { mode: "new" } });
    },
    [load, manualTitle, notify],
  );

  const dictation = useVoiceDictation((document) => void save(document));
  const interim = useDebouncedValue(dictation.interim, INTERIM_DEBOUNCE_MS);
  const listening = dictation.status === "listening";
  const saving = titling || load.isPending;
  const title = manualTitle ?? dictation.document.title;
  const paragraphs = dictation.document.blocks.filter((block, index, blocks) => block || index === blocks.length - 1);

  return (
    <section className={styles.root} aria-labelledby="voice-title">
      <header>
        <Title2 block as="h2" id="voice-title">
          {PANE.title}
        </Title2>
        <Body1 block as="p">
          Dictate a document. Speech is recognised by your browser; nothing is sent until you save.
        </Body1>
      </header>
      <VoiceStatusBar status={dictation.status} saving={saving} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <Field
            label="Title"
            hint={
              dictation.document.titleDraft !== null
                ? `Setting title: ${dictation.document.titleDraft}`
                : "Say “set title” and the words after it, or type one."
            }
          >
            <Input value={title} maxLength={200} onChange={(_event, data) => setManualTitle(data.value)} />
          </Field>
          <div className={styles.actions}>
            <Button
              appearance="primary"
              icon={listening ? <MicOffRegular /> : <MicRegular />}
              disabled={dictation.status === "unsupported" || saving}
              onClick={() => (listening ? dictation.stop() : void dictation.start())}
            >
              {listening ? "Stop" : "Start"}
            </Button>
            <Button
              icon={<SaveRegular />}
              disabled={saving || !voiceText(dictation.document)}
              onClick={() => {
                dictation.stop();
                void save(commitTitle(dictation.document));
              }}
            >
              Save document
            </Button>
            <Button
              icon={<DeleteRegular />}
              disabled={saving}
              onClick={() => {
                setManualTitle(null);
                dictation.reset();
              }}
            >
              Clear
            </Button>
          </div>
          <div className={styles.text} aria-label="Dictated text" role="region" aria-live="polite">
            {paragraphs.map((block, index) => (
              <p key={index} className={styles.paragraph}>
                {block}
                {index === paragraphs.length - 1 && interim ? <span className={styles.interim}> {interim}</span> : null}
              </p>
            ))}
            {!voiceText(dictation.document) && !interim ? <Caption1>Your words appear here as you speak.</Caption1> : null}
          </div>
        </div>
        <QuickCommandReference />
      </div>
    </section>
  );
};
