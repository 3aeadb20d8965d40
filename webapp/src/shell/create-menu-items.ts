import type { FluentIcon } from "@fluentui/react-icons";
import type { FeatureFlag, FeatureName } from "@wordloom/shared/rules";
import { FEATURES } from "../app/features";

export interface CreateMenuItem {
  id: string;
  group: "Start Writing" | "AI Creation" | "Templates";
  label: string;
  icon: FluentIcon;
  /** The plan flag that must be on (spec document 1 §2 create-menu flags). */
  flag?: FeatureFlag;
  /** The metered feature checked before the action runs. */
  feature: FeatureName;
  /** Entries that open a screen: its path under /:product/app. */
  path?: string;
}

/**
 * Create-menu entries, as data: each feature's entries (its create-menu.ts), in the feature list's
 * order; entries for features that are not built yet are not listed.
 */
export const CREATE_MENU_ITEMS: readonly CreateMenuItem[] = FEATURES.flatMap((feature) => feature.createMenuItems ?? []);
