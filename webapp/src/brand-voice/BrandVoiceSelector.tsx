import { Caption1, Dropdown, Field, Option, makeStyles } from "@fluentui/react-components";
import { useEffect } from "react";
import { Link } from "react-router";
import type { BrandVoice } from "@wordloom/shared/api";
import { useSession } from "../api/session";
import { brandVoicesPath } from "./paths";
import { selectedBrandVoice, useSelectedBrandVoiceId } from "./selected-brand-voice";
import { displayTitle } from "./title-display";
import { useBrandVoices } from "./use-brand-voices";

const NONE = "none";

const useStyles = makeStyles({
  row: { display: "flex", alignItems: "flex-end", gap: "12px", flexWrap: "wrap" },
  dropdown: { minWidth: "220px" },
});

/** The chosen brand voice (null for none); forgets a choice that no longer exists. */
export const useChosenBrandVoice = (): { voice: BrandVoice | null; voices: BrandVoice[]; loading: boolean } => {
  const voices = useBrandVoices();
  const chosenId = useSelectedBrandVoiceId();
  const list = voices.data ?? [];
  const voice = list.find((item) => item.id === chosenId) ?? null;
  useEffect(() => {
    if (voices.isSuccess && chosenId && !voice) {
      selectedBrandVoice.set(null);
    }
  }, [voices.isSuccess, chosenId, voice]);
  return { voice, voices: list, loading: voices.isPending };
};

/**
 * The line under the selector. There is always one, so the pane's fields and its Generate button do
 * not move when the voices arrive (a click aimed at a button that just moved lands elsewhere).
 */
const selectorHint = (loading: boolean, count: number): string => {
  if (loading) {
    return "Loading your brand voices…";
  }
  return count === 0 ? "No brand voice yet: posts are written in a neutral voice." : "Posts follow the chosen voice's tone and words.";
};

/** The Brand Voice selector at the top of the creation panes (spec document 3 §2.9). */
export const BrandVoiceSelector = () => {
  const styles = useStyles();
  const session = useSession();
  const { voice, voices, loading } = useChosenBrandVoice();
  const product = session?.user.selectedProduct ?? "writing";
  return (
    <div className={styles.row}>
      <Field label="Brand Voice" hint={selectorHint(loading, voices.length)}>
        <Dropdown
          className={styles.dropdown}
          disabled={loading}
          value={voice ? displayTitle(voice.title) : "No brand voice"}
          selectedOptions={[voice?.id ?? NONE]}
          onOptionSelect={(_event, data) => selectedBrandVoice.set(data.optionValue && data.optionValue !== NONE ? data.optionValue : null)}
        >
          <Option value={NONE}>No brand voice</Option>
          {voices.map((item) => (
            <Option key={item.id} value={item.id} text={item.title}>
              {displayTitle(item.title)}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <Caption1>
        <Link to={brandVoicesPath(product)}>Manage brand voices</Link>
      </Caption1>
    </div>
  );
};
