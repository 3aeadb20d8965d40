import { Button, Field, Input, SpinButton, makeStyles } from "@fluentui/react-components";
import { useState } from "react";
import type { Campaign } from "@wordloom/shared/model";
import { CAMPAIGN_LIMITS, CAMPAIGN_MESSAGES, campaignEndDate, localDateOf } from "@wordloom/shared/rules";
import { useCampaignActions } from "./use-campaigns";
import { formatDay } from "./zone";
import { ZonedDateTimeInput } from "./ZonedDateTimeInput";

const useStyles = makeStyles({ root: { display: "grid", gap: "12px", maxWidth: "520px" } });

/** Edit mode: title, weeks, start (in the user's zone) and the default post time; the last day follows (spec 4 §4). */
export const CampaignEditForm = ({ campaign, zone }: { campaign: Campaign; zone: string }) => {
  const styles = useStyles();
  const { update } = useCampaignActions();
  const [title, setTitle] = useState(campaign.title);
  const [weeks, setWeeks] = useState(campaign.totalWeeks);
  const [startAt, setStartAt] = useState(campaign.startAt);
  const [defaultTime, setDefaultTime] = useState(campaign.defaultTime);
  const titleProblem = title.trim() === "" ? CAMPAIGN_MESSAGES.invalidTitle : null;
  const lastDay = campaignEndDate(localDateOf(new Date(startAt), zone), weeks);
  const readOnly = !campaign.can.edit;
  return (
    <form
      className={styles.root}
      aria-label="Edit campaign"
      onSubmit={(event) => {
        event.preventDefault();
        if (!titleProblem) {
          update.mutate({ id: campaign.id, body: { title: title.trim(), totalWeeks: weeks, startAt, defaultTime, timeZone: zone } });
        }
      }}
    >
      <Field label="Title" validationMessage={titleProblem ?? undefined} validationState={titleProblem ? "error" : "none"}>
        <Input
          value={title}
          maxLength={CAMPAIGN_LIMITS.maxTitleChars}
          disabled={readOnly}
          onChange={(_event, data) => setTitle(data.value)}
        />
      </Field>
      <Field label="Weeks" hint={`Last day: ${formatDay(lastDay)}`}>
        <SpinButton
          value={weeks}
          min={1}
          max={CAMPAIGN_LIMITS.maxWeeks}
          disabled={readOnly}
          onChange={(_event, data) => {
            const next = data.value ?? Number(data.displayValue);
            if (Number.isInteger(next) && next >= 1 && next <= CAMPAIGN_LIMITS.maxWeeks) {
              setWeeks(next);
            }
          }}
        />
      </Field>
      <ZonedDateTimeInput
        label="Start"
        value={startAt}
        zone={zone}
        onChange={setStartAt}
        disabled={readOnly || campaign.status !== "pending"}
      />
      <Field label="Default post time">
        <Input type="time" value={defaultTime} disabled={readOnly} onChange={(_event, data) => setDefaultTime(data.value)} />
      </Field>
      <div>
        <Button type="submit" appearance="primary" disabled={readOnly || update.isPending || titleProblem !== null}>
          Save
        </Button>
      </div>
    </form>
  );
};
