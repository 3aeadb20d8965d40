import {
  Badge,
  Button,
  Card,
  CardHeader,
  Caption1,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Text,
  makeStyles,
  tokens,
} from "@fluentui/react-components";
import { DeleteRegular, EditRegular, EyeRegular, PlayRegular, ShareRegular } from "@fluentui/react-icons";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { Campaign } from "@wordloom/shared/model";
import type { Product } from "@wordloom/shared/rules";
import { ActivationDialogs } from "./ActivationDialogs";
import { CalendarFeedPanel } from "./CalendarFeedPanel";
import { CAMPAIGN_STATUS_LABELS, cardTitle } from "./display";
import { MiniMonth } from "./MiniMonth";
import { campaignPath, postEditorPath } from "./paths";
import { useActivation } from "./use-activation";
import { formatDay } from "./zone";

const useStyles = makeStyles({
  card: { width: "100%", minWidth: "0" },
  meta: { display: "flex", gap: "6px", flexWrap: "wrap", alignItems: "center", color: tokens.colorNeutralForeground3 },
  actions: { display: "flex", gap: "4px", flexWrap: "wrap" },
});

interface CampaignCardProps {
  campaign: Campaign;
  product: Product;
  zone: string;
  onDelete: (campaign: Campaign) => void;
}

/**
 * A campaign card (spec 4 §2): title cut at 15 characters, status, dates, the mini month calendar,
 * Edit, Delete, View and Share (hidden when active or completed), and Activate / Resume.
 */
export const CampaignCard = ({ campaign, product, zone, onDelete }: CampaignCardProps) => {
  const styles = useStyles();
  const navigate = useNavigate();
  const activation = useActivation(campaign, product);
  const [sharing, setSharing] = useState(false);
  const showShare = campaign.status !== "active" && campaign.status !== "completed";
  const canStart = campaign.status === "paused" ? campaign.can.resume : campaign.can.activate;
  return (
    <Card className={styles.card} aria-label={`Campaign ${campaign.title}`}>
      <CardHeader
        header={
          <Text weight="semibold" title={campaign.title}>
            {cardTitle(campaign.title)}
          </Text>
        }
        description={
          <div className={styles.meta}>
            <Badge
              appearance="tint"
              color={campaign.status === "active" ? "success" : campaign.status === "paused" ? "warning" : "informative"}
            >
              {campaign.finished && campaign.status !== "completed" ? "Finished" : CAMPAIGN_STATUS_LABELS[campaign.status]}
            </Badge>
            <Caption1>{`${formatDay(campaign.startDate)} – ${formatDay(campaign.endDate)}`}</Caption1>
            <Caption1>{`${campaign.postCounts.total} post${campaign.postCounts.total === 1 ? "" : "s"}`}</Caption1>
          </div>
        }
      />
      <MiniMonth
        startDate={campaign.startDate}
        endDate={campaign.endDate}
        postDays={campaign.postDays}
        onOpenPost={(postId) => void navigate(postEditorPath(product, postId))}
      />
      <div className={styles.actions}>
        <Button size="small" icon={<EyeRegular />} onClick={() => void navigate(campaignPath(product, campaign.id))}>
          View
        </Button>
        {campaign.can.edit ? (
          <Button size="small" icon={<EditRegular />} onClick={() => void navigate(campaignPath(product, campaign.id, "edit"))}>
            Edit
          </Button>
        ) : null}
        {campaign.can.delete ? (
          <Button size="small" icon={<DeleteRegular />} onClick={() => onDelete(campaign)}>
            Delete
          </Button>
        ) : null}
        {showShare ? (
          <Button size="small" icon={<ShareRegular />} onClick={() => setSharing(true)}>
            Share
          </Button>
        ) : null}
        {canStart ? (
          <Button size="small" appearance="primary" icon={<PlayRegular />} onClick={activation.begin}>
            {campaign.status === "paused" ? "Resume" : "Activate"}
          </Button>
        ) : null}
      </div>
      <ActivationDialogs controller={activation} product={product} zone={zone} campaignTitle={campaign.title} />
      <Dialog open={sharing} onOpenChange={(_event, data) => setSharing(data.open)}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>Share “{campaign.title}”</DialogTitle>
            <DialogContent>
              <CalendarFeedPanel campaign={campaign} />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setSharing(false)}>Close</Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </Card>
  );
};
