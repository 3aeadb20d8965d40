import { Button, Spinner, Title2, makeStyles } from "@fluentui/react-components";
import { ArrowLeftRegular, DeleteRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { Link, useNavigate, useParams } from "react-router";
import { useSession } from "../api/session";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { EMPTY_BRAND_VOICE_FORM, formFromBrandVoice } from "./brand-voice-form";
import { BrandVoiceForm } from "./BrandVoiceForm";
import { BRAND_VOICE_SCREEN_MESSAGES } from "./messages";
import { brandVoicePath, brandVoicesPath } from "./paths";
import { ToneStylesPanel } from "./ToneStylesPanel";
import { useBrandVoiceActions } from "./use-brand-voice-actions";
import { useBrandVoice } from "./use-brand-voices";

const useStyles = makeStyles({
  root: { display: "grid", gap: "20px", maxWidth: "760px", margin: "0 auto" },
  header: { display: "flex", alignItems: "center", gap: "12px", flexWrap: "wrap" },
  spacer: { flexGrow: 1 },
});

/** Routes brand-voices/new and brand-voices/:id: create or edit one brand voice, and its tone-styles. */
export const BrandVoiceEditPage = () => {
  const styles = useStyles();
  const { id } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const product = session?.user.selectedProduct ?? "writing";
  const voice = useBrandVoice(id);
  const actions = useBrandVoiceActions();
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const back = (
    <Link to={brandVoicesPath(product)}>
      <Button appearance="subtle" icon={<ArrowLeftRegular />}>
        Brand voices
      </Button>
    </Link>
  );
  if (id && voice.isPending) {
    return <Spinner label="Loading brand voice" />;
  }
  if (id && !voice.data) {
    return (
      <section className={styles.root} role="alert">
        {back}
        <p>This brand voice could not be found.</p>
      </section>
    );
  }
  return (
    <section className={styles.root} aria-labelledby="brand-voice-title">
      <header className={styles.header}>
        {back}
        <Title2 block as="h2" id="brand-voice-title">
          {voice.data ? "Edit brand voice" : "New brand voice"}
        </Title2>
        <span className={styles.spacer} />
        {voice.data ? (
          <Button icon={<DeleteRegular />} onClick={() => setConfirmingDelete(true)} disabled={actions.remove.isPending}>
            Delete
          </Button>
        ) : null}
      </header>
      <BrandVoiceForm
        key={voice.data?.updatedAt ?? "new"}
        initial={voice.data ? formFromBrandVoice(voice.data) : EMPTY_BRAND_VOICE_FORM}
        saving={actions.create.isPending || actions.update.isPending}
        onSave={(body) => {
          if (voice.data) {
            actions.update.mutate({ id: voice.data.id, body });
          } else {
            actions.create.mutate(body, { onSuccess: (created) => navigate(brandVoicePath(product, created.id), { replace: true }) });
          }
        }}
      />
      {voice.data ? <ToneStylesPanel brandVoiceId={voice.data.id} heading="Tone - style for this brand voice" /> : null}
      <ConfirmDialog
        open={confirmingDelete}
        title="Delete brand voice"
        message={BRAND_VOICE_SCREEN_MESSAGES.confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
        onConfirm={() => {
          setConfirmingDelete(false);
          if (voice.data) {
            actions.remove.mutate(voice.data.id, { onSuccess: () => navigate(brandVoicesPath(product)) });
          }
        }}
      />
    </section>
  );
};
