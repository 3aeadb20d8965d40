import { Body1, Spinner, Title2, makeStyles } from "@fluentui/react-components";
import { useEffect, useState } from "react";
import { useParams, useSearchParams } from "react-router";
import { SOCIAL_LINKING_MESSAGES } from "@wordloom/shared/api";
import type { SocialAccount } from "@wordloom/shared/model";
import { isProduct } from "@wordloom/shared/rules";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { useNotify } from "../ui/toasts";
import { highlightedPlatforms } from "./paths";
import { PlatformCard } from "./PlatformCard";
import { usePlatformActions, usePlatforms, usePublishingHealth } from "./use-platforms";

const useStyles = makeStyles({
  root: { display: "grid", gap: "20px", maxWidth: "1040px", margin: "0 auto" },
  grid: { display: "grid", gap: "16px", gridTemplateColumns: "repeat(auto-fill, minmax(300px, 1fr))" },
});

/**
 * Route platforms (spec document 4 §2 "Platform linking"): a card per platform, the platforms a
 * flow asked for marked (`highlight`), and the result of a linking round trip (`linked` / `failed`)
 * told once as 'Linking Successful' / 'Linking Failed'.
 */
export const PlatformsPage = () => {
  const styles = useStyles();
  const notify = useNotify();
  const { product: productParam } = useParams();
  const product = isProduct(productParam) ? productParam : "writing";
  const [search, setSearch] = useSearchParams();
  const highlighted = highlightedPlatforms(search);
  const platforms = usePlatforms();
  const health = usePublishingHealth();
  const { link, remove } = usePlatformActions(product);
  const [removing, setRemoving] = useState<SocialAccount | null>(null);

  useEffect(() => {
    const linked = search.get("linked");
    const failed = search.get("failed");
    if (!linked && !failed) {
      return;
    }
    if (linked) {
      notify(SOCIAL_LINKING_MESSAGES.linked, "success");
    } else {
      notify(SOCIAL_LINKING_MESSAGES.failed, "error", search.get("reason") ?? undefined);
    }
    const next = new URLSearchParams(search);
    for (const name of ["linked", "failed", "reason"]) {
      next.delete(name);
    }
    setSearch(next, { replace: true });
  }, [search, setSearch, notify]);

  return (
    <section className={styles.root} aria-labelledby="platforms-title">
      <Title2 block as="h2" id="platforms-title">
        Social Links
      </Title2>
      <Body1 block as="p">
        Link your accounts once; Wordloom then publishes on your behalf. Your sign-in details stay with each platform.
      </Body1>
      {platforms.isPending ? <Spinner label="Loading platforms" /> : null}
      {platforms.isError ? <p role="alert">There was a problem. Please retry.</p> : null}
      <div className={styles.grid}>
        {platforms.data?.map((platform) => (
          <PlatformCard
            key={platform.id}
            platform={platform}
            health={health.data?.get(platform.id)}
            highlighted={highlighted.has(platform.id)}
            busy={link.isPending || remove.isPending}
            onLink={() => link.mutate(platform.id)}
            onRemove={setRemoving}
          />
        ))}
      </div>
      <ConfirmDialog
        open={removing !== null}
        title="Remove account"
        confirmLabel="Remove"
        message={`Remove ${removing ? `@${removing.username}` : "this account"}? Wordloom will no longer publish with it.`}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) {
            remove.mutate(removing.id);
          }
          setRemoving(null);
        }}
      />
    </section>
  );
};
