import { Body1, Button, Field, Select, Spinner, Title2, makeStyles } from "@fluentui/react-components";
import { AddRegular, LinkMultipleRegular } from "@fluentui/react-icons";
import { useEffect, useRef, useState } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { CAMPAIGN_STATUSES, type Campaign, type CampaignStatus } from "@wordloom/shared/model";
import { CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import { useSession } from "../api/session";
import { errorMessage } from "../api/errors";
import { platformsPath } from "../platforms";
import { ConfirmDialog } from "../ui/ConfirmDialog";
import { CampaignCard } from "./CampaignCard";
import { CAMPAIGN_STATUS_LABELS } from "./display";
import { campaignPath } from "./paths";
import { useCampaignActions, useCampaignList } from "./use-campaigns";
import { useUserTimeZone } from "./zone";

const useStyles = makeStyles({
  root: { display: "grid", gap: "16px", maxWidth: "1280px", margin: "0 auto", minWidth: "0" },
  header: { display: "flex", alignItems: "end", justifyContent: "space-between", gap: "12px", flexWrap: "wrap" },
  tools: { display: "flex", alignItems: "end", gap: "8px", flexWrap: "wrap" },
  grid: { display: "grid", gap: "16px", gridTemplateColumns: "repeat(auto-fill, minmax(260px, 1fr))" },
  empty: { display: "grid", justifyItems: "center", gap: "12px", padding: "48px 0" },
});

/** app/campaigns (spec 4 §2): the user's campaigns with a status filter, Link Social media and Create Campaign. */
export const CampaignsPage = () => {
  const styles = useStyles();
  const session = useSession();
  const product = session?.user.selectedProduct ?? "content";
  const zone = useUserTimeZone();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const [status, setStatus] = useState<CampaignStatus | "all">("all");
  const list = useCampaignList(status);
  const actions = useCampaignActions();
  const [deleting, setDeleting] = useState<Campaign | null>(null);

  const create = () =>
    actions.create.mutate(undefined, { onSuccess: (campaign) => void navigate(campaignPath(product, campaign.id, "edit")) });

  // The Create menu's "Social campaign" entry lands here with ?create=1: create once, like the button.
  const created = useRef(false);
  useEffect(() => {
    if (search.get("create") === "1" && !created.current) {
      created.current = true;
      setSearch({}, { replace: true });
      create();
    }
  });

  const items = list.data?.items ?? [];
  return (
    <section className={styles.root} aria-labelledby="campaigns-title">
      <header className={styles.header}>
        <Title2 as="h2" id="campaigns-title">
          Campaigns
        </Title2>
        <div className={styles.tools}>
          <Field label="Status">
            <Select value={status} onChange={(_event, data) => setStatus(data.value as CampaignStatus | "all")}>
              <option value="all">All</option>
              {CAMPAIGN_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {CAMPAIGN_STATUS_LABELS[value]}
                </option>
              ))}
            </Select>
          </Field>
          <Button icon={<LinkMultipleRegular />} onClick={() => void navigate(platformsPath(product))}>
            Link Social media
          </Button>
          <Button appearance="primary" icon={<AddRegular />} disabled={actions.create.isPending} onClick={create}>
            Create Campaign
          </Button>
        </div>
      </header>
      {list.isPending ? <Spinner label="Loading campaigns" /> : null}
      {list.isError ? <Body1 role="alert">{errorMessage(list.error)}</Body1> : null}
      {list.isSuccess && items.length === 0 ? (
        <div className={styles.empty}>
          <Body1>{list.data.hasAny ? CAMPAIGN_MESSAGES.emptyFiltered : CAMPAIGN_MESSAGES.emptyFirst}</Body1>
          {list.data.hasAny ? null : (
            <Button appearance="primary" icon={<AddRegular />} disabled={actions.create.isPending} onClick={create}>
              Create Campaign
            </Button>
          )}
        </div>
      ) : null}
      {items.length > 0 ? (
        <div className={styles.grid}>
          {items.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} product={product} zone={zone} onDelete={setDeleting} />
          ))}
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete campaign"
        message={`Delete “${deleting?.title ?? ""}” and all its posts? This cannot be undone.`}
        confirmLabel="Delete"
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) {
            actions.remove.mutate(deleting);
          }
          setDeleting(null);
        }}
      />
    </section>
  );
};
