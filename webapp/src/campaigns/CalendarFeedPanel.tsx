import { Body1, Button, Caption1, Field, Input, Spinner, makeStyles } from "@fluentui/react-components";
import { ArrowSyncRegular, CopyRegular, DeleteRegular, LinkRegular } from "@fluentui/react-icons";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CAMPAIGN_MESSAGES } from "@wordloom/shared/rules";
import type { Campaign } from "@wordloom/shared/model";
import { api } from "../api/client";
import { errorMessage } from "../api/errors";
import { useNotify } from "../ui/toasts";
import { campaignKeys } from "./queries";

const useStyles = makeStyles({
  root: { display: "grid", gap: "8px" },
  actions: { display: "flex", gap: "8px", flexWrap: "wrap" },
});

/** Spec 4 §8: what a copied link says. */
export const LINK_COPIED = "Link Copied to Board";

/**
 * The campaign's private calendar (ICS) link: create, copy, replace (the old link stops working)
 * and revoke, so the plan shows in Google Calendar or Outlook.
 */
export const CalendarFeedPanel = ({ campaign }: { campaign: Campaign }) => {
  const styles = useStyles();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const feed = useQuery({
    queryKey: campaignKeys.feed(campaign.id),
    queryFn: ({ signal }) => api.getCampaignCalendarFeed({ params: { id: campaign.id } }, { signal }),
  });
  const onSaved = (message: string) => (answer: { url: string | null }) => {
    queryClient.setQueryData(campaignKeys.feed(campaign.id), answer);
    notify(message, "success");
  };
  const create = useMutation({
    mutationFn: () => api.createCampaignCalendarFeed({ params: { id: campaign.id } }),
    onSuccess: onSaved(CAMPAIGN_MESSAGES.calendarFeedCreated),
    onError: (error) => notify(errorMessage(error), "error"),
  });
  const revoke = useMutation({
    mutationFn: () => api.revokeCampaignCalendarFeed({ params: { id: campaign.id } }),
    onSuccess: onSaved(CAMPAIGN_MESSAGES.calendarFeedRevoked),
    onError: (error) => notify(errorMessage(error), "error"),
  });
  const url = feed.data?.url ?? null;
  const canManage = campaign.can.manageCalendarFeed;
  const copy = async () => {
    if (url) {
      await navigator.clipboard.writeText(url);
      notify(LINK_COPIED, "success");
    }
  };
  return (
    <section className={styles.root} aria-label="Calendar link">
      <Body1>Subscribe to this plan in Google Calendar or Outlook with a private link (one event per post).</Body1>
      {feed.isPending ? <Spinner size="tiny" label="Loading the calendar link" /> : null}
      {feed.isError ? <Body1 role="alert">{errorMessage(feed.error)}</Body1> : null}
      {url ? (
        <Field label="Private calendar link">
          <Input readOnly value={url} aria-label="Private calendar link" />
        </Field>
      ) : feed.isSuccess ? (
        <Caption1>No calendar link yet.</Caption1>
      ) : null}
      <div className={styles.actions}>
        {url ? (
          <>
            <Button icon={<CopyRegular />} onClick={() => void copy()}>
              Copy
            </Button>
            <Button icon={<ArrowSyncRegular />} disabled={!canManage || create.isPending} onClick={() => create.mutate()}>
              Replace link
            </Button>
            <Button icon={<DeleteRegular />} disabled={!canManage || revoke.isPending} onClick={() => revoke.mutate()}>
              Revoke
            </Button>
          </>
        ) : (
          <Button icon={<LinkRegular />} disabled={!canManage || create.isPending || !feed.isSuccess} onClick={() => create.mutate()}>
            Create calendar link
          </Button>
        )}
      </div>
    </section>
  );
};
