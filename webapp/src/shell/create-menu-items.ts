import { DocumentAddRegular, type FluentIcon } from "@fluentui/react-icons";
import type { FeatureFlag, FeatureName } from "@wordloom/shared/rules";

export interface CreateMenuItem {
  id: string;
  group: "Start Writing" | "AI Creation";
  label: string;
  icon: FluentIcon;
  /** The plan flag that must be on (spec document 1 §2 create-menu flags). */
  flag?: FeatureFlag;
  /** The metered feature checked before the action runs. */
  feature: FeatureName;
}

/** Create-menu entries, as data; entries for features that are not built yet are not listed. */
export const CREATE_MENU_ITEMS: readonly CreateMenuItem[] = [
  { id: "blank-document", group: "Start Writing", label: "Blank document", icon: DocumentAddRegular, feature: "DocumentCreation" },
];
