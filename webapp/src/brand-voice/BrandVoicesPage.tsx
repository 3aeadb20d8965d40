import { Body1, Button, Divider, Spinner, Title2, makeStyles } from "@fluentui/react-components";
import { AddRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useNavigate } from "react-router";
import type { BrandVoice } from "@wordloom/shared/api";
import { useSession } from "../api/session";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { BrandVoiceList } from "./BrandVoiceList";
import { FromUrlForm } from "./FromUrlForm";
import { BRAND_VOICE_SCREEN_MESSAGES } from "./messages";
import { brandVoicePath, newBrandVoicePath } from "./paths";
import { ToneStylesPanel } from "./ToneStylesPanel";
import { useBrandVoiceActions } from "./use-brand-voice-actions";
import { useBrandVoices } from "./use-brand-voices";

const useStyles = makeStyles({
  root: { display: "grid", gap: "20px", maxWidth: "860px", margin: "0 auto" },
  header: { display: "flex", alignItems: "center", justifyContent: "space-between", gap: "12px", flexWrap: "wrap" },
});

/** Route brand-voices: the user's brand voices (list, create, create from a URL, edit, delete) and the global tone-styles. */
export const BrandVoicesPage = () => {
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const product = session?.user.selectedProduct ?? "writing";
  const voices = useBrandVoices();
  const { remove } = useBrandVoiceActions();
  const [deleting, setDeleting] = useState<BrandVoice | null>(null);

  return (
    <section className={styles.root} aria-labelledby="brand-voices-title">
      <header className={styles.header}>
        <Title2 block as="h2" id="brand-voices-title">
          Brand voices
        </Title2>
        <Link to={newBrandVoicePath(product)}>
          <Button appearance="primary" icon={<AddRegular />} tabIndex={-1}>
            New brand voice
          </Button>
        </Link>
      </header>
      <Body1 block as="p">
        A brand voice tells Wordloom who you write for and what you stand for; pick one at the top of any creation pane.
      </Body1>
      <FromUrlForm onCreated={(voice) => navigate(brandVoicePath(product, voice.id))} />
      {voices.isPending ? <Spinner label="Loading brand voices" /> : null}
      {voices.isError ? <p role="alert">There was a problem. Please retry.</p> : null}
      {voices.data?.length === 0 ? <Body1>No brand voices yet. Create one to write in your own voice.</Body1> : null}
      {voices.data && voices.data.length > 0 ? <BrandVoiceList voices={voices.data} product={product} onDelete={setDeleting} /> : null}
      <Divider />
      <ToneStylesPanel brandVoiceId={null} heading="Global tone - style" />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete brand voice"
        message={BRAND_VOICE_SCREEN_MESSAGES.confirmDelete}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            remove.mutate(deleting.id);
          }
          setDeleting(null);
        }}
      />
    </section>
  );
};
