import { Spinner } from "@fluentui/react-components";
import { Navigate } from "react-router";
import { useSession } from "../api/session";
import { campaignPath, campaignsPath } from "./paths";
import { useCampaignList } from "./use-campaigns";

/** app/campaign (the sidebar's Campaign item): the most recent campaign, or the list when there is none. */
export const LatestCampaignPage = () => {
  const session = useSession();
  const product = session?.user.selectedProduct ?? "content";
  const list = useCampaignList("all");
  if (list.isPending) {
    return <Spinner label="Loading your campaign" />;
  }
  const latest = list.data?.items[0];
  return <Navigate replace to={latest ? campaignPath(product, latest.id) : campaignsPath(product)} />;
};
