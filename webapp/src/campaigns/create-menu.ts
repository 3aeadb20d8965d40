import { CalendarAddRegular } from "@fluentui/react-icons";
import type { CreateMenuItem } from "../shell/create-menu-items";

/** Start Writing → Social campaign (spec document 1 §2): the campaigns screen, whose Create Campaign is metered. */
export const campaignCreateMenuItems: readonly CreateMenuItem[] = [
  {
    id: "social-campaign",
    group: "Start Writing",
    label: "Social campaign",
    icon: CalendarAddRegular,
    flag: "show_Campaign_Nav",
    feature: "CampaignCreation",
    path: "campaigns?create=1",
  },
];
